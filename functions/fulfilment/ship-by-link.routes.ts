import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../platform/app-env';
import { doc } from '../platform/describe';
import { ApiError } from '../platform/errors';
import { IDEMPOTENCY_HEADER, idempotent } from '../platform/idempotency';
import { validate } from '../platform/validate';
import { supplierOrderDetailResponse, supplierOrderDetailSchema } from '../orders/supplier-orders.responses';
import { ORDER_LINK_ACTOR } from '../orders/answer/order-answer-link.service';
import { orderLinkOf, orderLinkParam, orderLinkPrincipal, requireOrderLink } from '../orders/answer/order-link-guard';
import { shipOrder } from './fulfilment-actions';
import { shipmentSchema } from './fulfilment.schemas';
import { NFE_XML_MAX_BYTES, TOO_BIG } from './nfe-xml';
import { nfePreviewResponse, previewNfeShipment, shipmentFromNfe } from './nfe-shipment';
import { nfePreviewSchema, nfeShipmentQuery } from './nfe-shipment.schemas';
import { keepNfeXml } from './nfe-documents';

const LINK_ERRORS = [401, 404, 410] as const;

/**
 * Shipping through the e-mailed order link (#54), for a supplier without an account: the portal's two
 * ways — the NF-e typed (its key checked), or the authorised XML uploaded (a preview, then the
 * shipment) — through the same moves (shipOrder, previewNfeShipment), the timeline naming the link.
 * Mounted beside the link's answer routes, under /order-answer.
 */
export const shipByLinkRoutes = new Hono<AppEnv>()
  // POST /order-answer/:token/ship — the shipment with the NF-e typed
  .post(
    '/:token/ship',
    doc({
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
    }),
    validate('param', orderLinkParam),
    requireOrderLink(),
    idempotent<AppEnv>(orderLinkPrincipal),
    validate('json', shipmentSchema),
    async (c) => {
      const { id, supplierId } = orderLinkOf(c);
      const body = c.req.valid('json');
      const order = await shipOrder(c.var.db, c.var.config, { supplierId, id, actorName: ORDER_LINK_ACTOR, body });
      return c.json(supplierOrderDetailResponse(order), 201);
    },
  )
  // POST /order-answer/:token/ship/from-nfe — the authorised NF-e's XML: a preview, or the shipment
  .post(
    '/:token/ship/from-nfe',
    doc({
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
    }),
    validate('param', orderLinkParam),
    validate('query', nfeShipmentQuery),
    requireOrderLink(),
    bodyLimit({
      maxSize: NFE_XML_MAX_BYTES + 1024,
      onError: () => {
        throw new ApiError({ code: 'PAYLOAD_TOO_LARGE', message: TOO_BIG });
      },
    }),
    idempotent<AppEnv>(orderLinkPrincipal),
    async (c) => {
      const { id, supplierId } = orderLinkOf(c);
      const { confirm, ...extra } = c.req.valid('query');
      const preview = await previewNfeShipment(c.var.db, {
        supplierId,
        id,
        body: new Uint8Array(await c.req.arrayBuffer()),
      });
      if (confirm !== 'true') return c.json(nfePreviewResponse(preview), 200);
      const body = shipmentFromNfe(preview, extra);
      await keepNfeXml(c.env.DOCUMENTS, preview.order.organizationId, preview.nfe.key, preview.xml);
      const order = await shipOrder(c.var.db, c.var.config, { supplierId, id, actorName: ORDER_LINK_ACTOR, body });
      return c.json(supplierOrderDetailResponse(order), 201);
    },
  );
