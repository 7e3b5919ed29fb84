import { Hono, type Context } from 'hono';
import { requireSupplierKey, type SupplierKeyEnv } from '../identity/middleware';
import { supplierKeyActor } from '../platform/audit-actor';
import { area, doc } from '../platform/describe';
import { IDEMPOTENCY_HEADER, idempotent, idempotentWrite } from '../platform/idempotency';
import { validate } from '../platform/validate';
import { logSupplierUsage } from '../identity/supplier-key';
import {
  supplierOrderDetailResponse,
  supplierOrderDetailSchema,
  supplierOrderPageSchema,
  supplierOrderToResponse,
} from '../orders/supplier-orders.responses';
import { acknowledgeSchema, supplierOrderIdParam, supplierOrderListQuery } from '../orders/supplier-orders.schemas';
import { answerSupplierOrder } from '../orders/answer/supplier-order-answers';
import { getSupplierOrder, listSupplierOrders } from '../orders/read/supplier-orders.service';
import { PDF_DOC, supplierOrderPdfResponse } from '../orders/documents/supplier-order-document';
import { supplierFulfilmentRoutes } from '../fulfilment/supplier-fulfilment.routes';

const ACKNOWLEDGE_DESCRIPTION =
  'Responda cada item: aceito (quantity opcional, menor ou igual à pedida) ou recusado com reason (SEM_ESTOQUE, PRECO_ALTERADO, FORA_DA_AREA, ABAIXO_DO_MINIMO, OUTRO) e note. Com algum item aceito o pedido fica ACKNOWLEDGED e promisedDate (AAAA-MM-DD, não no passado) é obrigatória; com todos recusados, REFUSED. Um pedido já respondido ou cancelado responde 409.';

export const acknowledgeExample = {
  lines: [
    { itemId: '…', accepted: true, quantity: 8 },
    { itemId: '…', accepted: false, reason: 'SEM_ESTOQUE', note: 'Volta na segunda' },
  ],
  promisedDate: '2026-11-27',
};

/** The supplier's systems, with its key: the same orders its people see in the portal. */
export const supplierKeyOrderRoutes = new Hono<SupplierKeyEnv>()
  .use(area('API do fornecedor'), logSupplierUsage(), requireSupplierKey())
  // GET /supplier/orders — the supplier's orders, newest change first, by cursor
  .get(
    '/',
    doc({
      summary: 'Pedidos recebidos, mudança mais recente primeiro (paginação por cursor)',
      description:
        'Filtre por status e, para sincronizar, por updatedSince (ISO 8601): só os pedidos que mudaram depois. Cada página traz nextCursor até a última.',
      response: supplierOrderPageSchema,
    }),
    validate('query', supplierOrderListQuery),
    async (c) => {
      const { rows, nextCursor } = await listSupplierOrders(
        c.var.db,
        c.var.supplierKey.supplierId,
        c.req.valid('query'),
      );
      return c.json({ data: rows.map(supplierOrderToResponse), nextCursor });
    },
  )
  // GET /supplier/orders/:id — one order with its lines and timeline
  .get(
    '/:id',
    doc({ summary: 'Um pedido com seus itens e a linha do tempo', response: supplierOrderDetailSchema }),
    validate('param', supplierOrderIdParam),
    async (c) =>
      c.json(
        supplierOrderDetailResponse(
          await getSupplierOrder(c.var.db, c.var.supplierKey.supplierId, c.req.valid('param').id),
        ),
      ),
  )
  // GET /supplier/orders/:id/pdf — the pedido de compra as a PDF
  .get(
    '/:id/pdf',
    doc({ summary: 'O pedido de compra em PDF', ...PDF_DOC }),
    validate('param', supplierOrderIdParam),
    (c) => supplierOrderPdfResponse(c.var.db, { supplierId: c.var.supplierKey.supplierId }, c.req.valid('param').id),
  )
  // POST /supplier/orders/:id/acknowledge — answer every line (accept, maybe fewer, or refuse with a reason)
  .post(
    '/:id/acknowledge',
    doc({
      summary: 'Confirma ou recusa cada item do pedido',
      description: ACKNOWLEDGE_DESCRIPTION,
      response: supplierOrderDetailSchema,
      errors: [409],
      requestExample: acknowledgeExample,
      headers: [IDEMPOTENCY_HEADER],
    }),
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
