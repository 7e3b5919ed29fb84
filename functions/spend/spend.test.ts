import { beforeAll, describe, expect, it } from 'vitest';
import { budgets, costCentres } from '../../db/schema/cost-centres';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';
import { createCatalogue, type CatalogueFixture } from '../test/catalogue';
import { call, createTenant, withDb, type Principal, type Tenant } from '../test/tenant';
import { addMonths, currentMonth } from './spend.schemas';

/**
 * A hand-computed fixture. Two suppliers (A: Tomate, Cebola; B: Queijo, Manteiga), two categories
 * (X, Y; Cebola is filed under Y although A's catalogue is X), two cost centres (Cozinha with budgets
 * R$ 1.000,00 overall and R$ 300,00 for X; Bar without), two people (member, admin), one order by a
 * removed person and without a cost centre. São Paulo is UTC−3 all year (no daylight saving since 2019).
 *
 *  order  placed (São Paulo)     who      centre   line  supplier/cat  product   qty × price  status                                → spent / committed / reserved
 *  O1     2026-01-10 12:00       member   Cozinha  L1    A / X         Tomate    10 × 5,00    approved, accepted 10, received 10    → 50,00 / 0 / 0
 *                                                  L2    B / Y         Queijo     2 × 40,00   rejected by the buyer                  → 0
 *  O2     2026-01-31 23:59 (Jan) admin    Bar      L3    A / X         Tomate     4 × 6,00    approved, accepted 4, nothing received → 0 / 24,00 / 0
 *                                                  L4    B / Y         Queijo     3 × 40,00   approved, refused by the supplier      → 0
 *  O3     2026-02-01 00:00 (Feb) member   Cozinha  L5    A / X         Tomate    10 × 5,50    approved, accepted 8 (partially),      → 5 × 5,50 = 27,50 / 3 × 5,50 = 16,50 / 0
 *                                                                                             received 6 of which 1 short (5 ok)
 *                                                  L6    B / Y         Queijo     5 × 42,00   pending approval                       → 0 / 0 / 210,00
 *  O4     2026-02-15 10:00       removed  none     L7    B / Y         Manteiga   6 × 12,00   approved, accepted 6, 2 cancelled by   → 4 × 12,00 = 48,00 / 0 / 0
 *                                                                                             the supplier (backorder closed), 4 received
 *  O5     2026-03-05 09:00       admin    Cozinha  L8    A / Y         Cebola    20 × 3,00    approved, not answered yet             → 0 / 60,00 / 0
 *                                                  L9    A / X         Tomate     2 × 7,00    cancelled by the buyer                 → 0
 *  O6     2025-12-31 23:59       member   Cozinha  L10   A / X         Tomate   100 × 1,00    received (outside Jan–Mar)
 *  O7     2026-04-01 00:00       member   Cozinha  L11   A / X         Tomate   100 × 1,00    received (outside Jan–Mar)
 *  and another organization's order in February (never counted).
 */
const PERIOD = '?from=2026-01&to=2026-03';
/** A São Paulo wall-clock time as the instant it is (UTC−3). */
const sp = (local: string) => new Date(`${local}:00-03:00`);

type Line = Partial<typeof purchaseOrderItems.$inferInsert> & {
  of: CatalogueFixture;
  product: number;
  category: CatalogueFixture;
  quantity: number;
  unitPrice: string;
};

let t: Tenant;
let other: Tenant;
let a: CatalogueFixture;
let b: CatalogueFixture;
let cozinha: string;
let bar: string;

async function order(
  tenant: Tenant,
  at: string,
  who: Principal | null,
  costCentreId: string | null,
  lines: Line[],
): Promise<string> {
  return withDb(async (db) => {
    const [po] = await db
      .insert(purchaseOrders)
      .values({
        description: `Fixture ${at}`,
        organizationId: tenant.organization.id,
        clientId: who?.user.id ?? null,
        costCentreId,
        createdAt: sp(at),
      })
      .returning({ id: purchaseOrders.id });
    await db.insert(purchaseOrderItems).values(
      lines.map(({ of, product, category, quantity, unitPrice, ...rest }) => ({
        purchaseOrderId: po!.id,
        productId: of.products[product]!.id,
        supplierId: of.supplier.id,
        categoryId: category.category.id,
        productName: of.products[product]!.name,
        productUnit: 'kg',
        supplierName: of.supplier.name,
        quantity,
        unitPrice,
        totalPrice: (quantity * Number(unitPrice)).toFixed(2),
        ...rest,
      })),
    );
    return po!.id;
  });
}

