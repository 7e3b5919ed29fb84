import type { RouteDocs } from '../platform/describe';
import {
  activeOrganizationResponse,
  activeSupplierResponse,
  currentSessionResponse,
  signInResponse,
  signOutResponse,
  signUpResponse,
  verifyEmailResponse,
} from './auth.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How auth.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const authDocs = {
  'POST /sign-up': {
    summary: 'Cria uma conta e envia o link de verificação por e-mail',
    description:
      'A conta nasce com o e-mail não verificado; o link (válido por 24 h) confirma e já entra. `callbackURL`, um caminho do próprio app (um convite, por exemplo), segue no link como `next`: é para lá que a página de confirmação continua. E-mail em uso: 400 ERR_USER_EXISTS. Limite: 10 cadastros por IP por hora.',
    response: signUpResponse,
    errors: [429],
    requestExample: { name: 'Ana Souza', email: 'ana@padariaboa.com.br', password: 'SenhaForte#2026' },
  },
  'POST /sign-in/credentials': {
    summary: 'Entra com e-mail e senha e recebe o cookie de sessão',
    description:
      'E-mail desconhecido e senha errada dão a mesma resposta (400 ERR_BAD_REQUEST). Senha certa de uma conta cujo e-mail ainda não foi confirmado: 403, e um novo link de verificação segue por e-mail (o anterior deixa de valer). A sessão começa na primeira organização do usuário (ou, sem nenhuma, no primeiro fornecedor). Limites: 10 tentativas por conta e 30 por IP a cada 15 minutos (429 com Retry-After).',
    response: signInResponse,
    errors: [403, 429],
    requestExample: { email: 'dono@padariaboa.com.br', password: 'SuaSenha#2026' },
  },
  'POST /sign-out': {
    summary: 'Encerra a sessão (se houver) e apaga o cookie',
    description: 'Sem sessão também responde 200: sair é sempre possível.',
    response: signOutResponse,
  },
  'GET /session': { summary: 'O usuário conectado e a organização ativa da sessão', response: currentSessionResponse },
  'POST /set-active-organization': {
    summary: 'Troca a organização ativa da sessão',
    description:
      'Só para uma organização de que o usuário é membro; outra (ou uma inexistente) é 404. O fornecedor ativo, se houver, deixa de estar.',
    response: activeOrganizationResponse,
    errors: [404],
  },
  'POST /set-active-supplier': {
    summary: 'Passa a atuar como um dos fornecedores do usuário (o portal)',
    description:
      'Enquanto um fornecedor está ativo, nenhuma organização compradora está; set-active-organization volta.',
    response: activeSupplierResponse,
    errors: [404],
  },
  'POST /set-password': {
    summary: 'Define a primeira senha de uma conta que entrou por Google/GitHub',
    description: 'Uma conta que já tem senha recebe 400: a troca passa por forgot-password.',
    response: messageResponse,
  },
  'POST /forgot-password': {
    summary: 'Envia o link de nova senha (a mesma resposta exista ou não o e-mail)',
    response: messageResponse,
    errors: [429],
  },
  'POST /reset-password': {
    summary: 'Define a nova senha com o token do e-mail; encerra todas as sessões',
    description: 'O token vale uma vez, por 24 h; inválido ou expirado é 400 ERR_INVALID_TOKEN.',
    response: messageResponse,
  },
  'POST /verify-email': {
    summary: 'Confirma o e-mail com o token e já entra',
    description:
      'Cria a sessão (cookie). O token vale uma vez, por 24 h; inválido ou expirado é 400 ERR_INVALID_TOKEN.',
    response: verifyEmailResponse,
  },
} satisfies RouteDocs;
