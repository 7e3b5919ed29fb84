import { Hono, type Context } from 'hono';
import type { AppEnv } from '../platform/app-env';
import type { AppConfig } from '../platform/env';
import type { Db } from '../platform/db';
import { doc } from '../platform/describe';
import { idempotent } from '../platform/idempotency';
import { validate } from '../platform/validate';
import { supplierOrderDetailResponse } from '../orders/supplier-orders.responses';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../platform/errors';
import { answerOrderIncident, closeBackorder, deliverShipment, shipOrder } from './fulfilment-actions';
import { NFE_XML_MAX_BYTES, TOO_BIG } from './nfe-xml';
import { nfePreviewResponse, previewNfeShipment, shipmentFromNfe } from './nfe-shipment';
import { DANFE_MAX_BYTES, DANFE_TOO_BIG, keepDanfe, keepNfeXml } from './nfe-documents';
import { shipmentDownloads } from './shipment-downloads';
import { getSupplierOrder } from '../orders/read/supplier-orders.service';
import { nfeShipmentQuery } from './nfe-shipment.schemas';
import {
  cancelRemainingSchema,
  incidentAnswerSchema,
  incidentParams,
  shipmentParams,
  shipmentSchema,
  supplierOrderParam,
} from './fulfilment.schemas';

/**
 * Who acts for the supplier: its id, the name on the timeline, the principal idempotency keys belong
 * to. The mounting app's own middleware has authenticated the request: it reads its own variables.
 */
export type SupplierActorOf = (c: Context<AppEnv>) => {
  supplierId: string;
  actorName: string | null;
  principal: string;
};

/** What the moves take as their actor: the supplier and the name its timeline shows. */
type MoveActor = { supplierId: string; actorName: string | null };
type SupplierMove<In extends MoveActor> = (db: Db, config: AppConfig, input: In) => ReturnType<typeof getSupplierOrder>;

/**
 * What every route of the supplier's side shares: who acts, the principal its idempotency keys
 * belong to, and a move made as that actor, answered as the order now reads to the supplier.
 */
function supplierSide(actorOf: SupplierActorOf) {
  return {
    actorOf,
    idempotent: idempotent<AppEnv>((c) => actorOf(c).principal),
    move: async <In extends MoveActor>(
      c: Context<AppEnv>,
      move: SupplierMove<In>,
      input: Omit<In, keyof MoveActor>,
    ) => {
      const { supplierId, actorName } = actorOf(c);
      const order = await move(c.var.db, c.var.config, { supplierId, actorName, ...input } as In);
      return supplierOrderDetailResponse(order);
    },
  };
}
type SupplierSide = ReturnType<typeof supplierSide>;

/** Shipping some or all of what is left: typed, or from the authorised NF-e's XML (a preview, then the shipment). */
const shippingRoutes = (side: SupplierSide) =>
  new Hono<AppEnv>()
    // POST …/orders/:id/shipments — ship some or all of what is left, with the NF-e
    .post(
      '/:id/shipments',
      doc('supplier-fulfilment', 'POST /:id/shipments'),
      validate('param', supplierOrderParam),
      side.idempotent,
      validate('json', shipmentSchema),
      async (c) =>
        c.json(await side.move(c, shipOrder, { id: c.req.valid('param').id, body: c.req.valid('json') }), 201),
    )
    // POST …/orders/:id/shipments/from-nfe — the authorised NF-e's XML: a preview, or the shipment
    .post(
      '/:id/shipments/from-nfe',
      doc('supplier-fulfilment', 'POST /:id/shipments/from-nfe'),
      validate('param', supplierOrderParam),
      validate('query', nfeShipmentQuery),
      bodyLimit({
        maxSize: NFE_XML_MAX_BYTES + 1024,
        onError: () => {
          throw new ApiError({ code: 'PAYLOAD_TOO_LARGE', message: TOO_BIG });
        },
      }),
      side.idempotent,
      async (c) => {
        const { id } = c.req.valid('param');
        const { confirm, ...extra } = c.req.valid('query');
        const preview = await previewNfeShipment(c.var.db, {
          supplierId: side.actorOf(c).supplierId,
          id,
          body: new Uint8Array(await c.req.arrayBuffer()),
        });
        if (confirm !== 'true') return c.json(nfePreviewResponse(preview), 200);
        const body = shipmentFromNfe(preview, extra);
        await keepNfeXml(c.env.DOCUMENTS, preview.order.organizationId, preview.nfe.key, preview.xml);
        return c.json(await side.move(c, shipOrder, { id, body }), 201);
      },
    );

