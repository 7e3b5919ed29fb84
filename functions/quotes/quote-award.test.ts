import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { negotiatedPrices, quotes, quoteSuppliers } from '../../db/schema/quotes';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';
import { suppliers } from '../../db/schema/catalogue';
import { createCatalogue } from '../test/catalogue';
import { inboxFor } from '../test/inbox';
import { roundTripsOf } from '../test/round-trips';
import { createSupplierKey } from '../test/supplier-keys';
import { call, createTenant, uniq, withDb, type Principal } from '../test/tenant';
import { addDays, todayInSaoPaulo } from '../platform/brazil';

// A calendar day as the product reads it (São Paulo): a UTC day is tomorrow there after 21:00.
const day = (days: number) => addDays(todayInSaoPaulo(), days);
type ErrorBody = { error: { message: string } };
/**
 * An award's database round trips, pinned so that whatever adds one (an Idempotency-Key, #51) fails here.
 * 7 since #55: the comparison it awards from is one statement (was 5 trips of reads, now 1); 6 once the
 * session's check rides the first statement (decision 0066).
 */
const AWARD_ROUND_TRIPS = 6;

/**
 * A sent cotação of a catalogue line and a free-text line to three suppliers: A answers both (with
 * freight), B only the free text (cheaper, with a minimum), C nothing.
 */
async function answeredQuote() {
  const tenant = await createTenant();
  const [a, b, c] = await Promise.all([createCatalogue(), createCatalogue(), createCatalogue()]);
  const tag = uniq();
  await withDb(async (db) => {
    for (const [i, s] of [a, b].entries())
      await db
        .update(suppliers)
        .set({ orderEmail: `cot-${i}-${tag}@fornecedor.teste.dev` })
        .where(eq(suppliers.id, s.supplier.id));
  });
  const quote = (await (
    await call('POST', '/quotes', {
      as: tenant.member,
      body: {
        title: `Semana ${tag}`,
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
        lines: [
          { productId: a.products[0]!.id, quantity: 10 },
          { description: 'Tomate italiano', unit: 'kg', quantity: 30 },
        ],
        supplierIds: [a.supplier.id, b.supplier.id, c.supplier.id],
      },
    })
  ).json()) as { id: string; lines: { id: string }[] };
  expect((await call('POST', `/quotes/${quote.id}/send`, { as: tenant.member })).status).toBe(200);
  const [rice, tomato] = quote.lines.map((l) => l.id) as [string, string];
  const answer = async (supplierId: string, lines: unknown[], freight: number, minimumOrderValue = 0) => {
    const key = await createSupplierKey(supplierId);
    const res = await call('PUT', `/supplier/quotes/${quote.id}/answer`, {
      headers: { 'x-api-key': key.key },
      body: { lines, validUntil: day(20), leadTimeDays: 1, freight, minimumOrderValue, paymentTerm: 'Boleto 28 dias' },
    });
    expect(res.status).toBe(200);
  };
  await answer(
    a.supplier.id,
    [
      { lineId: rice, unitPrice: 25.5 },
      { lineId: tomato, unitPrice: 7 },
    ],
    15,
  );
  await answer(b.supplier.id, [{ lineId: tomato, unitPrice: 6.5 }], 0, 150);
  return { ...tenant, a, b, c, quote, rice, tomato, tag, answer };
}

