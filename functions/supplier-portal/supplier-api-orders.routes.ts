import { Hono, type Context } from 'hono';
import { requireSupplierKey, type SupplierKeyEnv } from '../identity/middleware';
import { supplierKeyActor } from '../platform/audit-actor';
import { area, doc } from '../platform/describe';
import { idempotent, idempotentWrite } from '../platform/idempotency';
import { validate } from '../platform/validate';
import { logSupplierUsage } from '../identity/supplier-key';
import { supplierOrderDetailResponse, supplierOrderToResponse } from '../orders/supplier-orders.responses';
import { acknowledgeSchema, supplierOrderIdParam, supplierOrderListQuery } from '../orders/supplier-orders.schemas';
import { answerSupplierOrder } from '../orders/answer/supplier-order-answers';
import { getSupplierOrder, listSupplierOrders } from '../orders/read/supplier-orders.service';
import { supplierOrderPdfResponse } from '../orders/documents/supplier-order-document';
import { supplierFulfilmentRoutes } from '../fulfilment/supplier-fulfilment.routes';

/** The supplier's systems, with its key: the same orders its people see in the portal. */
export const supplierKeyOrderRoutes = new Hono<SupplierKeyEnv>()
  .use(area('API do fornecedor'), logSupplierUsage(), requireSupplierKey())
  // GET /supplier/orders — the supplier's orders, newest change first, by cursor
  .get('/', doc('supplier-api-orders', 'GET /'), validate('query', supplierOrderListQuery), async (c) => {
    const { rows, nextCursor } = await listSupplierOrders(c.var.db, c.var.supplierKey.supplierId, c.req.valid('query'));
    return c.json({ data: rows.map(supplierOrderToResponse), nextCursor });
  })
  // GET /supplier/orders/:id — one order with its lines and timeline
  .get('/:id', doc('supplier-api-orders', 'GET /:id'), validate('param', supplierOrderIdParam), async (c) =>
    c.json(
      supplierOrderDetailResponse(
        await getSupplierOrder(c.var.db, c.var.supplierKey.supplierId, c.req.valid('param').id),
      ),
    ),
  )
  // GET /supplier/orders/:id/pdf — the pedido de compra as a PDF
  .get('/:id/pdf', doc('supplier-api-orders', 'GET /:id/pdf'), validate('param', supplierOrderIdParam), (c) =>
    supplierOrderPdfResponse(c.var.db, { supplierId: c.var.supplierKey.supplierId }, c.req.valid('param').id),
  )
  // POST /supplier/orders/:id/acknowledge — answer every line (accept, maybe fewer, or refuse with a reason)
  .post(
    '/:id/acknowledge',
    doc('supplier-api-orders', 'POST /:id/acknowledge'),
    validate('param', supplierOrderIdParam),
    idempotent<SupplierKeyEnv>((c) => `supplier-key:${c.var.supplierKey.id}`, { batched: true }),
    validate('json', acknowledgeSchema),
    async (c) => {
      const order = await answerSupplierOrder(c.var.db, c.var.config, {
        supplierId: c.var.supplierKey.supplierId,
        id: c.req.valid('param').id,
        body: c.req.valid('json'),
        actorName: 'Integração do fornecedor (API)',
        actor: supplierKeyActor(c),
        idempotency: idempotentWrite(c),
      });
      return c.json(supplierOrderDetailResponse(order));
    },
  )
  .route(
    '/',
    supplierFulfilmentRoutes((c) => {
      const key = (c as unknown as Context<SupplierKeyEnv>).var.supplierKey;
      return {
        supplierId: key.supplierId,
        actorName: 'Integração do fornecedor (API)',
        principal: `supplier-key:${key.id}`,
      };
    }),
  );