/** A shipment's documents: the XML it came with and the DANFE the supplier attaches, each a download. */
const shipmentFileRoutes = (side: SupplierSide) => {
  const download = shipmentDownloads(shipmentParams, (c, { id, shipmentId }) => ({
    scope: { supplierId: side.actorOf(c).supplierId },
    ids: { supplierOrderId: id, shipmentId },
  }));
  return (
    new Hono<AppEnv>()
      // GET …/orders/:id/shipments/:shipmentId/nfe.xml — the XML the shipment came with
      .get(
        '/:id/shipments/:shipmentId/nfe.xml',
        ...download('xml', {
          summary: 'O XML da NF-e de uma remessa (a enviada pelo XML)',
          description: 'Como foi recebido. Uma remessa registrada pelo formulário, sem XML, responde 404.',
        }),
      )
      // PUT …/orders/:id/shipments/:shipmentId/danfe.pdf — the note's DANFE, for the buyer's files
      .put(
        '/:id/shipments/:shipmentId/danfe.pdf',
        doc('supplier-fulfilment', 'PUT /:id/shipments/:shipmentId/danfe.pdf'),
        validate('param', shipmentParams),
        bodyLimit({
          maxSize: DANFE_MAX_BYTES,
          onError: () => {
            throw new ApiError({ code: 'PAYLOAD_TOO_LARGE', message: DANFE_TOO_BIG });
          },
        }),
        async (c) => {
          const { supplierId } = side.actorOf(c);
          const { id, shipmentId } = c.req.valid('param');
          const pdf = new Uint8Array(await c.req.arrayBuffer());
          await keepDanfe(c.var.db, c.env.DOCUMENTS, { supplierId }, { supplierOrderId: id, shipmentId }, pdf);
          return c.json(supplierOrderDetailResponse(await getSupplierOrder(c.var.db, supplierId, id)));
        },
      )
      // GET …/orders/:id/shipments/:shipmentId/danfe.pdf — the DANFE as attached
      .get(
        '/:id/shipments/:shipmentId/danfe.pdf',
        ...download('danfe', {
          summary: 'O DANFE (PDF) de uma remessa',
          description: 'Como foi anexado. Uma remessa sem DANFE anexado responde 404.',
        }),
      )
  );
};

/** After shipping: a shipment delivered, the backorder closed, an incident answered. */
const afterShippingRoutes = (side: SupplierSide) =>
  new Hono<AppEnv>()
    // POST …/orders/:id/shipments/:shipmentId/delivered — the carrier handed the shipment over
    .post(
      '/:id/shipments/:shipmentId/delivered',
      doc('supplier-fulfilment', 'POST /:id/shipments/:shipmentId/delivered'),
      validate('param', shipmentParams),
      side.idempotent,
      async (c) => c.json(await side.move(c, deliverShipment, c.req.valid('param'))),
    )
    // POST …/orders/:id/cancel-remaining — backorder closed: what was not shipped will not be
    .post(
      '/:id/cancel-remaining',
      doc('supplier-fulfilment', 'POST /:id/cancel-remaining'),
      validate('param', supplierOrderParam),
      side.idempotent,
      validate('json', cancelRemainingSchema),
      async (c) =>
        c.json(await side.move(c, closeBackorder, { id: c.req.valid('param').id, reason: c.req.valid('json').reason })),
    )
    // POST …/orders/:id/incidents/:incidentId/answer — credit, replacement shipment or dispute
    .post(
      '/:id/incidents/:incidentId/answer',
      doc('supplier-fulfilment', 'POST /:id/incidents/:incidentId/answer'),
      validate('param', incidentParams),
      side.idempotent,
      validate('json', incidentAnswerSchema),
      async (c) =>
        c.json(await side.move(c, answerOrderIncident, { ...c.req.valid('param'), body: c.req.valid('json') })),
    );

/**
 * The supplier's fulfilment moves, the same for its people (portal) and its systems (key API):
 * mounted under each with the way that side names the supplier.
 */
export const supplierFulfilmentRoutes = (actorOf: SupplierActorOf) => {
  const side = supplierSide(actorOf);
  return new Hono<AppEnv>()
    .route('/', shippingRoutes(side))
    .route('/', shipmentFileRoutes(side))
    .route('/', afterShippingRoutes(side));
};
