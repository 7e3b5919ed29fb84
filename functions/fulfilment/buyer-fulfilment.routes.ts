import { Hono, type Context } from 'hono';
import type * as z from 'zod';
import type { AppEnv, SessionEnv } from '../platform/app-env';
import {
  activeOrganizationId,
  memberViewer,
  requireOwnerOrAdmin,
  requireRole,
  requireSession,
} from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { incidentOfOrderParams, shipmentOfOrderParams } from '../orders/purchase-orders.schemas';
import { orderDetailResponse } from '../orders/purchase-orders.responses';
import { getOrder } from '../orders/read/order-reads';
import { shipmentDownloads } from './shipment-downloads';
import { decideOrderIncident, receiveOrderShipment } from './fulfilment-actions';
import { receiptSchema, reopenSchema } from './fulfilment.schemas';

/**
 * The buyer's side of fulfilment on an order, under /purchase-orders beside the order's own routes
 * (orders/purchase-orders.routes.ts): the notes' XML and DANFE, the receipt at the door, and the
 * admin's decision on an incident. Each answers the order as it now reads.
 */

/** The order as the member now reads it, after a move of theirs. */
const orderAsItNowReads = async (c: Context<SessionEnv>, organizationId: string, id: string) =>
  c.json(orderDetailResponse(await getOrder(c.var.db, organizationId, id, memberViewer(c))));

/** An admin's decision on an incident of one of the organization's orders. */
async function decideIncident(
  c: Context<SessionEnv>,
  params: z.infer<typeof incidentOfOrderParams>,
  decision: { action: 'resolve' } | { action: 'reopen'; note: string },
) {
  const organizationId = activeOrganizationId(c);
  const { id, supplierOrderId, incidentId } = params;
  await decideOrderIncident(c.var.db, c.var.config, {
    organizationId,
    purchaseOrderId: id,
    id: supplierOrderId,
    incidentId,
    ...decision,
    actorName: c.var.user.name,
  });
  return orderAsItNowReads(c, organizationId, id);
}

/** A shipment's note as any member of the buyer downloads it: the order must be the organization's. */
const download = shipmentDownloads(
  shipmentOfOrderParams,
  (c: Context<SessionEnv>, { id, supplierOrderId, shipmentId }) => ({
    scope: { organizationId: activeOrganizationId(c), purchaseOrderId: id },
    ids: { supplierOrderId, shipmentId },
  }),
);

const adminOnly = requireOwnerOrAdmin();

export const buyerFulfilmentRoutes = new Hono<AppEnv>()
  .use(area('Pedidos'), requireSession({ code: 'UNAUTHORIZED', message: 'Authentication required' }), requireRole())
  // GET /purchase-orders/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/nfe.xml — the note's XML
  .get(
    '/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/nfe.xml',
    ...download('xml', {
      summary: 'O XML da NF-e de uma remessa recebida pelo XML do fornecedor',
      description:
        'Qualquer pessoa da organização. Guardado como o fornecedor o enviou; uma remessa registrada sem XML responde 404.',
    }),
  )
  // GET /purchase-orders/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/danfe.pdf — the note's DANFE
  .get(
    '/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/danfe.pdf',
    ...download('danfe', {
      summary: 'O DANFE (PDF) de uma remessa, anexado pelo fornecedor',
      description: 'Qualquer pessoa da organização. Uma remessa sem DANFE anexado responde 404.',
    }),
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/receipt — check a shipment at the door
  .post(
    '/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/receipt',
    doc('buyer-fulfilment', 'POST /:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/receipt'),
    validate('param', shipmentOfOrderParams),
    validate('json', receiptSchema),
    async (c) => {
      const organizationId = activeOrganizationId(c);
      const { id, supplierOrderId, shipmentId } = c.req.valid('param');
      await receiveOrderShipment(c.var.db, c.var.config, {
        organizationId,
        purchaseOrderId: id,
        id: supplierOrderId,
        shipmentId,
        body: c.req.valid('json'),
        user: { id: c.var.user.id, name: c.var.user.name },
      });
      return orderAsItNowReads(c, organizationId, id);
    },
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/incidents/:incidentId/resolve — accept the supplier's answer (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/incidents/:incidentId/resolve',
    doc('buyer-fulfilment', 'POST /:id/supplier-orders/:supplierOrderId/incidents/:incidentId/resolve'),
    adminOnly,
    validate('param', incidentOfOrderParams),
    async (c) => decideIncident(c, c.req.valid('param'), { action: 'resolve' }),
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/incidents/:incidentId/reopen — refuse the answer, with a reason (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/incidents/:incidentId/reopen',
    doc('buyer-fulfilment', 'POST /:id/supplier-orders/:supplierOrderId/incidents/:incidentId/reopen'),
    adminOnly,
    validate('param', incidentOfOrderParams),
    validate('json', reopenSchema),
    async (c) => decideIncident(c, c.req.valid('param'), { action: 'reopen', note: c.req.valid('json').note }),
  );