const received = (n: number) => ({
  status: 'APPROVED' as const,
  supplierStatus: 'ACCEPTED' as const,
  acceptedQuantity: n,
  shippedQuantity: n,
  receivedQuantity: n,
});

async function get<T>(path: string, as: Principal = t.owner): Promise<T> {
  const res = await call('GET', `/spend${path}`, { as });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}
async function csv(path: string) {
  const res = await call('GET', `/spend${path}`, { as: t.admin });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="gastos-[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes).trimEnd().split('\r\n');
}

beforeAll(async () => {
  [t, other, a, b] = await Promise.all([
    createTenant(),
    createTenant(),
    createCatalogue([{ name: 'Tomate italiano' }, { name: 'Cebola roxa' }]),
    createCatalogue([{ name: 'Queijo minas' }, { name: 'Manteiga' }]),
  ]);
  [cozinha, bar] = await withDb(async (db) => {
    const rows = await db
      .insert(costCentres)
      .values([
        { organizationId: t.organization.id, name: 'Cozinha' },
        { organizationId: t.organization.id, name: 'Bar' },
      ])
      .returning({ id: costCentres.id });
    await db.insert(budgets).values([
      { organizationId: t.organization.id, costCentreId: rows[0]!.id, monthlyAmount: '1000.00' },
      {
        organizationId: t.organization.id,
        costCentreId: rows[0]!.id,
        categoryId: a.category.id,
        monthlyAmount: '300.00',
      },
    ]);
    return [rows[0]!.id, rows[1]!.id] as const;
  });
  const X = a;
  const Y = b;
  await Promise.all([
    order(t, '2026-01-10T12:00', t.member, cozinha, [
      { of: a, product: 0, category: X, quantity: 10, unitPrice: '5.00', ...received(10) },
      { of: b, product: 0, category: Y, quantity: 2, unitPrice: '40.00', status: 'REJECTED' },
    ]),
    order(t, '2026-01-31T23:59', t.admin, bar, [
      {
        of: a,
        product: 0,
        category: X,
        quantity: 4,
        unitPrice: '6.00',
        status: 'APPROVED',
        supplierStatus: 'ACCEPTED',
        acceptedQuantity: 4,
      },
      {
        of: b,
        product: 0,
        category: Y,
        quantity: 3,
        unitPrice: '40.00',
        status: 'APPROVED',
        supplierStatus: 'REFUSED',
      },
    ]),
    order(t, '2026-02-01T00:00', t.member, cozinha, [
      {
        of: a,
        product: 0,
        category: X,
        quantity: 10,
        unitPrice: '5.50',
        status: 'APPROVED',
        supplierStatus: 'ACCEPTED',
        acceptedQuantity: 8,
        shippedQuantity: 6,
        receivedQuantity: 6,
        shortQuantity: 1,
      },
      { of: b, product: 0, category: Y, quantity: 5, unitPrice: '42.00' },
    ]),
    order(t, '2026-02-15T10:00', null, null, [
      {
        of: b,
        product: 1,
        category: Y,
        quantity: 6,
        unitPrice: '12.00',
        status: 'APPROVED',
        supplierStatus: 'ACCEPTED',
        acceptedQuantity: 6,
        shippedQuantity: 4,
        cancelledQuantity: 2,
        receivedQuantity: 4,
      },
    ]),
    order(t, '2026-03-05T09:00', t.admin, cozinha, [
      { of: a, product: 1, category: Y, quantity: 20, unitPrice: '3.00', status: 'APPROVED' },
      { of: a, product: 0, category: X, quantity: 2, unitPrice: '7.00', status: 'CANCELLED' },
    ]),
    order(t, '2025-12-31T23:59', t.member, cozinha, [
      { of: a, product: 0, category: X, quantity: 100, unitPrice: '1.00', ...received(100) },
    ]),
    order(t, '2026-04-01T00:00', t.member, cozinha, [
      { of: a, product: 0, category: X, quantity: 100, unitPrice: '1.00', ...received(100) },
    ]),
    order(other, '2026-02-10T10:00', other.owner, null, [
      { of: a, product: 0, category: X, quantity: 100, unitPrice: '9.99', ...received(100) },
    ]),
  ]);
});

