import type { RouteDocs } from '../platform/describe';
import { linkedAccountsResponse, providerRedirectResponse } from './auth.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How oauth.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const oauthDocs = {
  'POST /sign-in': {
    summary: 'Começa a entrada com Google ou GitHub: responde a URL do provedor',
    description:
      'O navegador vai à `url`; o provedor devolve a pessoa a /auth/callback/{provider}, que cria a sessão e redireciona para `callbackURL` (um caminho deste site; /app se omitido). Provedor não configurado ou callbackURL de fora: 400.',
    response: providerRedirectResponse,
  },
  'GET /callback/:provider': {
    summary: 'Volta do provedor: cria a sessão (ou vincula a conta) e redireciona',
    description:
      'Chamada pelo provedor, com `code` e `state` na query e o cookie selado no começo. Sempre 302 (cabeçalho Location): para o caminho pedido ao começar, ou para /auth?error=true quando algo não confere (state, provedor, e-mail não verificado, identidade de outro usuário).',
    status: 302,
    responseDescription: 'Redireciona para o app (Location)',
  },
  'GET /': { summary: 'Contas vinculadas e se há senha', response: linkedAccountsResponse },
  'POST /': {
    summary: 'Começa a vincular Google ou GitHub: responde a URL do provedor',
    description:
      'A volta do provedor (/auth/callback/{provider}) vincula a identidade à conta desta mesma sessão e redireciona para `callbackURL`.',
    response: providerRedirectResponse,
  },
  'DELETE /': {
    summary: 'Desvincula um provedor (nunca a última forma de entrar)',
    description: 'Provedor não vinculado: 404. Sem senha e sem outro provedor: 400 (defina uma senha antes).',
    response: messageResponse,
    errors: [404],
  },
} satisfies RouteDocs;
