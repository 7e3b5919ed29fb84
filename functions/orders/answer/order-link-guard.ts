import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import type { AppEnv } from '../../platform/app-env';
import { seatOfOrderLink, type OrderLinkSeat } from './order-answer-link.service';

/** What requireOrderLink adds: the supplier order the link in the path opens, as its supplier. */
export interface OrderLinkEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { orderLink: OrderLinkSeat };
}

/** The link in the path (a signed JWT); a longer one is a 400 before anything is looked up. */
export const orderLinkParam = z.object({ token: z.string().min(1, 'Link inválido').max(2000, 'Link inválido') });

/**
 * The link is the credential (#54): every /order-answer/:token route opens it before anything else
 * (before a body is read), 401 for a link altered or revoked, 410 for one expired.
 */
export const requireOrderLink = () =>
  createMiddleware<OrderLinkEnv>(async (c, next) => {
    const token = c.req.param('token') ?? '';
    c.set('orderLink', await seatOfOrderLink(c.var.db, c.var.config.SESSION_SECRET, token));
    await next();
  });

/** The seat requireOrderLink set, from a context typed as any sub-app's. */
export const orderLinkOf = (c: { var: object }): OrderLinkSeat => (c.var as OrderLinkEnv['Variables']).orderLink;

/** The principal an Idempotency-Key given through the link belongs to: the order's link. */
export const orderLinkPrincipal = (c: { var: object }) => `order-link:${orderLinkOf(c).id}`;