type Breakdown = {
  data: { id: string | null; name: string; spent: number; committed: number; reserved: number; share: number }[];
};

describe('spend analytics on a hand-computed fixture', () => {
  it('sums each month, the 23:59 order in January and the 00:00 one in February', async () => {
    const view = await get<{ period: unknown; totals: unknown; months: unknown[] }>(`/months${PERIOD}`);
    expect(view.period).toEqual({ from: '2026-01', to: '2026-03' });
    expect(view.months).toEqual([
      // Jan: O1 spent 50,00 (L1) + O2 committed 24,00 (L3, placed 31/01 23:59); O6 (31/12 23:59) is December.
      { month: '2026-01', spent: 50, committed: 24, reserved: 0, orders: 2 },
      // Feb: O3 (01/02 00:00) spent 27,50 + committed 16,50 + reserved 210,00; O4 spent 48,00 → 75,50 / 16,50 / 210,00.
      { month: '2026-02', spent: 75.5, committed: 16.5, reserved: 210, orders: 2 },
      // Mar: O5 committed 60,00 (L8); L9 cancelled. O7 (01/04 00:00) is April.
      { month: '2026-03', spent: 0, committed: 60, reserved: 0, orders: 1 },
    ]);
    // 50 + 75,50 = 125,50 spent; 24 + 16,50 + 60 = 100,50 committed; 210,00 reserved; five orders.
    expect(view.totals).toEqual({ spent: 125.5, committed: 100.5, reserved: 210, orders: 5 });
  });

  it('splits by supplier and category, with each share of spent + committed (226,00)', async () => {
    const suppliers = await get<Breakdown>(`/suppliers${PERIOD}`);
    expect(suppliers.data).toEqual([
      // A: spent 50 + 27,50 = 77,50; committed 24 + 16,50 + 60 = 100,50 → 178,00 / 226,00 = 0,7876
      { id: a.supplier.id, name: a.supplier.name, spent: 77.5, committed: 100.5, reserved: 0, share: 0.7876 },
      // B: spent 48,00 (L7), reserved 210,00 (L6); rejected L2 and refused L4 count nothing → 48 / 226 = 0,2124
      { id: b.supplier.id, name: b.supplier.name, spent: 48, committed: 0, reserved: 210, share: 0.2124 },
    ]);
    const byCategory = await get<Breakdown>(`/categories${PERIOD}`);
    expect(byCategory.data).toEqual([
      // X: L1 50 + L5 27,50 spent; L3 24 + L5 16,50 committed → 118,00 / 226,00 = 0,5221
      { id: a.category.id, name: a.category.name, spent: 77.5, committed: 40.5, reserved: 0, share: 0.5221 },
      // Y: L7 48 spent; L8 60 committed; L6 210 reserved → 108,00 / 226,00 = 0,4779
      { id: b.category.id, name: b.category.name, spent: 48, committed: 60, reserved: 210, share: 0.4779 },
    ]);
  });

  it('splits by cost centre and by member, naming the missing ones', async () => {
    const centres = await get<Breakdown>(`/cost-centres${PERIOD}`);
    expect(centres.data).toEqual([
      // Cozinha: O1 50 + O3 27,50 spent; O3 16,50 + O5 60 committed; O3 210 reserved → 154 / 226 = 0,6814
      { id: cozinha, name: 'Cozinha', spent: 77.5, committed: 76.5, reserved: 210, share: 0.6814 },
      // O4 has no cost centre: 48 / 226 = 0,2124
      { id: null, name: 'Sem centro de custo', spent: 48, committed: 0, reserved: 0, share: 0.2124 },
      // Bar: O2 committed 24 → 24 / 226 = 0,1062
      { id: bar, name: 'Bar', spent: 0, committed: 24, reserved: 0, share: 0.1062 },
    ]);
    const people = await get<Breakdown>(`/members${PERIOD}`);
    expect(people.data).toEqual([
      // member: O1 50 + O3 27,50 spent, O3 16,50 committed, 210 reserved → 94 / 226 = 0,4159
      { id: t.member.user.id, name: t.member.user.name, spent: 77.5, committed: 16.5, reserved: 210, share: 0.4159 },
      // admin: O2 24 + O5 60 committed → 84 / 226 = 0,3717
      { id: t.admin.user.id, name: t.admin.user.name, spent: 0, committed: 84, reserved: 0, share: 0.3717 },
      // O4's placer is gone (client_id null): 48 / 226 = 0,2124
      { id: null, name: 'Pessoa removida', spent: 48, committed: 0, reserved: 0, share: 0.2124 },
    ]);
  });

  it('sets each budget against the month, through the budgets own usage', async () => {
    const feb = await get<{ month: string; budgets: unknown[]; unbudgeted: unknown[] }>('/budgets?month=2026-02');
    expect(feb.month).toBe('2026-02');
    expect(feb.budgets).toEqual([
      // Cozinha overall in February: O3 only → spent 27,50, committed 16,50, reserved 210; 1000 − 254 = 746
      expect.objectContaining({
        costCentreId: cozinha,
        categoryId: null,
        budget: 1000,
        spent: 27.5,
        committed: 16.5,
        reserved: 210,
        remaining: 746,
      }),
      // Cozinha, category X: L5 only (L6 is Y) → 27,50 + 16,50; 300 − 44 = 256
      expect.objectContaining({
        costCentreId: cozinha,
        categoryId: a.category.id,
        budget: 300,
        spent: 27.5,
        committed: 16.5,
        reserved: 0,
        remaining: 256,
      }),
    ]);
    // O4 (no cost centre) spent 48 in February; Bar spent nothing then.
    expect(feb.unbudgeted).toEqual([
      { costCentreId: null, name: 'Sem centro de custo', spent: 48, committed: 0, reserved: 0 },
    ]);
    const jan = await get<{ budgets: { remaining: number }[]; unbudgeted: unknown[] }>('/budgets?month=2026-01');
    // January: O1's 50 against both (1000 − 50, 300 − 50); Bar's 24 committed has no budget.
    expect(jan.budgets.map((x) => x.remaining)).toEqual([950, 250]);
    expect(jan.unbudgeted).toEqual([{ costCentreId: bar, name: 'Bar', spent: 0, committed: 24, reserved: 0 }]);
  });

  it('gives the weighted average price per São Paulo week for the top products', async () => {
    const view = await get<{
      products: {
        productId: string;
        amount: number;
        units: number;
        averagePrice: number;
        weeks: { week: string; averagePrice: number; units: number; amount: number }[];
      }[];
    }>(`/prices${PERIOD}&top=2`);
    // Approved units bought: Tomate 10 + 4 + 8 = 22 for 50 + 24 + 44 = 118,00; Cebola 20 for 60,00;
    // Manteiga 4 for 48,00 (third, left out by top=2).
    expect(view.products.map((p) => [p.productId, p.amount, p.units, p.averagePrice])).toEqual([
      [a.products[0]!.id, 118, 22, 5.36], // 118 / 22 = 5,3636…
      [a.products[1]!.id, 60, 20, 3],
    ]);
    expect(view.products[0]!.weeks).toEqual([
      // O1, Saturday 10/01 → week of Monday 05/01: 10 × 5,00
      { week: '2026-01-05', averagePrice: 5, units: 10, amount: 50 },
      // O2 Saturday 31/01 23:59 and O3 Sunday 01/02 00:00 share the week of Monday 26/01, across the month:
      // (4 × 6,00 + 8 × 5,50) / 12 = 68 / 12 = 5,666… → 5,67
      { week: '2026-01-26', averagePrice: 5.67, units: 12, amount: 68 },
    ]);
    expect(view.products[1]!.weeks).toEqual([{ week: '2026-03-02', averagePrice: 3, units: 20, amount: 60 }]);
    const all = await get<{ products: { name: string; averagePrice: number }[] }>(`/prices${PERIOD}`);
    expect(all.products.map((p) => [p.name, p.averagePrice])).toEqual([
      ['Tomate italiano', 5.36],
      ['Cebola roxa', 3],
      ['Manteiga', 12],
    ]);
  });

  it('exports every view as Excel-in-Portuguese CSV with the same figures', async () => {
    expect(await csv(`/months.csv${PERIOD}`)).toEqual([
      'Mês;Gasto;Comprometido;Reservado;Pedidos',
      '01/2026;50,00;24,00;0,00;2',
      '02/2026;75,50;16,50;210,00;2',
      '03/2026;0,00;60,00;0,00;1',
    ]);
    expect(await csv(`/suppliers.csv${PERIOD}`)).toEqual([
      'Fornecedor;Gasto;Comprometido;Reservado;Participação (%)',
      `${a.supplier.name};77,50;100,50;0,00;78,76`,
      `${b.supplier.name};48,00;0,00;210,00;21,24`,
    ]);
    expect((await csv(`/categories.csv${PERIOD}`))[1]).toBe(`${a.category.name};77,50;40,50;0,00;52,21`);
    expect(await csv(`/cost-centres.csv${PERIOD}`)).toEqual([
      'Centro de custo;Gasto;Comprometido;Reservado;Participação (%)',
      'Cozinha;77,50;76,50;210,00;68,14',
      'Sem centro de custo;48,00;0,00;0,00;21,24',
      'Bar;0,00;24,00;0,00;10,62',
    ]);
    expect((await csv(`/members.csv${PERIOD}`))[3]).toBe('Pessoa removida;48,00;0,00;0,00;21,24');
    expect(await csv('/budgets.csv?month=2026-02')).toEqual([
      'Mês;Centro de custo;Categoria;Orçamento;Gasto;Comprometido;Reservado;Disponível',
      '02/2026;Cozinha;Todas;1000,00;27,50;16,50;210,00;746,00',
      `02/2026;Cozinha;${a.category.name};300,00;27,50;16,50;0,00;256,00`,
      '02/2026;Sem centro de custo;Sem orçamento;;48,00;0,00;0,00;',
    ]);
    expect(await csv(`/prices.csv${PERIOD}&top=1`)).toEqual([
      'Produto;Fornecedor;Unidade;Semana (segunda-feira);Preço médio;Unidades;Valor',
      `Tomate italiano;${a.supplier.name};kg;05/01/2026;5,00;10;50,00`,
      `Tomate italiano;${a.supplier.name};kg;26/01/2026;5,67;12;68,00`,
    ]);
  });

  it('defaults to the last 12 months and refuses bad periods in pt-BR', async () => {
    const now = currentMonth();
    const view = await get<{ period: { from: string; to: string }; months: unknown[] }>('/months');
    expect(view.period).toEqual({ from: addMonths(now, -11), to: now });
    expect(view.months).toHaveLength(12);
    const bad = async (query: string) => {
      const res = await call('GET', `/spend/months${query}`, { as: t.owner });
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: { message: string } }).error.message;
    };
    expect(await bad('?from=2026-13')).toBe('Mês inválido: use AAAA-MM (ex.: 2026-03)');
    expect(await bad('?from=2026-05&to=2026-01')).toBe('O mês inicial deve vir antes do final');
    expect(await bad('?from=2020-01&to=2026-01')).toBe('Período de no máximo 36 meses');
    expect((await call('GET', '/spend/prices?top=11', { as: t.owner })).status).toBe(400);
  });

  it('answers owners and admins of the organization only; a member is refused before the query is read', async () => {
    for (const path of ['/months', '/suppliers.csv', '/budgets?month=2026-02', '/prices?top=99']) {
      const res = await call('GET', `/spend${path}`, { as: t.member });
      expect(res.status).toBe(403);
    }
    expect((await call('GET', '/spend/months')).status).toBe(401);
    // Another organization's owner sees its own figures only (its one order, 100 × 9,99 received).
    const theirs = await get<{ totals: { spent: number } }>(`/months${PERIOD}`, other.owner);
    expect(theirs.totals.spent).toBe(999);
  });
});
