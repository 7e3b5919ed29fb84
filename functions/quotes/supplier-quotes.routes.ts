import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import type { AppEnv, SessionEnv } from '../platform/app-env';
import {
  activeSupplierId,
  requireSession,
  requireSupplierKey,
  requireSupplierMember,
  type SupplierKeyEnv,
} from '../identity/middleware';
import { logSupplierUsage } from '../identity/supplier-key';
import { area, doc, type ErrorStatus } from '../platform/describe';
import { paginationQuery } from '../platform/pagination';
import { validate } from '../platform/validate';
import { answerBody } from './quote-answers.schemas';
import {
  answerQuote,
  markQuoteRead,
  seatOfLink,
  supplierQuote,
  supplierQuotes,
  type AnswerChannel,
} from './quote-answers.service';
import {
  supplierQuotePageSchema,
  supplierQuotePageToResponse,
  supplierQuoteSchema,
  supplierQuoteToResponse,
} from './supplier-quotes.responses';
import { quoteIdParam } from './quotes.schemas';

const ANSWER_DESCRIPTION =
  'Por linha: unitPrice (em reais; null = não cotado), availableQuantity e note (marca ou embalagem); linhas omitidas contam como não cotadas. Para a resposta toda: validUntil (AAAA-MM-DD, não no passado), leadTimeDays, paymentTerm, minimumOrderValue e freight. Pode ser revisada até o prazo (cada versão fica guardada); depois dele (ou encerrada antes), 409 "Não é possível responder esta cotação: ela está encerrada". Uma linha que não é da cotação responde 400.';

const answerExample = {
  lines: [{ lineId: '…', unitPrice: 7.9, availableQuantity: 30, note: 'Caixa de 20 kg' }],
  validUntil: '2026-12-15',
  leadTimeDays: 2,
  paymentTerm: 'Boleto 28 dias',
  minimumOrderValue: 300,
  freight: 25,
};

/** The answer's description, the same from the portal, the API and the link. */
const answerDoc = (summary: string, errors: ErrorStatus[]) =>
  doc({
    summary,
    description: ANSWER_DESCRIPTION,
    response: supplierQuoteSchema,
    errors,
    requestExample: answerExample,
  });

/**
 * A door to the cotações sent to a supplier: who gets in (the guard, and the supplier it lets in),
 * what the one-cotação route's documentation says, whether opening one marks it read, and the channel
 * an answer is recorded under.
 */
interface QuoteDoor {
  area: string;
  guard: MiddlewareHandler[];
  /** The supplier the guard, which runs first, let in. */
  supplierId: (c: Context<AppEnv>) => string;
  oneSummary: string;
  /** People open a cotação; a system reading it through the API leaves it unread for them. */
  marksRead: boolean;
  answeredVia: (c: Context<AppEnv>) => AnswerChannel;
}

/** The same three routes behind either door: the list, one cotação with the latest answer, the answer. */
const supplierQuoteRoutesFor = (door: QuoteDoor) =>
  new Hono<AppEnv>()
    .use(area(door.area), ...door.guard)
    // GET …/quotes — cotações received, newest first
    .get(
      '/',
      doc({ summary: 'Cotações recebidas, mais novas primeiro', response: supplierQuotePageSchema }),
      validate('query', paginationQuery),
      async (c) =>
        c.json(supplierQuotePageToResponse(await supplierQuotes(c.var.db, door.supplierId(c), c.req.valid('query')))),
    )
    // GET …/quotes/:id — one cotação and this supplier's latest answer
    .get(
      '/:id',
      doc({ summary: door.oneSummary, response: supplierQuoteSchema, errors: [404] }),
      validate('param', quoteIdParam),
      async (c) => {
        const seat = { quoteId: c.req.valid('param').id, supplierId: door.supplierId(c) };
        const view = await supplierQuote(c.var.db, seat);
        if (door.marksRead && !view.invitation.readAt) await markQuoteRead(c.var.db, seat);
        return c.json(supplierQuoteToResponse(view));
      },
    )
    // PUT …/quotes/:id/answer — a new version of the answer
    .put(
      '/:id/answer',
      answerDoc('Responde (ou revisa) a cotação', [404, 409]),
      validate('param', quoteIdParam),
      validate('json', answerBody),
      async (c) => {
        const seat = { quoteId: c.req.valid('param').id, supplierId: door.supplierId(c) };
        const view = await answerQuote(c.var.db, seat, c.req.valid('json'), door.answeredVia(c));
        return c.json(supplierQuoteToResponse(view));
      },
    );

/** The supplier's people, in the portal: the cotações sent to their supplier, and their answers. */
export const portalQuoteRoutes = supplierQuoteRoutesFor({
  area: 'Portal do fornecedor',
  guard: [requireSession(), requireSupplierMember()],
  // requireSession and requireSupplierMember set the person and their supplier.
  supplierId: (c) => activeSupplierId({ var: c.var as SessionEnv['Variables'] }),
  oneSummary: 'Uma cotação recebida e a última resposta do fornecedor',
  marksRead: true,
  answeredVia: (c) => ({ channel: 'PORTAL', userId: (c.var as SessionEnv['Variables']).user.id }),
});

/** The supplier's systems, with its key: the same cotações its people see; each call logged like the others. */
export const keyQuoteRoutes = supplierQuoteRoutesFor({
  area: 'API do fornecedor',
  guard: [logSupplierUsage(), requireSupplierKey()],
  // requireSupplierKey set the key's supplier.
  supplierId: (c) => (c.var as SupplierKeyEnv['Variables']).supplierKey.supplierId,
  oneSummary: 'Uma cotação recebida e a última resposta',
  marksRead: false,
  answeredVia: () => ({ channel: 'API' }),
});

const tokenParam = z.object({ token: z.string().min(1).max(2000) });

/** The e-mailed answer link: one supplier, one cotação, until the deadline, from a phone without an account. */
export const answerLinkRoutes = new Hono<AppEnv>()
  .use(area('Resposta de cotação por link'))
  // GET /quote-answer/:token — the cotação the link names and the supplier's latest answer
  .get(
    '/:token',
    doc({
      summary: 'A cotação de um link de resposta e a última resposta do fornecedor',
      description:
        'Sem login: o link assinado vale para um fornecedor e uma cotação, até o prazo (410 depois; 401 se alterado).',
      response: supplierQuoteSchema,
      errors: [401, 404, 410],
    }),
    validate('param', tokenParam),
    async (c) => {
      const seat = await seatOfLink(c.var.db, c.var.config.SESSION_SECRET, c.req.valid('param').token);
      const view = await supplierQuote(c.var.db, seat);
      if (!view.invitation.readAt) await markQuoteRead(c.var.db, seat);
      return c.json(supplierQuoteToResponse(view));
    },
  )
  // PUT /quote-answer/:token — answer (or revise) through the link
  .put(
    '/:token',
    answerDoc('Responde (ou revisa) a cotação pelo link', [401, 404, 409, 410]),
    validate('param', tokenParam),
    validate('json', answerBody),
    async (c) => {
      const seat = await seatOfLink(c.var.db, c.var.config.SESSION_SECRET, c.req.valid('param').token);
      return c.json(
        supplierQuoteToResponse(await answerQuote(c.var.db, seat, c.req.valid('json'), { channel: 'LINK' })),
      );
    },
  );
