import type { RouteDocs } from '../platform/describe';
import { supplierOrderDetailSchema, supplierOrderPageSchema } from '../orders/supplier-orders.responses';
import { PDF_DOC } from '../orders/documents/supplier-order-document';
import { IDEMPOTENCY_HEADER } from '../platform/idempotency';

const ACKNOWLEDGE_DESCRIPTION =
  'Responda cada item: aceito (quantity opcional, menor ou igual à pedida) ou recusado com reason (SEM_ESTOQUE, PRECO_ALTERADO, FORA_DA_AREA, ABAIXO_DO_MINIMO, OUTRO) e note. Com algum item aceito o pedido fica ACKNOWLEDGED e promisedDate (AAAA-MM-DD, não no passado) é obrigatória; com todos recusados, REFUSED. Um pedido já respondido ou cancelado responde 409.';

export const acknowledgeExample = {
  lines: [
    { itemId: '…', accepted: true, quantity: 8 },
    { itemId: '…', accepted: false, reason: 'SEM_ESTOQUE', note: 'Volta na segunda' },
  ],
  promisedDate: '2026-11-27',
};

/**
 * How supplier-api-orders.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const supplierApiOrdersDocs = {
  'GET /': {
    summary: 'Pedidos recebidos, mudança mais recente primeiro (paginação por cursor)',
    description:
      'Filtre por status e, para sincronizar, por updatedSince (ISO 8601): só os pedidos que mudaram depois. Cada página traz nextCursor até a última.',
    response: supplierOrderPageSchema,
  },
  'GET /:id': { summary: 'Um pedido com seus itens e a linha do tempo', response: supplierOrderDetailSchema },
  'GET /:id/pdf': { summary: 'O pedido de compra em PDF', ...PDF_DOC },
  'POST /:id/acknowledge': {
    summary: 'Confirma ou recusa cada item do pedido',
    description: ACKNOWLEDGE_DESCRIPTION,
    response: supplierOrderDetailSchema,
    errors: [409],
    requestExample: acknowledgeExample,
    headers: [IDEMPOTENCY_HEADER],
  },
} satisfies RouteDocs;
