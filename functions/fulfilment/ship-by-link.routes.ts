import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../platform/app-env';
import { doc } from '../platform/describe';
import { ApiError } from '../platform/errors';
import { idempotent } from '../platform/idempotency';
import { validate } from '../platform/validate';
import { supplierOrderDetailResponse } from '../orders/supplier-orders.responses';
import { ORDER_LINK_ACTOR } from '../orders/answer/order-answer-link.service';
import { orderLinkOf, orderLinkParam, orderLinkPrincipal, requireOrderLink } from '../orders/answer/order-link-guard';
import { shipOrder } from './fulfilment-actions';
import { shipmentSchema } from './fulfilment.schemas';
import { NFE_XML_MAX_BYTES, TOO_BIG } from './nfe-xml';
import { nfePreviewResponse, previewNfeShipment, shipmentFromNfe } from './nfe-shipment';
import { nfeShipmentQuery } from './nfe-shipment.schemas';
import { keepNfeXml } from './nfe-documents';

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
    doc('ship-by-link', 'POST /:token/ship'),
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
    doc('ship-by-link', 'POST /:token/ship/from-nfe'),
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