describe('cotações: the award', () => {
  it('awards the best split: the order at the quoted prices with freight, negotiated prices, the winners told', async () => {
    const { member, a, b, quote, organization, tag } = await answeredQuote();
    const early = await call('POST', `/quotes/${quote.id}/award`, { as: member, body: { strategy: 'best_split' } });
    expect(early.status).toBe(409);
    expect(((await early.json()) as ErrorBody).error.message).toBe(
      'Não é possível fechar esta cotação com os vencedores: ela está aberta a respostas',
    );
    expect((await call('POST', `/quotes/${quote.id}/close`, { as: member })).status).toBe(200);

    // A alone: 255 + 210 + 15 = 480; A (rice) + B (tomatoes): 255 + 15 + 195 = 465 — B's minimum of 150 is met.
    const comparison = (await (await call('GET', `/quotes/${quote.id}/comparison`, { as: member })).json()) as {
      bestSplit: { total: number };
    };
    expect(comparison.bestSplit.total).toBe(465);
    const res = await call('POST', `/quotes/${quote.id}/award`, { as: member, body: { strategy: 'best_split' } });
    expect(res.status).toBe(200);
    const awarded = (await res.json()) as {
      status: string;
      purchaseOrderId: string;
      suppliers: { id: string; outcome: string | null }[];
    };
    expect(awarded.status).toBe('AWARDED');
    expect(Object.fromEntries(awarded.suppliers.map((s) => [s.id, s.outcome]))).toMatchObject({
      [a.supplier.id]: 'WON',
      [b.supplier.id]: 'WON',
    });

    const items = await withDb((db) =>
      db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, awarded.purchaseOrderId)),
    );
    const line = (name: string) => items.find((i) => i.productName.startsWith(name))!;
    expect(items).toHaveLength(3);
    expect(line(a.products[0]!.name)).toMatchObject({
      supplierId: a.supplier.id,
      unitPrice: '25.50',
      quantity: 10,
      totalPrice: '255.00',
    });
    expect(line('Tomate italiano')).toMatchObject({
      supplierId: b.supplier.id,
      unitPrice: '6.50',
      quantity: 30,
      productId: null,
    });
    expect(line('Frete')).toMatchObject({ supplierId: a.supplier.id, unitPrice: '15.00', quantity: 1 });
    const [order] = await withDb((db) =>
      db.select().from(purchaseOrders).where(eq(purchaseOrders.id, awarded.purchaseOrderId)),
    );
    expect(order).toMatchObject({
      totalAmount: '465.00',
      description: `Cotação: Semana ${tag}`,
      clientId: member.user.id,
    });

    const prices = await withDb((db) =>
      db.select().from(negotiatedPrices).where(eq(negotiatedPrices.organizationId, organization.id)),
    );
    expect(prices).toEqual([
      expect.objectContaining({
        productId: a.products[0]!.id,
        supplierId: a.supplier.id,
        unitPrice: '25.50',
        validUntil: day(20),
      }),
    ]);

    const again = await call('POST', `/quotes/${quote.id}/award`, { as: member, body: { strategy: 'best_split' } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.message).toBe(
      'Não é possível fechar esta cotação com os vencedores: ela já tem os vencedores escolhidos',
    );
    for (const i of [0, 1])
      await expect
        .poll(async () => (await inboxFor(`cot-${i}-${tag}@fornecedor.teste.dev`)).map((m) => m.subject), {
          timeout: 20_000,
          interval: 250,
        })
        .toContain(`Você venceu a cotação de ${organization.name}: Semana ${tag}`);
  }, 40_000);

  it('refuses an award to a supplier that did not quote the line, or below its minimum; writes nothing', async () => {
    const { member, a, b, c, quote, rice, tomato, answer } = await answeredQuote();
    // B revises: its minimum is now R$ 300, above the R$ 195 of its tomatoes.
    await answer(b.supplier.id, [{ lineId: tomato, unitPrice: 6.5 }], 0, 300);
    expect((await call('POST', `/quotes/${quote.id}/close`, { as: member })).status).toBe(200);
    const cases: [unknown, string][] = [
      [{ lines: [{ lineId: rice, supplierId: b.supplier.id }] }, `${'{b}'} não cotou`],
      [{ lines: [{ lineId: rice, supplierId: c.supplier.id }] }, `${'{c}'} não cotou`],
      [{ lines: [{ lineId: crypto.randomUUID(), supplierId: a.supplier.id }] }, 'Esta linha não está na cotação'],
      [{ lines: [{ lineId: tomato, supplierId: b.supplier.id }] }, 'para o pedido mínimo de'],
      [{ strategy: 'single_supplier', supplierId: c.supplier.id }, 'não cotou nenhuma linha'],
    ];
    const names = await withDb((db) => db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers));
    const nameOf = (id: string) => names.find((n) => n.id === id)!.name;
    for (const [body, message] of cases) {
      const res = await call('POST', `/quotes/${quote.id}/award`, { as: member, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const text = ((await res.json()) as ErrorBody).error.message;
      expect(text).toContain(message.replace('{b}', nameOf(b.supplier.id)).replace('{c}', nameOf(c.supplier.id)));
    }
    const [row] = await withDb((db) => db.select().from(quotes).where(eq(quotes.id, quote.id)));
    expect(row).toMatchObject({ status: 'CLOSED', purchaseOrderId: null });
    const outcomes = await withDb((db) => db.select().from(quoteSuppliers).where(eq(quoteSuppliers.quoteId, quote.id)));
    expect(outcomes.map((o) => o.outcome)).toEqual([null, null, null]);

    const single = await call('POST', `/quotes/${quote.id}/award`, {
      as: member,
      body: { strategy: 'single_supplier', supplierId: a.supplier.id },
    });
    expect(single.status).toBe(200);
  });
});

