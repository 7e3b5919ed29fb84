import type { RouteDocs } from '../platform/describe';
import { supplierOrderDetailSchema } from '../orders/supplier-orders.responses';
import { IDEMPOTENCY_HEADER } from '../platform/idempotency';
import { nfePreviewSchema } from './nfe-shipment.schemas';

const LINK_ERRORS = [401, 404, 410] as const;

/**
 * How ship-by-link.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const shipByLinkDocs = {
  'POST /:token/ship': {
    summary: 'Registra uma remessa pelo link do pedido, com a NF-e digitada',
    description:
      'Sem login, pelo link do pedido (401 se alterado ou revogado, 410 se expirado). As mesmas regras do portal: itens aceitos e quantidades (a soma enviada nunca passa da aceita: 409), chave de acesso da NF-e (44 dígitos, dígito verificador, CNPJ do emitente igual ao do fornecedor), número, série e valor da nota, transportadora, rastreio e previsão de entrega.',
    status: 201,
    response: supplierOrderDetailSchema,
    errors: [...LINK_ERRORS, 409],
    requestExample: {
      lines: [{ itemId: '…', quantity: 6 }],
      nfeKey: '35261111222333000181550010000010421123456781',
      invoiceNumber: '1042',
      invoiceSeries: '1',
      invoiceAmount: 359.4,
    },
    headers: [IDEMPOTENCY_HEADER],
  },
  'POST /:token/ship/from-nfe': {
    summary: 'Remessa pelo link do pedido a partir do XML da NF-e: prévia ou envio',
    description:
      'Sem login, pelo link do pedido (401 se alterado ou revogado, 410 se expirado). O corpo é o XML da NF-e autorizada (nfeProc), até 5 MB, conferido como no portal. Sem confirm=true a resposta é a prévia (200) e nada é gravado; com confirm=true a remessa é criada com os números do XML (201), ou 409 se a prévia tiver problemas.',
    status: 201,
    response: supplierOrderDetailSchema,
    responses: { 200: { description: 'A prévia: nada foi gravado', schema: nfePreviewSchema } },
    errors: [...LINK_ERRORS, 409, 413],
    headers: [IDEMPOTENCY_HEADER],
    documentBody: {
      mediaTypes: ['application/xml', 'text/xml'],
      description: 'O XML da NF-e autorizada (nfeProc), como a SEFAZ o devolveu',
    },
  },
} satisfies RouteDocs;
