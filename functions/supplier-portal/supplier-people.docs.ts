import type { RouteDocs } from '../platform/describe';
import {
  acceptedSupplierInvitationSchema,
  supplierInvitationSchema,
  supplierInvitationViewListSchema,
  supplierInvitationViewSchema,
  supplierPeopleSchema,
} from './supplier-portal.responses';

/**
 * How supplier-people.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const supplierPeopleDocs = {
  'GET /:id/people': {
    summary: 'Pessoas do fornecedor e convites pendentes (operador)',
    response: supplierPeopleSchema,
    tags: ['Fornecedores'],
  },
  'POST /:id/people': {
    summary: 'Convida uma pessoa do fornecedor, como admin ou staff (operador)',
    status: 201,
    response: supplierInvitationSchema,
    errors: [409],
    requestExample: { email: 'pedidos@bompreco.com.br', role: 'admin' },
    tags: ['Fornecedores'],
  },
  'GET /mine': {
    summary: 'Convites de fornecedores pendentes para o e-mail de quem está conectado',
    description: 'Para onde ir depois de criar a conta: os convites ainda válidos para o próprio endereço.',
    response: supplierInvitationViewListSchema,
  },
  'GET /:id': {
    summary: 'Um convite de fornecedor (só para o e-mail convidado)',
    response: supplierInvitationViewSchema,
  },
  'POST /:id/accept': {
    summary: 'Aceita o convite: passa a atender pelo fornecedor, que fica ativo',
    response: acceptedSupplierInvitationSchema,
    errors: [409],
  },
} satisfies RouteDocs;
