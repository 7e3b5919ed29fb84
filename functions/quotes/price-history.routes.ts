import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { priceHistorySchema, priceHistoryToResponse } from './price-history.responses';
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
    doc({
      summary: 'Histórico de preços de um produto: o que a organização pagou e o que lhe cotaram',
      description:
        'Só os pedidos e as cotações da organização ativa, do mais antigo ao mais novo, nos últimos `months` meses (padrão 12, no máximo 36). Pago: itens aprovados dos pedidos, na data do pedido, que o fornecedor não recusou. Cotado: a resposta em vigor de cada fornecedor em cada cotação, na data da resposta, sem os "não cotado". Mudanças: para um produto da lista de preços própria da organização, quem mudou o preço e quando. Produto inexistente, ou da lista de preços de outra organização: 404.',
      response: priceHistorySchema,
      errors: [404],
    }),
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
