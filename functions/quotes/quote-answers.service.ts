import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { organizations } from '../../db/schema/organizations';
import {
  quoteAnswerLines,
  quoteAnswers,
  quoteComparisonAnswers,
  quoteLines,
  quotes,
  quoteSuppliers,
} from '../../db/schema/quotes';
import { landingOf } from '../platform/allowed-move';
import { todayInSaoPaulo } from '../platform/brazil';
import { inTransaction, type Db, type DbOrTx } from '../platform/db';
import { ApiError, notFound, type ErrorDetail } from '../platform/errors';
import { offsetOf, pagination } from '../platform/pagination';
import { nextQuoteStatus, quoteStatusAt } from './quote-machine';
import { openAnswerLink } from './answer-link';
import { comparisonOffers, type AnswerLine } from './comparison-offers';
import type { AnswerInput } from './quote-answers.schemas';

/** Which invited supplier is asking, about which cotação. */
export interface SupplierSeat {
  quoteId: string;
  supplierId: string;
}

/** How an answer came in: the portal (a supplier's person), the supplier API (a key) or the e-mailed link. */
export type AnswerChannel = { channel: 'PORTAL'; userId: string } | { channel: 'API' } | { channel: 'LINK' };

const quoteNotFound = () => notFound('Cotação não encontrada');

/** The supplier's invitation and its cotação; a draft is not the supplier's to see yet. */
async function seatOf(db: DbOrTx, seat: SupplierSeat, lock = false) {
  const query = db
    .select({ invitation: quoteSuppliers, quote: quotes })
    .from(quoteSuppliers)
    .innerJoin(quotes, eq(quotes.id, quoteSuppliers.quoteId))
    .where(
      and(
        eq(quoteSuppliers.quoteId, seat.quoteId),
        eq(quoteSuppliers.supplierId, seat.supplierId),
        ne(quotes.status, 'DRAFT'),
      ),
    );
  const [row] = lock ? await query.for('update', { of: quoteSuppliers }) : await query;
  if (!row) throw quoteNotFound();
  return row;
}

/** The latest version of the supplier's answer, with its lines (null before the first). */
async function latestAnswer(db: DbOrTx, invitationId: string) {
  const [answer] = await db
    .select()
    .from(quoteAnswers)
    .where(eq(quoteAnswers.quoteSupplierId, invitationId))
    .orderBy(desc(quoteAnswers.version))
    .limit(1);
  if (!answer) return null;
  const lines = await db.select().from(quoteAnswerLines).where(eq(quoteAnswerLines.answerId, answer.id));
  return { answer, lines };
}

/** The cotação as the invited supplier reads it: the buyer, where and when, the lines and its own answer. */
export async function supplierQuote(db: DbOrTx, seat: SupplierSeat) {
  const { invitation, quote } = await seatOf(db, seat);
  const [[buyer], lines, latest] = await Promise.all([
    db
      .select({ name: organizations.name, cnpj: organizations.cnpj })
      .from(organizations)
      .where(eq(organizations.id, quote.organizationId)),
    db.select().from(quoteLines).where(eq(quoteLines.quoteId, quote.id)).orderBy(asc(quoteLines.position)),
    latestAnswer(db, invitation.id),
  ]);
  return { quote, invitation, buyer: buyer!, lines, latest };
}
export type SupplierQuoteView = Awaited<ReturnType<typeof supplierQuote>>;

/** The first reading of a cotação by the supplier (the portal inbox's unread). */
export async function markQuoteRead(db: Db, seat: SupplierSeat) {
  await db
    .update(quoteSuppliers)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(quoteSuppliers.quoteId, seat.quoteId),
        eq(quoteSuppliers.supplierId, seat.supplierId),
        sql`${quoteSuppliers.readAt} IS NULL`,
      ),
    );
}

/** The supplier's cotações, newest first (drafts are not sent yet, so not listed). */
export async function supplierQuotes(db: Db, supplierId: string, q: { page: number; limit: number }) {
  const where = and(eq(quoteSuppliers.supplierId, supplierId), ne(quotes.status, 'DRAFT'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        invitation: quoteSuppliers,
        quote: {
          id: quotes.id,
          title: quotes.title,
          status: quotes.status,
          deadline: quotes.deadline,
          sentAt: quotes.sentAt,
        },
        buyerName: organizations.name,
      })
      .from(quoteSuppliers)
      .innerJoin(quotes, eq(quotes.id, quoteSuppliers.quoteId))
      .innerJoin(organizations, eq(organizations.id, quotes.organizationId))
      .where(where)
      .orderBy(desc(quoteSuppliers.createdAt), desc(quoteSuppliers.id))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db
      .select({ n: count() })
      .from(quoteSuppliers)
      .innerJoin(quotes, eq(quotes.id, quoteSuppliers.quoteId))
      .where(where),
  ]);
  return { rows, pagination: pagination(q.page, q.limit, total!.n) };
}
export type SupplierQuoteRow = Awaited<ReturnType<typeof supplierQuotes>>['rows'][number];

/**
 * A new version of the supplier's answer: taken while the cotação is open and before its deadline
 * (409 after), every line one of the cotação's (400 otherwise), the validity not in the past.
 * Lines left out are "não cotado". The earlier versions stay.
 */
