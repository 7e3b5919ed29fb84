import { Hono, type TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv, SessionEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { idempotent, idempotentWrite } from '../platform/idempotency';
import { validate } from '../platform/validate';
import { quotePageToResponse, quoteToResponse } from './quotes.responses';
import { createQuoteBody, quoteIdParam, quotesQuery, updateQuoteBody } from './quotes.schemas';
import { comparisonBody } from './comparison-memo';
import type { comparisonToResponse } from './quote-comparison.responses';
import { awardQuote } from './quote-award';
import { awardBody } from './award.schemas';
import { createQuote, getQuote, listQuotes, moveQuote, sendQuote, updateQuote } from './quotes.service';

/** The SPA's typed client reads the text as the JSON comparisonToResponse gives (c.json's type). */
type ComparisonResponse = Response & TypedResponse<JSONParsed<ReturnType<typeof comparisonToResponse>>, 200, 'json'>;

/**
 * Cotações: any member of the organization asks several suppliers for prices on a list, until a
 * deadline, then compares and awards. The moves follow the state table (quote-machine.ts).
 */
export const quoteRoutes = new Hono<AppEnv>()
  .use(area('Cotações'), requireSession(), requireRole())
  // GET /quotes — the organization's cotações, newest first
  .get('/', doc('quotes', 'GET /'), validate('query', quotesQuery), async (c) =>
    c.json(quotePageToResponse(await listQuotes(c.var.db, activeOrganizationId(c), c.req.valid('query')))),
  )
  // POST /quotes — a draft, typed or from a shopping list, the cart or a past order
  .post('/', doc('quotes', 'POST /'), validate('json', createQuoteBody), async (c) => {
    const buyer = { organizationId: activeOrganizationId(c), userId: c.var.user.id };
    return c.json(quoteToResponse(await createQuote(c.var.db, buyer, c.req.valid('json'))), 201);
  })
  // GET /quotes/:id — one cotação with its lines and invited suppliers
  .get('/:id', doc('quotes', 'GET /:id'), validate('param', quoteIdParam), async (c) =>
    c.json(quoteToResponse(await getQuote(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // GET /quotes/:id/comparison — lines × suppliers, the best price per line and the exact best split
  // The answer's JSON text as comparison-memo.ts keeps it (what c.json would write), not built again per read.
  .get('/:id/comparison', doc('quotes', 'GET /:id/comparison'), validate('param', quoteIdParam), async (c) => {
    const text = await comparisonBody(c.var.db, activeOrganizationId(c), c.req.valid('param').id);
    const res: Response = c.body(text, 200, { 'content-type': 'application/json' });
    return res as ComparisonResponse;
  })
  // PUT /quotes/:id — change a draft (lines and suppliers are replaced whole)
  .put(
    '/:id',
    doc('quotes', 'PUT /:id'),
    validate('param', quoteIdParam),
    validate('json', updateQuoteBody),
    async (c) =>
      c.json(
        quoteToResponse(
          await updateQuote(c.var.db, activeOrganizationId(c), c.req.valid('param').id, c.req.valid('json')),
        ),
      ),
  )
  // POST /quotes/:id/send — DRAFT → OPEN
  .post('/:id/send', doc('quotes', 'POST /:id/send'), validate('param', quoteIdParam), async (c) =>
    c.json(quoteToResponse(await sendQuote(c.var.db, c.var.config, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // POST /quotes/:id/award — CLOSED → AWARDED: the purchase order at the quoted prices
  .post(
    '/:id/award',
    doc('quotes', 'POST /:id/award'),
    validate('param', quoteIdParam),
    idempotent<SessionEnv>((c) => `user:${c.var.user.id}`, { batched: true }),
    validate('json', awardBody),
    async (c) => {
      const organizationId = activeOrganizationId(c);
      const { id } = c.req.valid('param');
      const buyer = { organizationId, userId: c.var.user.id, userName: c.var.user.name };
      await awardQuote(c.var.db, c.var.config, buyer, id, c.req.valid('json'), idempotentWrite(c));
      return c.json(quoteToResponse(await getQuote(c.var.db, organizationId, id)));
    },
  )
  // POST /quotes/:id/close — OPEN → CLOSED before the deadline
  .post('/:id/close', doc('quotes', 'POST /:id/close'), validate('param', quoteIdParam), async (c) =>
    c.json(quoteToResponse(await moveQuote(c.var.db, activeOrganizationId(c), c.req.valid('param').id, 'close'))),
  )
  // POST /quotes/:id/cancel — DRAFT, OPEN or CLOSED → CANCELLED
  .post('/:id/cancel', doc('quotes', 'POST /:id/cancel'), validate('param', quoteIdParam), async (c) =>
    c.json(quoteToResponse(await moveQuote(c.var.db, activeOrganizationId(c), c.req.valid('param').id, 'cancel'))),
  );