type Awarded = { status: string; purchaseOrderId: string };
const award = (as: Principal, quoteId: string, key?: string) =>
  call('POST', `/quotes/${quoteId}/award`, {
    as,
    body: { strategy: 'best_split' },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
/** The cotações' orders of the organization (what an award makes). */
const awardOrders = (organizationId: string, tag: string) =>
  withDb((db) =>
    db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.organizationId, organizationId),
          eq(purchaseOrders.description, `Cotação: Semana ${tag}`),
        ),
      ),
  );

/**
 * The award honours Idempotency-Key by the rule of checkout (issue #51): a buyer whose answer was lost,
 * or who confirmed twice, sends the same key again and is given the first answer — the same order —
 * instead of "já tem os vencedores escolhidos"; the key on another route is a 409; without a key nothing changes.
 */
describe('cotações: the award with Idempotency-Key', () => {
  async function closedQuote() {
    const q = await answeredQuote();
    expect((await call('POST', `/quotes/${q.quote.id}/close`, { as: q.member })).status).toBe(200);
    return q;
  }

  it('answers the same key again with the first answer: the same order, one order made', async () => {
    const { member, quote, organization, tag } = await closedQuote();
    const key = `adjudicacao-${uniq()}`;
    const first = await award(member, quote.id, key);
    expect(first.status).toBe(200);
    const awarded = (await first.json()) as Awarded;
    expect(awarded).toMatchObject({ status: 'AWARDED', purchaseOrderId: expect.any(String) });

    // At once (its answer is stored after the response) and once more later: the same answer.
    for (const _ of [0, 1]) {
      const again = await award(member, quote.id, key);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(awarded);
    }
    expect(await awardOrders(organization.id, tag)).toEqual([{ id: awarded.purchaseOrderId }]);
  });

  it('makes one order of concurrent awards with one key, and answers each with it', async () => {
    const { member, quote, organization, tag } = await closedQuote();
    const key = `corrida-${uniq()}`;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 3)).then(() => award(member, quote.id, key)),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 6 }, () => 200));
    const ids = new Set(((await Promise.all(results.map((r) => r.json()))) as Awarded[]).map((b) => b.purchaseOrderId));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
    expect(await awardOrders(organization.id, tag)).toEqual([{ id: [...ids][0] }]);
  });

  it('refuses a key used on another route with 409, and awards nothing', async () => {
    const { member, quote, organization, tag } = await closedQuote();
    const conflict = 'Esta Idempotency-Key já foi usada em outra chamada';
    const checkout = (key: string) =>
      call('POST', '/purchase-orders', {
        as: member,
        body: { description: 'Feira' },
        headers: { 'idempotency-key': key },
      });

    // Used first on checkout (its answer, "Seu carrinho está vazio", is kept there): the award refuses it.
    const elsewhere = `checkout-${uniq()}`;
    expect((await checkout(elsewhere)).status).toBe(400);
    const refused = await award(member, quote.id, elsewhere);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(conflict);
    const [row] = await withDb((db) => db.select().from(quotes).where(eq(quotes.id, quote.id)));
    expect(row).toMatchObject({ status: 'CLOSED', purchaseOrderId: null });
    expect(await awardOrders(organization.id, tag)).toEqual([]);

    // Used first on the award: checkout refuses it.
    const key = `adjudicacao-${uniq()}`;
    expect((await award(member, quote.id, key)).status).toBe(200);
    const other = await checkout(key);
    expect(other.status).toBe(409);
    expect(((await other.json()) as ErrorBody).error.message).toBe(conflict);
  });

  it('without a key behaves as before: a second award is a 409', async () => {
    const { member, quote, organization, tag } = await closedQuote();
    expect((await award(member, quote.id)).status).toBe(200);
    const again = await award(member, quote.id);
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(((await again.json()) as ErrorBody).error.message).toBe(
      'Não é possível fechar esta cotação com os vencedores: ela já tem os vencedores escolhidos',
    );
    expect(await awardOrders(organization.id, tag)).toHaveLength(1);
  });

  it('costs the same round trips with a key as without (looked up with the reads, claimed in the write batch)', async () => {
    const [plain, keyed] = await Promise.all([closedQuote(), closedQuote()]);
    const without = await award(plain.member, plain.quote.id);
    const withKey = await award(keyed.member, keyed.quote.id, `adjudicacao-${uniq()}`);
    expect([without.status, withKey.status]).toEqual([200, 200]);
    expect(roundTripsOf(without)).toBe(AWARD_ROUND_TRIPS);
    expect(roundTripsOf(withKey)).toBe(AWARD_ROUND_TRIPS);
  });
});
