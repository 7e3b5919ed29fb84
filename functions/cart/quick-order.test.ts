import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, suppliers } from '../../db/schema/catalogue';
import { createCatalogue } from '../test/catalogue';
import { call, createTenant, createUser, uniq, withDb, type Principal } from '../test/tenant';

interface Candidate {
  id: string;
  sku: string;
  name: string;
  unit: string;
  price: number;
  minimumOrder: number;
  inStock: boolean;
  supplier: { id: string; name: string };
  belowMinimum: boolean;
  warnings: string[];
}
interface PreviewLine {
  line: number;
  mergedLines: number[];
  sku: string;
  quantity: number | null;
  status: 'matched' | 'not_found' | 'ambiguous' | 'invalid';
  reason: string | null;
  candidates: Candidate[];
}
interface Preview {
  separator: string;
  header: boolean;
  lines: PreviewLine[];
  counts: Record<PreviewLine['status'], number>;
}
interface CartBody {
  items: Array<{ productId: string; quantity: number }>;
}

const setSku = (id: string, sku: string) => withDb((db) => db.update(products).set({ sku }).where(eq(products.id, id)));

const preview = async (as: Principal, text: string) => {
  const res = await call('POST', '/cart/quick-order/preview', { as, body: { text } });
  expect(res.status).toBe(200);
  return (await res.json()) as Preview;
};
const cartOf = async (as: Principal) => (await (await call('GET', '/cart', { as })).json()) as CartBody;

/**
 * Supplier A sells "arroz" (minimum 5) and "oleo" (out of stock); supplier B sells "feijao" and a product
 * with the same SKU as A's arroz; a product of an inactive supplier and an inactive product carry SKUs of their own.
 */
async function world() {
  const id = uniq().toUpperCase();
  const sku = (name: string) => `QO${id}-${name}`;
  const [a, b, gone] = await Promise.all([
    createCatalogue([
      { name: `Arroz ${id}`, price: '27.90', unit: 'pct', minimumOrder: 5 },
      { name: `Óleo ${id}`, price: '8.50', unit: 'un', inStock: false },
      { name: `Sal ${id}`, price: '2.00', unit: 'kg' },
    ]),
    createCatalogue([
      { name: `Feijão ${id}`, price: '9.80', unit: 'kg' },
      { name: `Arroz B ${id}`, price: '26.50', unit: 'pct' },
    ]),
    createCatalogue([{ name: `Sumido ${id}` }]),
  ]);
  await Promise.all([
    setSku(a.products[0]!.id, sku('ARROZ')),
    setSku(a.products[1]!.id, sku('OLEO')),
    setSku(a.products[2]!.id, sku('SAL')),
    setSku(b.products[0]!.id, sku('FEIJAO')),
    setSku(b.products[1]!.id, sku('ARROZ')),
    setSku(gone.products[0]!.id, sku('SUMIDO')),
  ]);
  await withDb(async (db) => {
    await db.update(suppliers).set({ isActive: false }).where(eq(suppliers.id, gone.supplier.id));
    await db
      .update(products)
      .set({ isActive: false })
      .where(inArray(products.id, [a.products[2]!.id]));
  });
  return { a, b, sku };
}

