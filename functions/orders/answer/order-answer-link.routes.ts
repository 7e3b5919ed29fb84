import { Hono } from 'hono';
import type { AppEnv } from '../../platform/app-env';
import { area, doc } from '../../platform/describe';
import { idempotent, idempotentWrite } from '../../platform/idempotency';
import { validate } from '../../platform/validate';
import { supplierOrderPdfResponse } from '../documents/supplier-order-document';
import { getSupplierOrder } from '../read/supplier-orders.service';
import { supplierOrderDetailResponse } from '../supplier-orders.responses';
import { acknowledgeSchema } from '../supplier-orders.schemas';
import { ORDER_LINK_ACTOR, orderLinkActor, type OrderLinkSeat } from './order-answer-link.service';
import { orderLinkOf, orderLinkParam, orderLinkPrincipal, requireOrderLink } from './order-link-guard';
import { answerSupplierOrder } from './supplier-order-answers';

const withLink = (order: Parameters<typeof supplierOrderDetailResponse>[0], seat: OrderLinkSeat) => ({
  ...supplierOrderDetailResponse(order),
  link: { expiresAt: seat.expiresAt.toISOString(), supplierName: seat.supplierName },
});

/**
 * The e-mailed order link (#54): one supplier order, for a supplier without an account, answered from
 * a phone without signing in. The same read and the same answer (answerSupplierOrder) as the portal:
 * one write path, its timeline naming the link as the actor.
 */
export const orderAnswerLinkRoutes = new Hono<AppEnv>()
  .use(area('Resposta de pedido por link'))
  // GET /order-answer/:token — the order the link names, as the supplier sees it
  .get(
    '/:token',
    doc('order-answer-link', 'GET /:token'),
    validate('param', orderLinkParam),
    requireOrderLink(),
    async (c) => {
      const seat = orderLinkOf(c);
      const order = await getSupplierOrder(c.var.db, seat.supplierId, seat.id, { markRead: true });
      return c.json(withLink(order, seat));
    },
  )
  // GET /order-answer/:token/pdf — the pedido de compra as a PDF, as the e-mail attached it
  .get(
    '/:token/pdf',
    doc('order-answer-link', 'GET /:token/pdf'),
    validate('param', orderLinkParam),
    requireOrderLink(),
    (c) => {
      const seat = orderLinkOf(c);
      return supplierOrderPdfResponse(c.var.db, { supplierId: seat.supplierId }, seat.id);
    },
  )
  // POST /order-answer/:token/answer — every line accepted (perhaps fewer) or refused, as in the portal
  .post(
    '/:token/answer',
    doc('order-answer-link', 'POST /:token/answer'),
    validate('param', orderLinkParam),
    requireOrderLink(),
    idempotent<AppEnv>(orderLinkPrincipal, { batched: true }),
    validate('json', acknowledgeSchema),
    async (c) => {
      const seat = orderLinkOf(c);
      const order = await answerSupplierOrder(c.var.db, c.var.config, {
        supplierId: seat.supplierId,
        id: seat.id,
        body: c.req.valid('json'),
        actorName: ORDER_LINK_ACTOR,
        actor: orderLinkActor(seat, c.req.raw.headers),
        idempotency: idempotentWrite(c),
      });
      return c.json(withLink(order, seat));
    },
  );
