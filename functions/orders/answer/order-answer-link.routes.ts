import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../platform/app-env';
import { area, doc } from '../../platform/describe';
import { IDEMPOTENCY_HEADER, idempotent, idempotentWrite } from '../../platform/idempotency';
import { isoDateTime } from '../../platform/response-schemas';
import { validate } from '../../platform/validate';
import { PDF_DOC, supplierOrderPdfResponse } from '../documents/supplier-order-document';
import { getSupplierOrder } from '../read/supplier-orders.service';
import { supplierOrderDetailResponse, supplierOrderDetailSchema } from '../supplier-orders.responses';
import { acknowledgeSchema } from '../supplier-orders.schemas';
import { ORDER_LINK_ACTOR, orderLinkActor, type OrderLinkSeat } from './order-answer-link.service';
import { orderLinkOf, orderLinkParam, orderLinkPrincipal, requireOrderLink } from './order-link-guard';
import { answerSupplierOrder } from './supplier-order-answers';

const LINK_ERRORS = [401, 404, 410] as const;

/** The order as its supplier sees it in the portal, and the link's own facts (until when it opens). */
export const orderAnswerLinkSchema = supplierOrderDetailSchema
  .extend({
    link: z.object({
      expiresAt: isoDateTime.meta({ description: 'Até quando o link abre (depois, 410)' }),
      supplierName: z.string().meta({ description: 'O fornecedor a quem o link foi enviado' }),
    }),
  })
  .meta({ id: 'OrderAnswerLinkOrder' });

const withLink = (order: Parameters<typeof supplierOrderDetailResponse>[0], seat: OrderLinkSeat) => ({
  ...supplierOrderDetailResponse(order),
  link: { expiresAt: seat.expiresAt.toISOString(), supplierName: seat.supplierName },
});

const ANSWER_DESCRIPTION =
  'Sem login: o link assinado enviado por e-mail ao fornecedor sem conta vale para um pedido, até expirar (410 depois; 401 se alterado ou revogado pelo comprador). O mesmo corpo e as mesmas regras do portal: cada item aceito (quantity opcional, até a pedida) ou recusado com reason; promisedDate (AAAA-MM-DD, não no passado) se algum for aceito. Um pedido já respondido ou cancelado responde 409.';

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
    doc({
      summary: 'O pedido de um link de resposta, como o fornecedor o vê',
      description:
        'Sem login: o link assinado vale para um pedido a um fornecedor, até expirar (410 depois; 401 se alterado ou revogado). Abrir marca o pedido como lido.',
      response: orderAnswerLinkSchema,
      errors: [...LINK_ERRORS],
    }),
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
    doc({ summary: 'O pedido de compra do link, em PDF', ...PDF_DOC }),
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
    doc({
      summary: 'Confirma ou recusa cada item do pedido pelo link',
      description: ANSWER_DESCRIPTION,
      response: orderAnswerLinkSchema,
      errors: [...LINK_ERRORS, 409],
      requestExample: {
        lines: [
          { itemId: '…', accepted: true, quantity: 8 },
          { itemId: '…', accepted: false, reason: 'SEM_ESTOQUE', note: 'Volta na segunda' },
        ],
        promisedDate: '2026-11-27',
      },
      headers: [IDEMPOTENCY_HEADER],
    }),
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
