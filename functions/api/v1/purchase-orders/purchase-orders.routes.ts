import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { activeOrganizationId, requireRole, requireRoleOr, requireSession } from '../../../auth/middleware';
import { validate } from '../../../lib/validate';
import { decideItems, placeOrder, setOrderStatus } from './order-changes';
import {
  bulkItemsSchema,
  createOrderSchema,
  listOrdersQuery,
  orderIdParam,
  updateStatusSchema,
} from './purchase-orders.schemas';
import {
  orderDetailResponse,
  orderSummaryResponse,
  orderToResponse,
  orderWithItems,
} from './purchase-orders.responses';
import { deleteOrder, getOrder, listOrders, orderStats } from './purchase-orders.service';

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
      data: rows.map(orderSummaryResponse),
      pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    });
  })
  // GET /purchase-orders/:id — the order with its items grouped by supplier
  .get('/:id', validate('param', orderIdParam), async (c) => {
    const found = await getOrder(c.var.db, activeOrganizationId(c), c.req.valid('param').id);
    return c.json(orderDetailResponse(found));
  })
  // POST /purchase-orders — check out the cart (201)
  .post('/', validate('json', createOrderSchema), async (c) => {
    const organizationId = activeOrganizationId(c);
    const order = await placeOrder(c.var.db, c.var.config, {
      ...c.req.valid('json'),
      userId: c.var.user.id,
      userName: c.var.user.name,
      organizationId,
    });
    return c.json(orderToResponse(order), 201);
  })
  // PUT /purchase-orders/:id/status — set the order's status (admin/owner)
  .put('/:id/status', adminOnly, validate('param', orderIdParam), validate('json', updateStatusSchema), async (c) => {
    const organizationId = activeOrganizationId(c);
    const order = await setOrderStatus(c.var.db, c.var.config, {
      organizationId,
      id: c.req.valid('param').id,
      ...c.req.valid('json'),
    });
    return c.json(orderToResponse(order));
  })
  // PUT /purchase-orders/:id/items — decide items (and optionally the order) in one go (admin/owner)
  .put('/:id/items', adminOnly, validate('param', orderIdParam), validate('json', bulkItemsSchema), async (c) => {
    const organizationId = activeOrganizationId(c);
    const id = c.req.valid('param').id;
    const found = await decideItems(c.var.db, c.var.config, { organizationId, id, body: c.req.valid('json') });
    return c.json(orderWithItems(found));
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
