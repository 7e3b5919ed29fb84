import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { priceHistoryToResponse } from './price-history.responses';
import { priceHistoryQuery, productIdParam } from './price-history.schemas';
import { priceHistory, sinceMonths } from './price-history.service';

/**
 * A product's price history for the signed-in member's organization. Mounted on /products before the
 * catalogue's own routes, so each check is declared on the route, not with `.use()`: a prefix middleware
 * here would run on every catalogue route as well. Never edge-cached: the answer is one organization's
 * (the API's default `Cache-Control: private, no-store` stands).
 */
export const priceHistoryRoutes = new Hono<AppEnv>()
  // GET /products/:id/price-history — what the organization paid and was quoted for the product
  .get(
    '/:id/price-history',
    area('Cotações'),
    requireSession(),
    requireRole(),
    doc('price-history', 'GET /:id/price-history'),
    validate('param', productIdParam),
    validate('query', priceHistoryQuery),
    async (c) => {
      const { months } = c.req.valid('query');
      const history = await priceHistory(
        c.var.db,
        activeOrganizationId(c),
        c.req.valid('param').id,
        sinceMonths(months),
      );
      return c.json(priceHistoryToResponse(history, months));
    },
  );
