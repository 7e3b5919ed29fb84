import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue';
import { createEggsQuote } from '../test/quotes';
import { createSupplierKey } from '../test/supplier-keys';
import { eq } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { call, createTenant, withDb } from '../test/tenant';
import { addDays, todayInSaoPaulo } from '../platform/brazil';

// A calendar day as the product reads it (São Paulo): a UTC day is tomorrow there after 21:00.
const day = (days: number) => addDays(todayInSaoPaulo(), days);

type Comparison = {
  suppliers: { id: string; total: number; meetsMinimum: boolean; answered: boolean }[];
  lines: {
    id: string;
    lastPaid: { unitPrice: number } | null;
    offers: { supplierId: string; unitPrice: number | null; best: boolean; eligible: boolean }[];
  }[];
  bestSplit: {
    feasible: boolean;
    total: number | null;
    suppliers: { supplierId: string; total: number }[];
    lines: { lineId: string; supplierId: string }[];
  };
};

describe('cotações: the comparison', () => {
  it('marks the best price per line, yet the best split is the cheapest award once freight and minimums count', async () => {
    const { member } = await createTenant();
    const [a, b, c, silent] = await Promise.all([
      createCatalogue([{ price: '11.00' }]),
      createCatalogue(),
      createCatalogue(),
      createCatalogue(),
    ]);
    // The buyer paid R$ 11,00 for A's product before.
    await call('POST', '/cart/item', { as: member, body: { productId: a.products[0]!.id, quantity: 2 } });
    expect((await call('POST', '/purchase-orders', { as: member, body: { description: 'Antes' } })).status).toBe(201);

    const quote = (await (
      await call('POST', '/quotes', {
        as: member,
        body: {
          title: 'Semana',
          deadline: new Date(Date.now() + 86_400_000).toISOString(),
          lines: [
            { productId: a.products[0]!.id, quantity: 1 },
            { description: 'Tomate italiano', unit: 'kg', quantity: 1 },
          ],
          supplierIds: [a.supplier.id, b.supplier.id, c.supplier.id, silent.supplier.id],
        },
      })
    ).json()) as { id: string; lines: { id: string }[] };
    expect((await call('POST', `/quotes/${quote.id}/send`, { as: member })).status).toBe(200);
    const [rice, tomato] = quote.lines.map((l) => l.id);
    const answerAs = async (
      supplierId: string,
      prices: [number | null, number | null],
      freight: number,
      minimum = 0,
    ) => {
      const key = await createSupplierKey(supplierId);
      const res = await call('PUT', `/supplier/quotes/${quote.id}/answer`, {
        headers: { 'x-api-key': key.key },
        body: {
          lines: [
            { lineId: rice, unitPrice: prices[0] },
            { lineId: tomato, unitPrice: prices[1] },
          ],
          validUntil: day(10),
          leadTimeDays: 1,
          freight,
          minimumOrderValue: minimum,
        },
      });
      expect(res.status).toBe(200);
    };
    // Per line, B is cheapest for the rice and C for the tomatoes; but B's freight and C's minimum
    // make A alone the cheapest award: R$ 20,00 against R$ 24,00 for A+B.
    await answerAs(a.supplier.id, [10, 10], 0);
    await answerAs(b.supplier.id, [9, 20], 5);
    await answerAs(c.supplier.id, [null, 8], 0, 50);

    const res = await call('GET', `/quotes/${quote.id}/comparison`, { as: member });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Comparison;
    const best = (lineId: string) =>
      body.lines
        .find((l) => l.id === lineId)!
        .offers.filter((o) => o.best)
        .map((o) => o.supplierId);
    expect(best(rice!)).toEqual([b.supplier.id]);
    expect(best(tomato!)).toEqual([c.supplier.id]);
    expect(body.lines.find((l) => l.id === rice)!.lastPaid).toEqual(expect.objectContaining({ unitPrice: 11 }));
    expect(body.lines.find((l) => l.id === tomato)!.lastPaid).toBeNull();
    expect(body.bestSplit).toMatchObject({ feasible: true, total: 20 });
    expect(body.bestSplit.lines).toEqual([
      { lineId: rice, supplierId: a.supplier.id },
      { lineId: tomato, supplierId: a.supplier.id },
    ]);
    const of = (id: string) => body.suppliers.find((s) => s.id === id)!;
    expect(of(b.supplier.id)).toMatchObject({ total: 34, meetsMinimum: true });
    expect(of(c.supplier.id)).toMatchObject({ total: 8, meetsMinimum: false });
    expect(of(silent.supplier.id)).toMatchObject({ answered: false, total: 0 });
  });

  it('a draft has nothing to compare (409); another organization’s cotação is missing', async () => {
    const { member } = await createTenant();
    const other = await createTenant();
    const draft = await createEggsQuote(member, 'Rascunho');
    const res = await call('GET', `/quotes/${draft.id}/comparison`, { as: member });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { message: 'A cotação ainda não foi enviada: não há respostas para comparar' },
    });
    expect((await call('GET', `/quotes/${draft.id}/comparison`, { as: other.owner })).status).toBe(404);
  });

  it('breaks a tie toward the supplier with the better scorecard, not the platform rating', async () => {
    const { member } = await createTenant();
    const [steady, silent] = await Promise.all([createCatalogue(), createCatalogue()]);
    // The platform rates the silent one higher; it left the buyer's last cotação unanswered (its only one).
    await withDb((db) => db.update(suppliers).set({ rating: '5.0' }).where(eq(suppliers.id, silent.supplier.id)));
    const cotacao = async (title: string, answering: string[], price: number) => {
      const quote = await createEggsQuote(member, title, [silent.supplier.id, steady.supplier.id]);
      expect((await call('POST', `/quotes/${quote.id}/send`, { as: member })).status).toBe(200);
      for (const supplierId of answering) {
        const key = await createSupplierKey(supplierId);
        const res = await call('PUT', `/supplier/quotes/${quote.id}/answer`, {
          headers: { 'x-api-key': key.key },
          body: {
            lines: [{ lineId: quote.lines[0]!.id, unitPrice: price }],
            validUntil: day(10),
            leadTimeDays: 1,
            freight: 0,
            minimumOrderValue: 0,
          },
        });
        expect(res.status).toBe(200);
      }
      expect((await call('POST', `/quotes/${quote.id}/close`, { as: member })).status).toBe(200);
      return quote.id;
    };
    await cotacao('Semana passada', [steady.supplier.id], 12);
    const tied = await cotacao('Esta semana', [silent.supplier.id, steady.supplier.id], 12);
    const comparison = (await (await call('GET', `/quotes/${tied}/comparison`, { as: member })).json()) as Comparison;
    expect(comparison.bestSplit).toMatchObject({ feasible: true, total: 120 });
    expect(comparison.bestSplit.suppliers.map((s) => s.supplierId)).toEqual([steady.supplier.id]);
  });
});
