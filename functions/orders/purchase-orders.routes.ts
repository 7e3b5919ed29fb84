import { Hono } from 'hono';
import type { AppEnv, SessionEnv } from '../platform/app-env';
import {
  activeOrganizationId,
  memberViewer,
  requireOwnerOrAdmin,
  requireRole,
  requireSession,
} from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { idempotent, idempotentWrite } from '../platform/idempotency';
import { validate } from '../platform/validate';
import { decideItems, decideOrderApproval } from './order-changes';
import { cancelPartOfOrder, setOrderStatus } from './move/order-status';
import { placeOrder } from './place/place-order';
import { sessionActor } from '../platform/audit-actor';
import {
  bulkItemsSchema,
  cancelPartSchema,
  createOrderSchema,
  listOrdersQuery,
  orderIdParam,
  supplierOrderOfOrderParams,
  updateStatusSchema,
} from './purchase-orders.schemas';
import {
  orderDetailResponse,
  orderSummaryResponse,
  orderToResponse,
  orderWithItems,
} from './purchase-orders.responses';
import { deleteOrder } from './move/delete-order';
import { getOrder, orderStats, readOrderPage } from './read/order-reads';
import { approvalDecisionSchema } from './decide/approval-decision.schemas';
import { supplierOrderPdfResponse } from './documents/supplier-order-document';
import { revokeOrderAnswerLink } from './answer/order-answer-link.service';
import { resendOrderAnswerLink } from './outbound/resend-answer-link';
import { orderAgain } from '../cart/reorder.service';

const adminOnly = requireOwnerOrAdmin();