describe('quick order', () => {
  it('previews each line: matched, ambiguous at two suppliers, not found, invalid, below the minimum', async () => {
    const { member } = await createTenant();
    const { a, b, sku } = await world();
    const text = [
      'sku;quantidade',
      `${sku('FEIJAO')};12`,
      `${sku('arroz')};3`,
      '',
      'NAO-EXISTE;3',
      `${sku('FEIJAO')};2,0`,
      `${sku('OLEO')};1`,
      `${sku('SUMIDO')};1`,
      `${sku('SAL')};1`,
      `${sku('FEIJAO')};1.5`,
    ].join('\n');
    const body = await preview(member, text);
    expect(body.separator).toBe(';');
    expect(body.header).toBe(true);
    const at = (line: number) => body.lines.find((l) => l.line === line)!;

    expect(at(2)).toMatchObject({
      status: 'matched',
      sku: sku('FEIJAO'),
      quantity: 14,
      mergedLines: [6],
      reason: null,
    });
    expect(at(2).candidates).toEqual([
      expect.objectContaining({
        id: b.products[0]!.id,
        sku: sku('FEIJAO'),
        name: b.products[0]!.name,
        unit: 'kg',
        price: 9.8,
        minimumOrder: 1,
        inStock: true,
        supplier: expect.objectContaining({ id: b.supplier.id, name: b.supplier.name }),
        belowMinimum: false,
        warnings: [],
      }),
    ]);
    // The same SKU at A (minimum 5) and at B: the buyer chooses; below A's minimum is reported, not rewritten.
    expect(at(3)).toMatchObject({ status: 'ambiguous', quantity: 3 });
    expect(
      at(3)
        .candidates.map((c) => [c.supplier.id, c.belowMinimum, c.warnings])
        .sort(),
    ).toEqual(
      [
        [a.supplier.id, true, ['Abaixo do pedido mínimo de 5 pct']],
        [b.supplier.id, false, []],
      ].sort(),
    );
    expect(at(5)).toMatchObject({
      status: 'not_found',
      sku: 'NAO-EXISTE',
      quantity: 3,
      reason: 'SKU não encontrado no catálogo',
      candidates: [],
    });
    expect(at(7)).toMatchObject({ status: 'matched' });
    expect(at(7).candidates[0]!.warnings).toEqual(['Fora de estoque']);
    // An inactive supplier's product and an inactive product are not in the catalogue.
    expect(at(8)).toMatchObject({ status: 'not_found' });
    expect(at(9)).toMatchObject({ status: 'not_found' });
    expect(at(10)).toMatchObject({
      status: 'invalid',
      quantity: null,
      reason: 'A quantidade deve ser um número inteiro',
      candidates: [],
    });
    expect(body.lines.map((l) => l.line)).toEqual([2, 3, 5, 7, 8, 9, 10]);
    expect(body.counts).toEqual({ matched: 2, ambiguous: 1, not_found: 3, invalid: 1 });
  });

  it('names the supplier that does not deliver to the organization’s default address, and its city', async () => {
    const tenant = await createTenant({ address: false });
    const { a, b, sku } = await world();
    // The organization receives in supplier A's city: B does not deliver there.
    const added = await call('POST', '/delivery-addresses', {
      as: tenant.admin,
      body: { cep: '01310-100', street: 'Avenida Paulista', number: '1000', district: 'Bela Vista', cityId: a.city.id },
    });
    expect(added.status).toBe(201);
    const body = await preview(tenant.member, `${sku('FEIJAO')};12\n${sku('ARROZ')};5`);
    const [feijao, arroz] = body.lines;
    expect(feijao!.candidates[0]).toMatchObject({
      supplier: { id: b.supplier.id },
      notDeliveredTo: a.city.name,
      warnings: [`${b.supplier.name} não entrega em ${a.city.name}`],
    });
    expect(arroz!.candidates.find((c) => c.supplier.id === a.supplier.id)).toMatchObject({
      notDeliveredTo: null,
      warnings: [],
    });
    expect(arroz!.candidates.find((c) => c.supplier.id === b.supplier.id)).toMatchObject({
      notDeliveredTo: a.city.name,
    });
  });

  it('adds the chosen lines to the cart, summed with what is there; another organization is untouched', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const { a, b, sku } = await world();
    await call('POST', '/cart/item', { as: tenant.member, body: { productId: b.products[0]!.id, quantity: 2 } });
    const text = `${sku('FEIJAO')},12\n${sku('ARROZ')},6`;
    const mine = await preview(tenant.member, text);
    // The catalogue is the same for everyone: another organization's preview reads the same.
    expect(await preview(other.owner, text)).toEqual(mine);
    const chosen = mine.lines[1]!.candidates.find((c) => c.supplier.id === a.supplier.id)!;
    const res = await call('POST', '/cart/quick-order', {
      as: tenant.member,
      body: {
        lines: [
          { productId: mine.lines[0]!.candidates[0]!.id, quantity: 12 },
          { productId: chosen.id, quantity: 6 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as { added: Array<{ productId: string; quantity: number }>; unavailable: [] };
    expect(report.added.map((l) => [l.productId, l.quantity]).sort()).toEqual(
      [
        [b.products[0]!.id, 12],
        [a.products[0]!.id, 6],
      ].sort(),
    );
    expect(report.unavailable).toEqual([]);
    const cart = await cartOf(tenant.member);
    expect(cart.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
      [
        [b.products[0]!.id, 14],
        [a.products[0]!.id, 6],
      ].sort(),
    );
    expect((await cartOf(other.owner)).items).toEqual([]);
    expect((await cartOf(tenant.admin)).items).toEqual([]);
  });

  it('reports what could not go in: out of stock, below the minimum (raised), a product gone', async () => {
    const { member } = await createTenant();
    const { a } = await world();
    const res = await call('POST', '/cart/quick-order', {
      as: member,
      body: {
        lines: [
          { productId: a.products[0]!.id, quantity: 2 },
          { productId: a.products[1]!.id, quantity: 1 },
          { productId: a.products[2]!.id, quantity: 1 },
          { productId: crypto.randomUUID(), quantity: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as {
      added: Array<{ productId: string; quantity: number }>;
      unavailable: Array<{ productId: string; reason: string }>;
      minimumRaised: Array<{ productId: string; requested: number; minimum: number }>;
    };
    expect(report.added).toEqual([expect.objectContaining({ productId: a.products[0]!.id, quantity: 5 })]);
    expect(report.minimumRaised).toEqual([
      expect.objectContaining({ productId: a.products[0]!.id, requested: 2, minimum: 5 }),
    ]);
    expect(report.unavailable.map((u) => u.reason).sort()).toEqual(['INACTIVE', 'OUT_OF_STOCK', 'REMOVED']);
  });

  it('refuses 501 lines, a text over 100 KB, an empty text and 501 lines to add (400, pt-BR)', async () => {
    const { member } = await createTenant();
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `SKU-${i};1`).join('\n');
    const cases: Array<[unknown, string, string]> = [
      [
        { text: lines(501) },
        '/cart/quick-order/preview',
        'O pedido rápido aceita até 500 linhas por vez; esta lista tem 501. Divida-a em partes.',
      ],
      [
        { text: `A;1\n${' '.repeat(100_000)}` },
        '/cart/quick-order/preview',
        'O texto passa de 100 KB: divida a lista em partes',
      ],
      [{ text: ' \n ' }, '/cart/quick-order/preview', 'Cole ao menos uma linha (sku;quantidade)'],
      [{}, '/cart/quick-order/preview', 'Cole as linhas (sku;quantidade) ou envie um arquivo CSV'],
      [
        { lines: Array.from({ length: 501 }, () => ({ productId: crypto.randomUUID(), quantity: 1 })) },
        '/cart/quick-order',
        'Até 500 linhas por vez',
      ],
      [{ lines: [] }, '/cart/quick-order', 'Escolha ao menos um item'],
      [
        { lines: [{ productId: crypto.randomUUID(), quantity: 0 }] },
        '/cart/quick-order',
        'A quantidade deve ser pelo menos 1',
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await call('POST', path, { as: member, body });
      expect(res.status, message).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect((await preview(member, lines(500))).lines).toHaveLength(500);
  });

  it('needs a session and an organization', async () => {
    const anonymous = await call('POST', '/cart/quick-order/preview', { body: { text: 'A;1' } });
    expect(anonymous.status).toBe(401);
    const lonely = await createUser();
    const res = await call('POST', '/cart/quick-order/preview', { as: lonely, body: { text: 'A;1' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'NO_ACTIVE_ORGANIZATION' } });
  });
});
