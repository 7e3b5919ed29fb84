import type { RouteDocs } from '../platform/describe';
import { myMembershipsSchema, profileSchema } from './user.responses';
import { userDataExportSchema } from './user-data.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How user.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const userDocs = {
  'GET /memberships': {
    summary: 'Organizações e fornecedores do usuário (os ativos marcados)',
    description:
      'Organizações em `data` (por nome, com o papel), fornecedores pelos quais a pessoa responde em `suppliers` (o portal).',
    response: myMembershipsSchema,
  },
  'PUT /': {
    summary: 'Atualiza o perfil do usuário',
    description: 'Só os campos enviados mudam; `metadata` é mesclado ao que já existe. `image: null` remove a foto.',
    response: profileSchema,
    requestExample: { name: 'Ana Souza', metadata: { referral_source: 'indicação' } },
  },
  'GET /data-export': {
    summary: 'Exporta os dados pessoais do usuário (LGPD)',
    description:
      'Um arquivo JSON (`abastece-meus-dados-AAAA-MM-DD.json`): perfil, organizações e fornecedores, sessões, pedidos que a pessoa fez (com os itens), leads que cadastrou, listas que criou, carrinho, notificações e o que o registro de auditoria guarda dela. Nunca senha, token, chave ou hash. Fica registrado no log de auditoria de cada organização da pessoa.',
    response: userDataExportSchema,
  },
  'DELETE /:id': {
    summary: 'Exclui a própria conta',
    description:
      'Só a própria (o id de outra pessoa é 404), confirmada com o e-mail da conta em `email`. Numa transação: as sessões acabam, as chaves de API que a pessoa criou são desativadas, ela sai das organizações e fornecedores, e a conta é apagada — os pedidos ficam no histórico com o solicitante nulo ("Pessoa removida"). Dono de uma organização com outros membros, pedidos ou plano pago: 409 até excluí-la; uma organização só dela e sem histórico é excluída junto. O e-mail fica livre para um novo cadastro.',
    response: messageResponse,
    errors: [409],
    requestExample: { email: 'ana@exemplo.com' },
  },
} satisfies RouteDocs;
