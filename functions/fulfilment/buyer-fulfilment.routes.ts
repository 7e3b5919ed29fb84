import { Hono } from 'hono';
import type * as z from 'zod';
import type { AppConfig } from '../platform/env';
import type { Db } from '../platform/db';
import type { AppEnv } from '../platform/app-env';
import {
  activeOrganizationId,
  memberViewer,
  requireOwnerOrAdmin,
  requireRole,
  requireSession,
} from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import type { Person } from '../orders/decide/approval-deciders';
import { incidentOfOrderParams, shipmentOfOrderParams } from '../orders/purchase-orders.schemas';
import { orderDetailResponse, orderDetailSchema } from '../orders/purchase-orders.responses';
import { getOrder } from '../orders/read/order-reads';
import { shipmentDocument } from './nfe-documents';
import { decideOrderIncident, receiveOrderShipment } from './fulfilment-actions';
import { receiptSchema, reopenSchema } from './fulfilment.schemas';

/**
 * The buyer's side of fulfilment on an order, under /purchase-orders beside the order's own routes
 * (orders/purchase-orders.routes.ts): the notes' XML and DANFE, the receipt at the door, and the
 * admin's decision on an incident. Each answers the order as it now reads.
 */
/** An admin's decision on an incident of one of the organization's orders; answers the order as it now reads. */
async function decideIncident(
  db: Db,
  config: AppConfig,
  organizationId: string,
  params: z.infer<typeof incidentOfOrderParams>,
  decision: { action: 'resolve' | 'reopen'; note?: string; actorName: string },
  viewer: Person,
) {
  const { id, supplierOrderId, incidentId } = params;
  await decideOrderIncident(db, config, {
    organizationId,
    purchaseOrderId: id,
    id: supplierOrderId,
    incidentId,
    ...decision,
  });
  return orderDetailResponse(await getOrder(db, organizationId, id, viewer));
}

const adminOnly = requireOwnerOrAdmin();

export const buyerFulfilmentRoutes = new Hono<AppEnv>()
  .use(area('Pedidos'), requireSession({ code: 'UNAUTHORIZED', message: 'Authentication required' }), requireRole())
  // GET /purchase-orders/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/nfe.xml — the note's XML
  .get(
    '/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/nfe.xml',
    doc({
      summary: 'O XML da NF-e de uma remessa recebida pelo XML do fornecedor',
      description:
        'Qualquer pessoa da organização. Guardado como o fornecedor o enviou; uma remessa registrada sem XML responde 404.',
      file: 'application/xml',
    }),
    validate('param', shipmentOfOrderParams),
    async (c) => {
      const { id, supplierOrderId, shipmentId } = c.req.valid('param');
      return shipmentDocument(
        c.var.db,
        c.env.DOCUMENTS,
        { organizationId: activeOrganizationId(c), purchaseOrderId: id },
        { supplierOrderId, shipmentId },
        'xml',
      );
    },
  )
  // GET /purchase-orders/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/danfe.pdf — the note's DANFE
  .get(
    '/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/danfe.pdf',
    doc({
      summary: 'O DANFE (PDF) de uma remessa, anexado pelo fornecedor',
      description: 'Qualquer pessoa da organização. Uma remessa sem DANFE anexado responde 404.',
      file: 'application/pdf',
    }),
    validate('param', shipmentOfOrderParams),
    async (c) => {
      const { id, supplierOrderId, shipmentId } = c.req.valid('param');
      return shipmentDocument(
        c.var.db,
        c.env.DOCUMENTS,
        { organizationId: activeOrganizationId(c), purchaseOrderId: id },
        { supplierOrderId, shipmentId },
        'danfe',
      );
    },
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/receipt — check a shipment at the door
  .post(
    '/:id/supplier-orders/:supplierOrderId/shipments/:shipmentId/receipt',
    doc({
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
    }),
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
      return c.json(orderDetailResponse(await getOrder(c.var.db, organizationId, id, memberViewer(c))));
    },
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/incidents/:incidentId/resolve — accept the supplier's answer (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/incidents/:incidentId/resolve',
    doc({
      summary: 'Aceita a resposta do fornecedor a uma ocorrência (resolvida)',
      description: 'Só uma ocorrência respondida pode ser resolvida (409 antes da resposta ou depois de resolvida).',
      response: orderDetailSchema,
      errors: [409],
    }),
    adminOnly,
    validate('param', incidentOfOrderParams),
    async (c) =>
      c.json(
        await decideIncident(
          c.var.db,
          c.var.config,
          activeOrganizationId(c),
          c.req.valid('param'),
          {
            action: 'resolve',
            actorName: c.var.user.name,
          },
          memberViewer(c),
        ),
      ),
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/incidents/:incidentId/reopen — refuse the answer, with a reason (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/incidents/:incidentId/reopen',
    doc({
      summary: 'Reabre uma ocorrência respondida, com o motivo',
      response: orderDetailSchema,
      errors: [409],
      requestExample: { note: 'O crédito não cobre o frete' },
    }),
    adminOnly,
    validate('param', incidentOfOrderParams),
    validate('json', reopenSchema),
    async (c) =>
      c.json(
        await decideIncident(
          c.var.db,
          c.var.config,
          activeOrganizationId(c),
          c.req.valid('param'),
          {
            action: 'reopen',
            note: c.req.valid('json').note,
            actorName: c.var.user.name,
          },
          memberViewer(c),
        ),
      ),
  );
