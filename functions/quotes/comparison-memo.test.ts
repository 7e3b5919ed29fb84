import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import type { ComparisonOffers } from '../../db/schema/quotes';
import { createCatalogue } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';
import { call, createTenant, withDb, type Principal } from '../test/tenant';
import { addDays, todayInSaoPaulo } from '../platform/brazil';
import { comparisonBody, comparisonMemoSize } from './comparison-memo';
import { readComparison } from './comparison-read';
import { quoteComparison } from './quote-comparison';
import { comparisonToResponse } from './quote-comparison.responses';

/**
 * The comparison's answer is remembered per isolate (comparison-memo.ts) and the statement leaves out
 * the lines and offers the isolate holds: these pin that the remembered answer is the one a fresh
 * computation gives, and that whatever it depends on — the day, a new answer version, a supplier's
 * name, the organization asking — is read afresh.
 */

// A calendar day as the product reads it (São Paulo): a UTC day is tomorrow there after 21:00.
const day = (days: number) => addDays(todayInSaoPaulo(), days);

type Comparison = {
  suppliers: { id: string; name: string; version: number | null }[];
  lines: { offers: { supplierId: string; unitPrice: number | null; eligible: boolean; best: boolean }[] }[];
  bestSplit: { feasible: boolean; total: number | null };
};

async function sentQuote(member: Principal, supplierIds: string[]) {
  const created = await call('POST', '/quotes', {
    as: member,
    body: {
      title: 'Comparação lembrada',
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      lines: [
        { description: 'Tomate', unit: 'kg', quantity: 2 },
        { description: 'Cebola', unit: 'kg', quantity: 3 },
      ],
      supplierIds,
    },
  });
  expect(created.status).toBe(201);
  const quote = (await created.json()) as { id: string; lines: { id: string }[] };
  expect((await call('POST', `/quotes/${quote.id}/send`, { as: member })).status).toBe(200);
  return quote;
}

async function answer(quoteId: string, key: string, prices: number[], lineIds: string[], validUntil: string) {
  const res = await call('PUT', `/supplier/quotes/${quoteId}/answer`, {
    headers: { 'x-api-key': key },
    body: {
      lines: lineIds.map((lineId, i) => ({ lineId, unitPrice: prices[i]! })),
      validUntil,
      leadTimeDays: 1,
      freight: 0,
      minimumOrderValue: 0,
    },
  });
  expect(res.status).toBe(200);
}

/** A answered both lines for 10 days, B for 30 days at higher prices. */
async function answeredQuote() {
  const tenant = await createTenant();
  const [a, b] = await Promise.all([createCatalogue(), createCatalogue()]);
  const [keyA, keyB] = await Promise.all([createSupplierKey(a.supplier.id), createSupplierKey(b.supplier.id)]);
  const quote = await sentQuote(tenant.member, [a.supplier.id, b.supplier.id]);
  const lineIds = quote.lines.map((l) => l.id);
  await answer(quote.id, keyA.key, [10, 20], lineIds, day(10));
  await answer(quote.id, keyB.key, [12, 25], lineIds, day(30));
  return { tenant, a, b, keyA, quote, lineIds };
}

const fresh = (organizationId: string, quoteId: string, today: string) =>
  withDb(async (db) => JSON.stringify(comparisonToResponse(await quoteComparison(db, organizationId, quoteId, today))));

describe('cotações: the comparison remembered per isolate', () => {
  it('answers what a fresh computation gives, and computes again for another day: an expired offer is never eligible', async () => {
    const { tenant, a, b, quote } = await answeredQuote();
    const org = tenant.organization.id;
    const body = (today: string) => withDb((db) => comparisonBody(db, org, quote.id, today));
    const first = await body(day(0));
    expect(await body(day(0))).toBe(first);
    expect(first).toBe(await fresh(org, quote.id, day(0)));
    expect(comparisonMemoSize().entries).toBeGreaterThan(0);
    // On day 11 A's answer has expired: B's offers are the only eligible ones, and the split is B's.
    const later = JSON.parse(await body(day(11))) as Comparison;
    for (const line of later.lines) {
      expect(line.offers.find((o) => o.supplierId === a.supplier.id)).toMatchObject({ eligible: false, best: false });
      expect(line.offers.find((o) => o.supplierId === b.supplier.id)).toMatchObject({ eligible: true, best: true });
    }
    expect(later.bestSplit).toMatchObject({ feasible: true, total: 12 * 2 + 25 * 3 });
    expect(JSON.stringify(later)).toBe(await fresh(org, quote.id, day(11)));
  });

  it('fills in what it holds as a fresh read has it, and reads a new version’s offers afresh', async () => {
    const { tenant, a, keyA, quote, lineIds } = await answeredQuote();
    const org = tenant.organization.id;
    const first = await withDb((db) => readComparison(db, org, quote.id));
    const held = {
      linesSentAt: first.linesSentAt!,
      lines: first.lines,
      offersOf: new Map<string, ComparisonOffers>(first.answers.map((x) => [x.id, x.offers])),
    };
    expect(await withDb((db) => readComparison(db, org, quote.id, held))).toEqual(first);
    // A's second version is a new answer: its offers are not among the held ones.
    await answer(quote.id, keyA.key, [9, 19], lineIds, day(10));
    const again = await withDb((db) => readComparison(db, org, quote.id, held));
    expect(again).toEqual(await withDb((db) => readComparison(db, org, quote.id)));
    const seatOfA = again.invited.find((i) => i.supplier.id === a.supplier.id)!.invitation.id;
    expect(again.answers.find((x) => x.quoteSupplierId === seatOfA)!.offers.unitPrice).toEqual(['9.00', '19.00']);
  });

  it('through the route: a new version, a renamed supplier and another organization are never answered from memory', async () => {
    const { tenant, a, keyA, quote, lineIds } = await answeredQuote();
    const compare = async (member: Principal) => {
      const res = await call('GET', `/quotes/${quote.id}/comparison`, { as: member });
      return { status: res.status, body: (await res.json()) as Comparison };
    };
    const before = await compare(tenant.member);
    expect(before.body.bestSplit).toMatchObject({ feasible: true, total: 10 * 2 + 20 * 3 });
    expect((await compare(tenant.member)).body).toEqual(before.body);

    await answer(quote.id, keyA.key, [9, 19], lineIds, day(10));
    const newer = await compare(tenant.member);
    expect(newer.body.suppliers.find((s) => s.id === a.supplier.id)).toMatchObject({ version: 2 });
    expect(newer.body.bestSplit).toMatchObject({ feasible: true, total: 9 * 2 + 19 * 3 });

    await withDb((db) =>
      db.update(suppliers).set({ name: 'Hortifrúti Renomeado' }).where(eq(suppliers.id, a.supplier.id)),
    );
    const renamed = await compare(tenant.member);
    expect(renamed.body.suppliers.find((s) => s.id === a.supplier.id)).toMatchObject({ name: 'Hortifrúti Renomeado' });

    const other = await createTenant();
    expect((await compare(other.member)).status).toBe(404);
  });
});