export async function answerQuote(db: Db, seat: SupplierSeat, input: AnswerInput, via: AnswerChannel) {
  return inTransaction(db, async (tx) => {
    const { invitation, quote } = await seatOf(tx, seat, true);
    landingOf(nextQuoteStatus(quoteStatusAt(quote), 'answer', 'supplier'));
    const details: ErrorDetail[] = [];
    if (input.validUntil < todayInSaoPaulo())
      details.push({ path: 'validUntil', message: 'A validade da proposta não pode estar no passado' });
    const quoteLinesInOrder = await tx
      .select({ id: quoteLines.id, quantity: quoteLines.quantity })
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, quote.id))
      .orderBy(asc(quoteLines.position));
    const ids = new Set(quoteLinesInOrder.map((l) => l.id));
    input.lines.forEach((l, i) => {
      if (!ids.has(l.lineId)) details.push({ path: `lines.${i}.lineId`, message: 'Esta linha não está na cotação' });
    });
    if (details.length) {
      throw new ApiError({ code: 'VALIDATION_ERROR', message: details.map((d) => d.message).join('; '), details });
    }
    const version = invitation.answerCount + 1;
    const [answer] = await tx
      .insert(quoteAnswers)
      .values({
        quoteSupplierId: invitation.id,
        version,
        channel: via.channel,
        answeredBy: via.channel === 'PORTAL' ? via.userId : null,
        validUntil: input.validUntil,
        leadTimeDays: input.leadTimeDays,
        paymentTerm: input.paymentTerm ?? null,
        minimumOrderValue: input.minimumOrderValue.toFixed(2),
        freight: input.freight.toFixed(2),
        notes: input.notes ?? null,
      })
      .returning({ id: quoteAnswers.id });
    const answered: AnswerLine[] = input.lines.map((l) => ({
      lineId: l.lineId,
      unitPrice: l.unitPrice === null ? null : l.unitPrice.toFixed(2),
      availableQuantity: l.availableQuantity ?? null,
      note: l.note ?? null,
    }));
    await tx.insert(quoteAnswerLines).values(answered.map((l) => ({ ...l, answerId: answer!.id })));
    await keepForComparison(tx, invitation, answer!.id, comparisonOffers(quoteLinesInOrder, answered));
    const now = new Date();
    await tx
      .update(quoteSuppliers)
      .set({ answeredAt: now, answerCount: version, readAt: invitation.readAt ?? now, updatedAt: now })
      .where(eq(quoteSuppliers.id, invitation.id));
    return supplierQuote(tx, seat);
  });
}

/**
 * The comparison's copy of the supplier's latest answer (quote_comparison_answers), replaced in the
 * answer's transaction: the seat's lock orders a supplier's versions, so the last written is the latest.
 */
async function keepForComparison(
  tx: DbOrTx,
  invitation: { id: string; quoteId: string },
  answerId: string,
  offers: ReturnType<typeof comparisonOffers>,
) {
  await tx
    .insert(quoteComparisonAnswers)
    .values({ quoteSupplierId: invitation.id, quoteId: invitation.quoteId, answerId, offers })
    .onConflictDoUpdate({ target: quoteComparisonAnswers.quoteSupplierId, set: { answerId, offers } });
}

/** The latest answer of every invited supplier of a cotação, read from the answers themselves (the tests' check). */
export async function latestAnswers(db: DbOrTx, quoteId: string) {
  const invited = await db.select().from(quoteSuppliers).where(eq(quoteSuppliers.quoteId, quoteId));
  const answered = invited.filter((i) => i.answerCount > 0);
  if (answered.length === 0) return { invited, answers: [], lines: [] };
  const latest = new Map(answered.map((i) => [i.id, i.answerCount]));
  // Every version of the answering suppliers, then the latest of each: a handful of rows per supplier.
  const answers = (
    await db
      .select()
      .from(quoteAnswers)
      .where(inArray(quoteAnswers.quoteSupplierId, [...latest.keys()]))
  ).filter((a) => latest.get(a.quoteSupplierId) === a.version);
  const lines = answers.length
    ? await db
        .select()
        .from(quoteAnswerLines)
        .where(
          inArray(
            quoteAnswerLines.answerId,
            answers.map((a) => a.id),
          ),
        )
    : [];
  return { invited, answers, lines };
}

/**
 * The seat an answer link names: a changed or revoked link is 401, one past the deadline 410 (the
 * cotação's answers are closed by then anyway).
 */
export async function seatOfLink(db: Db, secret: string, token: string): Promise<SupplierSeat> {
  const opened = await openAnswerLink(secret, token);
  if (!opened.ok) {
    throw opened.reason === 'expired'
      ? new ApiError({ code: 'GONE', message: 'Este link de resposta expirou com o prazo da cotação' })
      : new ApiError({ code: 'UNAUTHORIZED', message: 'Link de resposta inválido' });
  }
  const { invitationId, quoteId, supplierId, linkVersion } = opened.claims;
  const [current] = await db
    .select({ linkVersion: quoteSuppliers.linkVersion })
    .from(quoteSuppliers)
    .where(
      and(
        eq(quoteSuppliers.id, invitationId),
        eq(quoteSuppliers.quoteId, quoteId),
        eq(quoteSuppliers.supplierId, supplierId),
      ),
    );
  if (!current || current.linkVersion !== linkVersion)
    throw new ApiError({ code: 'UNAUTHORIZED', message: 'Link de resposta inválido' });
  return { quoteId, supplierId };
}

/**
 * Open cotações whose deadline has passed, closed by the clock (the table's "expire" by the system).
 * Every read and move already takes them as closed (quoteStatusAt); this writes it down, so the row,
 * the scorecards' SQL and anything else reading the column agree.
 */
export async function closeExpiredQuotes(db: Db, now = new Date()): Promise<number> {
  const closed = await db
    .update(quotes)
    // Dated at the deadline: the moment every read has called it closed since, not the sweep's minute.
    .set({ status: landingOf(nextQuoteStatus('OPEN', 'expire', 'system')), closedAt: quotes.deadline, updatedAt: now })
    .where(and(eq(quotes.status, 'OPEN'), sql`${quotes.deadline} <= ${now}`))
    .returning({ id: quotes.id });
  return closed.length;
}