export const purchaseOrderRoutes = new Hono<AppEnv>()
  .use(area('Pedidos'), requireSession({ code: 'UNAUTHORIZED', message: 'Authentication required' }), requireRole())
  // GET /purchase-orders/stats — orders per status in the organization (admin/owner)
  .get('/stats', doc('purchase-orders', 'GET /stats'), adminOnly, async (c) =>
    c.json(await orderStats(c.var.db, activeOrganizationId(c))),
  )
  // GET /purchase-orders — newest first, by status, paginated
  .get('/', doc('purchase-orders', 'GET /'), validate('query', listOrdersQuery), async (c) => {
    const { status, page, limit, q, supplierId, from, to, mine } = c.req.valid('query');
    const { rows, total } = await readOrderPage(c.var.db, {
      organizationId: activeOrganizationId(c),
      status,
      page,
      limit,
      q,
      supplierId,
      from,
      to,
      mineOf: mine ? c.var.user.id : undefined,
    });
    return c.json({
      data: rows.map(orderSummaryResponse),
      pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    });
  })
  // GET /purchase-orders/:id — the order with its items grouped by supplier
  .get('/:id', doc('purchase-orders', 'GET /:id'), validate('param', orderIdParam), async (c) => {
    const found = await getOrder(c.var.db, activeOrganizationId(c), c.req.valid('param').id, memberViewer(c));
    return c.json(orderDetailResponse(found));
  })
  // GET /purchase-orders/:id/supplier-orders/:supplierOrderId/pdf — one supplier's pedido de compra as a PDF
  .get(
    '/:id/supplier-orders/:supplierOrderId/pdf',
    doc('purchase-orders', 'GET /:id/supplier-orders/:supplierOrderId/pdf'),
    validate('param', supplierOrderOfOrderParams),
    (c) => {
      const { id, supplierOrderId } = c.req.valid('param');
      return supplierOrderPdfResponse(
        c.var.db,
        { organizationId: activeOrganizationId(c), purchaseOrderId: id },
        supplierOrderId,
      );
    },
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/cancel — cancel one supplier's part (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/cancel',
    doc('purchase-orders', 'POST /:id/supplier-orders/:supplierOrderId/cancel'),
    adminOnly,
    validate('param', supplierOrderOfOrderParams),
    validate('json', cancelPartSchema),
    async (c) => {
      const { id, supplierOrderId } = c.req.valid('param');
      const order = await cancelPartOfOrder(c.var.db, c.var.config, {
        organizationId: activeOrganizationId(c),
        id,
        supplierOrderId,
        reason: c.req.valid('json').reason,
        actorName: c.var.user.name,
        actor: sessionActor(c),
      });
      return c.json(orderToResponse(order));
    },
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/answer-link/revoke — the e-mailed links stop opening (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/answer-link/revoke',
    doc('purchase-orders', 'POST /:id/supplier-orders/:supplierOrderId/answer-link/revoke'),
    adminOnly,
    validate('param', supplierOrderOfOrderParams),
    async (c) => {
      const { id, supplierOrderId } = c.req.valid('param');
      const revoked = await revokeOrderAnswerLink(c.var.db, {
        organizationId: activeOrganizationId(c),
        purchaseOrderId: id,
        supplierOrderId,
        actor: sessionActor(c),
      });
      return c.json({
        supplier_order_id: revoked.id,
        answer_link_version: revoked.version,
        answer_link_revoked_at: revoked.revokedAt!.toISOString(),
      });
    },
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/answer-link/resend — "Reenviar link" (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/answer-link/resend',
    doc('purchase-orders', 'POST /:id/supplier-orders/:supplierOrderId/answer-link/resend'),
    adminOnly,
    validate('param', supplierOrderOfOrderParams),
    async (c) => {
      const { id, supplierOrderId } = c.req.valid('param');
      const sent = await resendOrderAnswerLink(c.var.db, c.var.config, {
        organizationId: activeOrganizationId(c),
        purchaseOrderId: id,
        supplierOrderId,
      });
      return c.json({
        supplier_order_id: sent.supplierOrderId,
        answer_link_version: sent.answerLinkVersion,
        sent_to: sent.sentTo,
      });
    },
  )
  // POST /purchase-orders/:id/supplier-orders/:supplierOrderId/approval — decide the current approval step (admin/owner)
  .post(
    '/:id/supplier-orders/:supplierOrderId/approval',
    doc('purchase-orders', 'POST /:id/supplier-orders/:supplierOrderId/approval'),
    adminOnly,
    validate('param', supplierOrderOfOrderParams),
    validate('json', approvalDecisionSchema),
    async (c) => {
      const { id, supplierOrderId } = c.req.valid('param');
      const { decision, note } = c.req.valid('json');
      const found = await decideOrderApproval(c.var.db, c.var.config, {
        organizationId: activeOrganizationId(c),
        id,
        supplierOrderId,
        decision,
        note: note || null,
        actorName: c.var.user.name,
        viewer: memberViewer(c),
        actor: sessionActor(c),
      });
      return c.json(orderDetailResponse(found));
    },
  )
  // POST /purchase-orders/:id/reorder — "Pedir novamente": the order's lines into the cart at today's prices
  .post('/:id/reorder', doc('purchase-orders', 'POST /:id/reorder'), validate('param', orderIdParam), async (c) =>
    c.json(
      await orderAgain(c.var.db, {
        userId: c.var.user.id,
        organizationId: activeOrganizationId(c),
        orderId: c.req.valid('param').id,
      }),
    ),
  )
  // POST /purchase-orders — check out the cart (201)
  .post(
    '/',
    doc('purchase-orders', 'POST /'),
    idempotent<SessionEnv>((c) => `user:${c.var.user.id}`, { batched: true }),
    validate('json', createOrderSchema),
    async (c) => {
      const organizationId = activeOrganizationId(c);
      const order = await placeOrder(c.var.db, c.var.config, {
        ...c.req.valid('json'),
        userId: c.var.user.id,
        userName: c.var.user.name,
        organizationId,
        idempotency: idempotentWrite(c),
      });
      return c.json(orderToResponse(order), 201);
    },
  )
  // PUT /purchase-orders/:id/status — set the order's status (admin/owner)
  .put(
    '/:id/status',
    doc('purchase-orders', 'PUT /:id/status'),
    adminOnly,
    validate('param', orderIdParam),
    validate('json', updateStatusSchema),
    async (c) => {
      const organizationId = activeOrganizationId(c);
      const order = await setOrderStatus(c.var.db, c.var.config, {
        organizationId,
        id: c.req.valid('param').id,
        ...c.req.valid('json'),
        actorName: c.var.user.name,
        viewer: memberViewer(c),
        actor: sessionActor(c),
      });
      return c.json(orderToResponse(order));
    },
  )
  // PUT /purchase-orders/:id/items — decide items (and optionally the order) in one go (admin/owner)
  .put(
    '/:id/items',
    doc('purchase-orders', 'PUT /:id/items'),
    adminOnly,
    validate('param', orderIdParam),
    validate('json', bulkItemsSchema),
    async (c) => {
      const organizationId = activeOrganizationId(c);
      const id = c.req.valid('param').id;
      const found = await decideItems(c.var.db, c.var.config, {
        organizationId,
        id,
        body: c.req.valid('json'),
        actorName: c.var.user.name,
        viewer: memberViewer(c),
        actor: sessionActor(c),
      });
      return c.json(orderWithItems(found));
    },
  )
  // DELETE /purchase-orders/:id — only by its creator
  .delete('/:id', doc('purchase-orders', 'DELETE /:id'), validate('param', orderIdParam), async (c) => {
    await deleteOrder(c.var.db, {
      organizationId: activeOrganizationId(c),
      id: c.req.valid('param').id,
      userId: c.var.user.id,
    });
    return c.json({ message: 'Purchase Order deleted successfully' });
  });
