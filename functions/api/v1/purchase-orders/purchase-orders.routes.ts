import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { dataEncryptionKey } from '../../../env';
import { recordDomainEvents } from '../../../events/domain-events';
import { inTransaction } from '../../../lib/db';
import { activeOrganizationId, requireRole, requireRoleOr, requireSession } from '../../../lib/auth';
import { validate } from '../../../lib/validate';
import { notifyOrderCreated, notifyOrderDecision } from './order-notifications';
import {
  bulkItemsSchema,
  createOrderSchema,
  listOrdersQuery,
  orderIdParam,
  updateStatusSchema,
} from './purchase-orders.schemas';
import {
  createOrderFromCart,
  deleteOrder,
  getOrder,
  groupBySupplier,
  listOrders,
  orderStats,
  updateItems,
  updateOrderStatus,
  type ItemRow,
  type OrderRow,
} from './purchase-orders.service';

const STATUS_LABEL: Record<string, string> = {
  PENDING: 'pendente',
  APPROVED: 'aprovado',
  IN_PROGRESS: 'em andamento',
  COMPLETED: 'concluído',
  CANCELLED: 'cancelado',
  REJECTED: 'recusado',
};

const orderToResponse = (o: OrderRow) => ({
  id: o.id,
  description: o.description,
  status: o.status,
  client_id: o.clientId,
  organization_id: o.organizationId,
  supplier_ids: o.supplierIds,
  cart_data: o.cartData,
  notes: o.notes,
  total_amount: o.totalAmount === null ? null : Number(o.totalAmount),
  created_at: o.createdAt.toISOString(),
  updated_at: o.updatedAt.toISOString(),
});

const itemToResponse = (i: ItemRow) => ({
  id: i.id,
  purchase_order_id: i.purchaseOrderId,
  product_id: i.productId,
  supplier_id: i.supplierId,
  product_name: i.productName,
  product_unit: i.productUnit,
  supplier_name: i.supplierName,
  quantity: i.quantity,
  unit_price: Number(i.unitPrice),
  total_price: Number(i.totalPrice),
  status: i.status,
  admin_notes: i.adminNotes,
  created_at: i.createdAt.toISOString(),
  updated_at: i.updatedAt.toISOString(),
});

const adminOnly = requireRoleOr({ code: 'FORBIDDEN', message: 'Admin access required' }, 'owner', 'admin');

export const purchaseOrderRoutes = new Hono<AppEnv>()
  .use(requireSession({ code: 'UNAUTHORIZED', message: 'Authentication required' }), requireRole())
  // GET /purchase-orders/stats — orders per status in the organization (admin/owner)
  .get('/stats', adminOnly, async (c) => c.json(await orderStats(c.var.db, activeOrganizationId(c))))
  // GET /purchase-orders — newest first, by status, paginated
  .get('/', validate('query', listOrdersQuery), async (c) => {
    const { status, page, limit } = c.req.valid('query');
    const { rows, total } = await listOrders(c.var.db, {
      organizationId: activeOrganizationId(c),
      status,
      page,
      limit,
    });
    return c.json({
      data: rows.map((r) => ({ ...orderToResponse(r.order), item_count: r.itemCount, client_name: r.clientName })),
      pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    });
  })
  // GET /purchase-orders/:id — the order with its items grouped by supplier
  .get('/:id', validate('param', orderIdParam), async (c) => {
    const found = await getOrder(c.var.db, activeOrganizationId(c), c.req.valid('param').id);
    return c.json({
      ...orderToResponse(found.order),
      client: found.order.clientId
        ? { id: found.order.clientId, name: found.clientName, email: found.clientEmail }
        : null,
      items: found.items.map(itemToResponse),
      itemsBySupplier: groupBySupplier(found.items).map((g) => ({ ...g, items: g.items.map(itemToResponse) })),
    });
  })
  // POST /purchase-orders — check out the cart (201)
  .post('/', validate('json', createOrderSchema), async (c) => {
    const organizationId = activeOrganizationId(c);
    const sealKey = dataEncryptionKey(c.var.config);
    // The order, its events and its e-mails commit together (outbox).
    const { order } = await inTransaction(c.var.db, async (tx) => {
      const created = await createOrderFromCart(tx, { ...c.req.valid('json'), userId: c.var.user.id, organizationId });
      await recordDomainEvents(tx, sealKey, created.events);
      await notifyOrderCreated(tx, sealKey, {
        appUrl: c.var.config.APP_URL,
        organizationId,
        orderId: created.order.id,
        description: created.order.description,
        total: Number(created.order.totalAmount),
        creatorName: c.var.user.name,
      });
      return created;
    });
    return c.json(orderToResponse(order), 201);
  })
  // PUT /purchase-orders/:id/status — set the order's status (admin/owner)
  .put('/:id/status', adminOnly, validate('param', orderIdParam), validate('json', updateStatusSchema), async (c) => {
    const organizationId = activeOrganizationId(c);
    const sealKey = dataEncryptionKey(c.var.config);
    const { order } = await inTransaction(c.var.db, async (tx) => {
      const updated = await updateOrderStatus(tx, {
        organizationId,
        id: c.req.valid('param').id,
        ...c.req.valid('json'),
      });
      await recordDomainEvents(tx, sealKey, updated.events);
      if (updated.events.length > 0) {
        const { order: o } = updated;
        await notifyOrderDecision(tx, sealKey, {
          appUrl: c.var.config.APP_URL,
          organizationId,
          orderId: o.id,
          clientId: o.clientId,
          summary: `O pedido "${o.description}" agora está ${STATUS_LABEL[o.status]}.${o.notes ? ` Observação: ${o.notes}` : ''}`,
        });
      }
      return updated;
    });
    return c.json(orderToResponse(order));
  })
  // PUT /purchase-orders/:id/items — decide items (and optionally the order) in one go (admin/owner)
  .put('/:id/items', adminOnly, validate('param', orderIdParam), validate('json', bulkItemsSchema), async (c) => {
    const organizationId = activeOrganizationId(c);
    const id = c.req.valid('param').id;
    const sealKey = dataEncryptionKey(c.var.config);
    const found = await inTransaction(c.var.db, async (tx) => {
      const { events } = await updateItems(tx, { organizationId, id, body: c.req.valid('json') });
      await recordDomainEvents(tx, sealKey, events);
      const after = await getOrder(tx, organizationId, id);
      if (events.length > 0) {
        const decided = after.items.filter((i) => i.status !== 'PENDING').length;
        await notifyOrderDecision(tx, sealKey, {
          appUrl: c.var.config.APP_URL,
          organizationId,
          orderId: id,
          clientId: after.order.clientId,
          summary: `${decided} de ${after.items.length} itens do pedido "${after.order.description}" já foram avaliados. Status do pedido: ${STATUS_LABEL[after.order.status]}.`,
        });
      }
      return after;
    });
    return c.json({
      ...orderToResponse(found.order),
      items: found.items.map(itemToResponse),
      itemsBySupplier: groupBySupplier(found.items).map((g) => ({ ...g, items: g.items.map(itemToResponse) })),
    });
  })
  // DELETE /purchase-orders/:id — only by its creator
  .delete('/:id', validate('param', orderIdParam), async (c) => {
    await deleteOrder(c.var.db, {
      organizationId: activeOrganizationId(c),
      id: c.req.valid('param').id,
      userId: c.var.user.id,
    });
    return c.json({ message: 'Purchase Order deleted successfully' });
  });
