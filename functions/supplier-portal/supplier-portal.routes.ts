import { Hono, type Context } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { activeSupplierId, requireSession, requireSupplierMember } from '../identity/middleware';
import { sessionActor } from '../platform/audit-actor';
import { supplierOrderPdfResponse } from '../orders/documents/supplier-order-document';
import { area, doc } from '../platform/describe';
import { idempotent, idempotentWrite } from '../platform/idempotency';
import { validate } from '../platform/validate';
import { inviteSupplierPerson, listSupplierPeople } from './supplier-people.service';
import { answerSupplierOrder } from '../orders/answer/supplier-order-answers';
import { supplierFulfilmentRoutes } from '../fulfilment/supplier-fulfilment.routes';
import { supplierOrderDetailResponse, supplierOrderToResponse } from '../orders/supplier-orders.responses';
import { acknowledgeSchema, supplierOrderIdParam, supplierOrderListQuery } from '../orders/supplier-orders.schemas';
import { getSupplierOrder, listSupplierOrders, supplierOrderCounts } from '../orders/read/supplier-orders.service';
import {
  settingsToResponse,
  supplierInvitationToResponse,
  supplierPeopleToResponse,
} from './supplier-portal.responses';
import { invitePersonSchema, supplierSettingsSchema } from './supplier-portal.schemas';
import { getSupplierSettings, updateSupplierSettings } from './supplier-portal.service';

/** The supplier portal's API: the people of the session's active supplier, never another's. */
export const supplierPortalRoutes = new Hono<SessionEnv>()
  .use(area('Portal do fornecedor'), requireSession(), requireSupplierMember())
  // GET /supplier-portal/orders — the inbox: orders by status or unread, with counts
  .get('/orders', doc('supplier-portal', 'GET /orders'), validate('query', supplierOrderListQuery), async (c) => {
    const supplierId = activeSupplierId(c);
    const [{ rows, nextCursor }, counts] = await Promise.all([
      listSupplierOrders(c.var.db, supplierId, c.req.valid('query')),
      supplierOrderCounts(c.var.db, supplierId),
    ]);
    return c.json({ data: rows.map(supplierOrderToResponse), nextCursor, counts });
  })
  // GET /supplier-portal/orders/:id — one order (opening it marks it read)
  .get('/orders/:id', doc('supplier-portal', 'GET /orders/:id'), validate('param', supplierOrderIdParam), async (c) => {
    const order = await getSupplierOrder(c.var.db, activeSupplierId(c), c.req.valid('param').id, { markRead: true });
    return c.json(supplierOrderDetailResponse(order));
  })
  // GET /supplier-portal/orders/:id/pdf — the pedido de compra as a PDF
  .get('/orders/:id/pdf', doc('supplier-portal', 'GET /orders/:id/pdf'), validate('param', supplierOrderIdParam), (c) =>
    supplierOrderPdfResponse(c.var.db, { supplierId: activeSupplierId(c) }, c.req.valid('param').id),
  )
  // POST /supplier-portal/orders/:id/acknowledge — answer every line
  .post(
    '/orders/:id/acknowledge',
    doc('supplier-portal', 'POST /orders/:id/acknowledge'),
    validate('param', supplierOrderIdParam),
    idempotent<SessionEnv>((c) => `user:${c.var.user.id}`, { batched: true }),
    validate('json', acknowledgeSchema),
    async (c) => {
      const order = await answerSupplierOrder(c.var.db, c.var.config, {
        supplierId: activeSupplierId(c),
        id: c.req.valid('param').id,
        body: c.req.valid('json'),
        actorName: c.var.user.name,
        actor: sessionActor(c),
        idempotency: idempotentWrite(c),
      });
      return c.json(supplierOrderDetailResponse(order));
    },
  )
  .route(
    '/orders',
    supplierFulfilmentRoutes((c) => {
      const session = c as unknown as Context<SessionEnv>;
      return {
        supplierId: activeSupplierId(session),
        actorName: session.var.user.name,
        principal: `user:${session.var.user.id}`,
      };
    }),
  )
  // GET /supplier-portal/settings — order e-mail, minimum, lead time, payment terms, cities
  .get('/settings', doc('supplier-portal', 'GET /settings'), async (c) =>
    c.json(settingsToResponse(await getSupplierSettings(c.var.db, activeSupplierId(c)))),
  )
  // PUT /supplier-portal/settings — change them (supplier admins)
  .put(
    '/settings',
    doc('supplier-portal', 'PUT /settings'),
    requireSupplierMember('admin'),
    validate('json', supplierSettingsSchema),
    async (c) =>
      c.json(settingsToResponse(await updateSupplierSettings(c.var.db, activeSupplierId(c), c.req.valid('json')))),
  )
  // GET /supplier-portal/people — who answers for the supplier, and pending invitations
  .get('/people', doc('supplier-portal', 'GET /people'), async (c) =>
    c.json(supplierPeopleToResponse(await listSupplierPeople(c.var.db, activeSupplierId(c)))),
  )
  // POST /supplier-portal/people — invite someone (supplier admins)
  .post(
    '/people',
    doc('supplier-portal', 'POST /people'),
    requireSupplierMember('admin'),
    validate('json', invitePersonSchema),
    async (c) => {
      const invitation = await inviteSupplierPerson(c.var.db, c.var.config, {
        supplierId: activeSupplierId(c),
        ...c.req.valid('json'),
        inviterId: c.var.user.id,
        inviterName: c.var.user.name,
      });
      return c.json(supplierInvitationToResponse(invitation), 201);
    },
  );
