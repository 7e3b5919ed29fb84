import type { ImportGlobFunction } from 'vite';
import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { quoteAnswers, quoteComparisonAnswers, quoteLines, quoteSuppliers } from '../../db/schema/quotes';
import { createCatalogue } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';
import { roundTripsOf } from '../test/round-trips';
import { call, createTenant, withDb, type Principal } from '../test/tenant';
import { comparisonOffers } from './comparison-offers';
import { latestAnswers } from './quote-answers.service';
import { quoteComparison } from './quote-comparison';
import { addDays, todayInSaoPaulo } from '../platform/brazil';

/**
 * The comparison reads what each answer kept when it landed (quote_comparison_answers) and decides what
 * depends on the day at read time: these pin that a read writes nothing, that an offer past its validity
 * never counts, that a new version changes the comparison, and that the kept form is what a fresh
 * computation from the answers gives.
 */

declare global {
  interface ImportMeta {
    /** Vite's, resolved when vitest builds the file; the API's tsconfig does not load vite/client. */
    glob: ImportGlobFunction;
  }
}

// Read at build time by Vite (workerd has no file system): the backfill is checked against the same function.
const [migration] = Object.values(
  import.meta.glob<string>('../../migrations/0035_quote_comparison_answers.sql', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
/** The migration's backfill as a SELECT: what it wrote for the answers that came before it. */
const backfill = migration!.slice(migration!.indexOf('SELECT qs.'), migration!.lastIndexOf(';'));

// A calendar day as the product reads it (São Paulo): a UTC day is tomorrow there after 21:00.
const day = (days: number) => addDays(todayInSaoPaulo(), days);

type Offer = { supplierId: string; unitPrice: number | null; eligible: boolean; best: boolean };
type Comparison = {
  suppliers: { id: string; version: number | null; quotedLines: number }[];
  lines: { id: string; offers: Offer[] }[];
  bestSplit: { feasible: boolean; reason: string | null; total: number | null };
};
type AnswerLine = { lineId: string; unitPrice: number | null; availableQuantity?: number | null; note?: string };

async function sentQuote(member: Principal, supplierIds: string[], quantities: number[]) {
  const created = await call('POST', '/quotes', {
    as: member,
    body: {
      title: 'Comparação guardada',
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      lines: quantities.map((quantity, i) => ({ description: `Item ${i}`, unit: 'kg', quantity })),
      supplierIds,
    },
  });
  expect(created.status).toBe(201);
  const quote = (await created.json()) as { id: string; lines: { id: string }[] };
  expect((await call('POST', `/quotes/${quote.id}/send`, { as: member })).status).toBe(200);
  return quote;
}

async function answer(quoteId: string, key: string, lines: AnswerLine[], validUntil = day(10)) {
  const res = await call('PUT', `/supplier/quotes/${quoteId}/answer`, {
    headers: { 'x-api-key': key },
    body: { lines, validUntil, leadTimeDays: 1, freight: 0, minimumOrderValue: 0 },
  });
  expect(res.status).toBe(200);
}

async function compare(member: Principal, quoteId: string) {
  const res = await call('GET', `/quotes/${quoteId}/comparison`, { as: member });
  expect(res.status).toBe(200);
  return { res, body: (await res.json()) as Comparison };
}

/** Two suppliers answered one line each way; what every test here starts from. */
async function answeredQuote() {
  const tenant = await createTenant();
  const [a, b] = await Promise.all([createCatalogue(), createCatalogue()]);
  const [keyA, keyB] = await Promise.all([createSupplierKey(a.supplier.id), createSupplierKey(b.supplier.id)]);
  const quote = await sentQuote(tenant.member, [a.supplier.id, b.supplier.id], [2]);
  const lineId = quote.lines[0]!.id;
  await answer(quote.id, keyA.key, [{ lineId, unitPrice: 10 }]);
  await answer(quote.id, keyB.key, [{ lineId, unitPrice: 12 }], day(30));
  return { tenant, a, b, keyA, keyB, quote, lineId };
}

describe('cotações: the comparison is read, not rebuilt', () => {
  it('reads in one statement, the session check riding with it (1 round trip) and writes nothing: it runs in a read-only transaction', async () => {
    const { tenant, a, quote } = await answeredQuote();
    const { res, body } = await compare(tenant.member, quote.id);
    expect(roundTripsOf(res)).toBe(1);
    const kept = () =>
      withDb((db) =>
        db
          .select({ row: sql<string>`${quoteComparisonAnswers}::text`, xmin: sql<string>`xmin::text` })
          .from(quoteComparisonAnswers)
          .where(eq(quoteComparisonAnswers.quoteId, quote.id)),
      );
    const before = await kept();
    // PostgreSQL refuses any INSERT, UPDATE or DELETE in a read-only transaction: a read that wrote would throw.
    const read = await withDb((db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set transaction read only`);
        return quoteComparison(tx, tenant.organization.id, quote.id);
      }),
    );
    expect(read.split).toMatchObject({ feasible: true, lines: [{ supplierId: a.supplier.id }] });
    expect(body.bestSplit).toMatchObject({ feasible: true, total: 20 });
    await compare(tenant.member, quote.id);
    expect(await kept()).toEqual(before);
  });

  it('never counts an offer past its validity, though it was valid when the answer landed', async () => {
    const { tenant, a, b, quote, lineId } = await answeredQuote();
    const at = (today: string) => withDb((db) => quoteComparison(db, tenant.organization.id, quote.id, today));
    // A's answer is valid for 10 days, B's for 30: on day 11 only B's offer counts, and it is the best.
    const later = await at(day(11));
    const cells = later.grid[0]!.offers;
    expect(cells.find((o) => o.supplierId === a.supplier.id)).toMatchObject({ eligible: false, best: false });
    expect(cells.find((o) => o.supplierId === b.supplier.id)).toMatchObject({ eligible: true, best: true });
    expect(later.split).toMatchObject({ feasible: true, lines: [{ lineId, supplierId: b.supplier.id }] });
    // Past both validities nothing counts: no split, and the route says the same once the day comes.
    expect((await at(day(31))).split).toMatchObject({ feasible: false });
    await withDb((db) =>
      db
        .update(quoteAnswers)
        .set({ validUntil: day(-1) })
        .where(
          sql`${quoteAnswers.quoteSupplierId} in (select ${quoteSuppliers.id} from ${quoteSuppliers} where ${quoteSuppliers.quoteId} = ${quote.id})`,
        ),
    );
    const { body } = await compare(tenant.member, quote.id);
    expect(body.lines[0]!.offers.every((o) => !o.eligible && !o.best)).toBe(true);
    expect(body.bestSplit).toMatchObject({ feasible: false, total: null });
    expect(body.suppliers.every((s) => s.quotedLines === 0)).toBe(true);
  });

  it('changes with a new answer version: its prices, quantities and version replace the last', async () => {
    const { tenant, a, b, keyA, quote, lineId } = await answeredQuote();
    expect((await compare(tenant.member, quote.id)).body.bestSplit).toMatchObject({ total: 20 });
    // A lowers its price but now has only one unit of the two asked: its offer no longer covers the line.
    await answer(quote.id, keyA.key, [{ lineId, unitPrice: 8, availableQuantity: 1 }]);
    const { body } = await compare(tenant.member, quote.id);
    expect(body.suppliers.find((s) => s.id === a.supplier.id)).toMatchObject({ version: 2 });
    const cells = body.lines[0]!.offers;
    expect(cells.find((o) => o.supplierId === a.supplier.id)).toMatchObject({ unitPrice: 8, eligible: false });
    expect(cells.find((o) => o.supplierId === b.supplier.id)).toMatchObject({ unitPrice: 12, best: true });
    expect(body.bestSplit).toMatchObject({ feasible: true, total: 24 });
  });

  it('keeps what a fresh computation from the answers gives, as the migration backfilled, for random cotações (seeded)', async () => {
    const tenant = await createTenant();
    const catalogues = await Promise.all([createCatalogue(), createCatalogue(), createCatalogue()]);
    const keys = await Promise.all(catalogues.map((c) => createSupplierKey(c.supplier.id)));
    for (const seed of [7, 42, 2026]) {
      let state = seed;
      const random = () => {
        state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
        return state / 2_147_483_648;
      };
      const quantities = Array.from({ length: 1 + Math.floor(random() * 5) }, () => 1 + Math.floor(random() * 9));
      const quote = await sentQuote(
        tenant.member,
        catalogues.map((c) => c.supplier.id),
        quantities,
      );
      for (const key of keys) {
        // Some suppliers never answer; the others answer one to three versions.
        const versions = Math.floor(random() * 4);
        for (let v = 0; v < versions; v++) {
          const lines = quote.lines.flatMap(({ id }, i) =>
            random() < 0.2
              ? []
              : [
                  {
                    lineId: id,
                    unitPrice: random() < 0.2 ? null : Math.round(100 + random() * 5_000) / 100,
                    availableQuantity: random() < 0.5 ? null : Math.floor(random() * quantities[i]! * 2),
                    ...(random() < 0.3 ? { note: `marca ${seed}-${v}` } : {}),
                  },
                ],
          );
          await answer(quote.id, key.key, lines.length ? lines : [{ lineId: quote.lines[0]!.id, unitPrice: null }]);
        }
      }
      await withDb(async (db) => {
        const fresh = await latestAnswers(db, quote.id);
        const lines = await db
          .select({ id: quoteLines.id, quantity: quoteLines.quantity })
          .from(quoteLines)
          .where(eq(quoteLines.quoteId, quote.id))
          .orderBy(asc(quoteLines.position));
        const expected = fresh.answers
          .map((a) => ({
            quoteSupplierId: a.quoteSupplierId,
            answerId: a.id,
            offers: comparisonOffers(
              lines,
              fresh.lines.filter((l) => l.answerId === a.id),
            ),
          }))
          .sort((x, y) => (x.quoteSupplierId < y.quoteSupplierId ? -1 : 1));
        const stored = await db
          .select({
            quoteSupplierId: quoteComparisonAnswers.quoteSupplierId,
            answerId: quoteComparisonAnswers.answerId,
            offers: quoteComparisonAnswers.offers,
          })
          .from(quoteComparisonAnswers)
          .where(eq(quoteComparisonAnswers.quoteId, quote.id))
          .orderBy(asc(quoteComparisonAnswers.quoteSupplierId));
        expect({ seed, stored }).toEqual({ seed, stored: expected });
        // Cotações answered before the table existed got the same form from the migration's backfill.
        const { rows } = await db.execute<{ quote_supplier_id: string; answer_id: string; offers: unknown }>(
          sql`select b.quote_supplier_id, b.answer_id, b.offers from (${sql.raw(backfill)})
              as b(quote_supplier_id, quote_id, answer_id, offers) where b.quote_id = ${quote.id} order by 1`,
        );
        expect({
          seed,
          backfilled: rows.map((r) => ({
            quoteSupplierId: r.quote_supplier_id,
            answerId: r.answer_id,
            offers: r.offers,
          })),
        }).toEqual({ seed, backfilled: expected });
      });
    }
  });
});
