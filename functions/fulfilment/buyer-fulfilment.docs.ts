import type { RouteDocs } from '../platform/describe';
import { orderDetailSchema } from '../orders/purchase-orders.responses';

/**
 * How buyer-fulfilment.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const buyerFulfilmentDocs = {
  'POST /:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/receipt': {
    summary: 'Recebe uma remessa: por item, a quantidade em ordem e a condição',
    description:
      'Qualquer pessoa da organização. Por linha da remessa: receivedQuantity (unidades em ordem) e condition (OK; ou AVARIADO, FALTANTE, ITEM_ERRADO para o que não chegou em ordem) com note. Cada divergência abre uma ocorrência para o fornecedor. Uma remessa é recebida uma vez (409 depois).',
    response: orderDetailSchema,
    errors: [409],
    requestExample: {
      lines: [
        { lineId: '…', receivedQuantity: 6, condition: 'OK' },
        { lineId: '…', receivedQuantity: 3, condition: 'AVARIADO', note: 'Duas caixas amassadas' },
      ],
    },
  },
  'POST /:id/supplier-orders/:supplierOrderId/incidents/:incidentId/resolve': {
    summary: 'Aceita a resposta do fornecedor a uma ocorrência (resolvida)',
    description: 'Só uma ocorrência respondida pode ser resolvida (409 antes da resposta ou depois de resolvida).',
    response: orderDetailSchema,
    errors: [409],
  },
  'POST /:id/supplier-orders/:supplierOrderId/incidents/:incidentId/reopen': {
    summary: 'Reabre uma ocorrência respondida, com o motivo',
    response: orderDetailSchema,
    errors: [409],
    requestExample: { note: 'O crédito não cobre o frete' },
  },
} satisfies RouteDocs;
