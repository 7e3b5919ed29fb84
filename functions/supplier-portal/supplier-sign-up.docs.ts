import type { RouteDocs } from '../platform/describe';
import { supplierSignUpResponse } from './supplier-sign-up.responses';

/**
 * How supplier-sign-up.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const supplierSignUpDocs = {
  'POST /supplier-sign-up': {
    summary: 'Cria a conta de um fornecedor: uma empresa nova ou a que compradores já cadastraram',
    description: [
      'Cria a pessoa (regras de senha do cadastro comum) como administradora do fornecedor, numa transação só.',
      'Sem `token`: um CNPJ novo cria o fornecedor, fora do marketplace (`listed: false`) até o operador aprovar um pedido de anúncio; um CNPJ que compradores cadastraram e ninguém assumiu é assumido só com o e-mail que algum deles usa para ele (senão 409, sem dizer quem o cadastrou); um CNPJ que já tem pessoas responde 409 (um administrador convida). A conta nasce com o e-mail a confirmar, como no cadastro comum: o link enviado confirma e abre o portal.',
      'Com `token` (o link de resposta de uma cotação ou de um pedido): o link diz qual fornecedor é; o CNPJ deve ser o dele e o e-mail o que o comprador usou (409 senão). Como o link chegou a esse e-mail, ele já conta como confirmado e a sessão começa (cookie) no portal. Link alterado ou revogado: 401; vencido: 410.',
      'E-mail que já tem conta: 400 ERR_USER_EXISTS. Limite: 10 cadastros por IP por hora (com o cadastro comum).',
    ].join('\n\n'),
    status: 201,
    response: supplierSignUpResponse,
    errors: [401, 409, 410, 429],
    requestExample: {
      name: 'Joaquim Souza',
      email: 'joaquim@boasafra.com.br',
      password: 'SenhaForte#2026',
      company_name: 'Hortifrúti Boa Safra',
      cnpj: '11.222.333/0001-81',
    },
  },
} satisfies RouteDocs;
