import type { RouteDocs } from '../platform/describe';
import { supplierOrderDetailSchema, supplierOrderInboxSchema } from '../orders/supplier-orders.responses';
import { PDF_DOC } from '../orders/documents/supplier-order-document';
import { acknowledgeExample } from './supplier-api-orders.docs';
import { IDEMPOTENCY_HEADER } from '../platform/idempotency';
import {
  supplierInvitationSchema,
  supplierPeopleSchema,
  supplierSettingsSchema as settingsResponseSchema,
} from './supplier-portal.responses';

/**
 * How supplier-portal.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const supplierPortalDocs = {
  'GET /orders': {
    summary: 'Caixa de pedidos: por status ou não lidos, com as contagens',
    response: supplierOrderInboxSchema,
  },
  'GET /orders/:id': {
    summary: 'Um pedido com itens e linha do tempo (abrir marca como lido)',
    response: supplierOrderDetailSchema,
  },
  'GET /orders/:id/pdf': { summary: 'O pedido de compra em PDF', ...PDF_DOC },
  'POST /orders/:id/acknowledge': {
    summary: 'Confirma ou recusa cada item do pedido',
    response: supplierOrderDetailSchema,
    errors: [409],
    requestExample: acknowledgeExample,
    headers: [IDEMPOTENCY_HEADER],
  },
  'GET /settings': { summary: 'Como o fornecedor recebe pedidos', response: settingsResponseSchema },
  'PUT /settings': {
    summary: 'Muda e-mail de pedidos, pedido mínimo, prazo, formas de pagamento e cidades (administradores)',
    response: settingsResponseSchema,
    requestExample: { minimumOrderValue: 150, leadTimeDays: 2, paymentTerms: ['PIX à vista', 'Boleto 28 dias'] },
  },
  'GET /people': { summary: 'Pessoas do fornecedor e convites pendentes', response: supplierPeopleSchema },
  'POST /people': {
    summary: 'Convida uma pessoa por e-mail (administradores)',
    status: 201,
    response: supplierInvitationSchema,
    errors: [409],
    requestExample: { email: 'vendas@bompreco.com.br', role: 'staff' },
  },
} satisfies RouteDocs;
