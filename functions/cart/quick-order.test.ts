import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, suppliers } from '../../db/schema/catalogue';
import { deliveryAddresses } from '../../db/schema/delivery-addresses';
import { createCatalogue } from '../test/catalogue';
import { call, createTenant, createUser, uniq, withDb, type Principal } from '../test/tenant';

interface Candidate {
  id: string;
  unitDiffers: boolean;
  notDeliveredTo: string | null;
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
  text: string;
  source: 'sku' | 'name';
  name: string | null;
  typedQuantity: number | null;
  unit: string | null;
  approximate: boolean;
  notes: string[];
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
      [{ text: ' \n ' }, '/cart/quick-order/preview', 'Cole ao menos uma linha ("10 kg tomate" ou sku;quantidade)'],
      [
        {},
        '/cart/quick-order/preview',
        'Cole a lista do pedido ("10 kg tomate" ou sku;quantidade) ou envie um arquivo CSV',
      ],
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

/** A word of letters only that no other test's product holds: names are searched across the catalogue. */
const word = () => `zq${uniq().replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

/**
 * Supplier A (delivers to its own city, where the buyer receives) sells two tomatoes, a "queijo minas",
 * garlic with a SKU; supplier B (not in that city) sells whole milk by the litre and a "queijo muçarela".
 */
async function listWorld() {
  const w = word();
  const [a, b] = await Promise.all([
    createCatalogue([
      { name: `Tomate italiano ${w}`, price: '8.90', unit: 'kg' },
      { name: `Tomate cereja ${w}`, price: '14.00', unit: 'kg' },
      { name: `Queijo minas ${w}`, price: '32.00', unit: 'kg' },
      { name: `Alho ${w}`, price: '30.00', unit: 'kg' },
    ]),
    createCatalogue([
      { name: `Leite integral ${w}`, price: '5.29', unit: 'L', minimumOrder: 12 },
      { name: `Queijo muçarela ${w}`, price: '39.90', unit: 'kg' },
    ]),
  ]);
  const garlic = `QO${w.toUpperCase()}-ALHO`;
  await setSku(a.products[3]!.id, garlic);
  const tenant = await createTenant();
  await withDb((db) =>
    db
      .update(deliveryAddresses)
      .set({ cityId: a.city.id })
      .where(eq(deliveryAddresses.organizationId, tenant.organization.id)),
  );
  return { w, a, b, garlic, tenant };
}

describe('quick order: a list pasted from WhatsApp', () => {
  it('finds each line by name in the buyer’s catalogue, beside "sku;quantidade" lines, and saves nothing', async () => {
    const { w, a, b, garlic, tenant } = await listWorld();
    const text = [
      'Bom dia! Pedido de amanhã 🙏',
      `1) 10 kg tomate italiano ${w}`,
      `2) 2 cx leite integral ${w}`,
      `• tomate ${w} 5`,
      `3,5 kg queijo ${w}`,
      '',
      `${garlic};3`,
      `- 1/2 kg alho ${w}`,
      `abobrinha ${w} 2`,
      `tomatw italiano ${w} - 4`,
    ].join('\n');
    const body = await preview(tenant.member, text);
    const at = (line: number) => body.lines.find((l) => l.line === line)!;
    const ids = (line: number) => at(line).candidates.map((c) => c.id);

    expect(at(1)).toMatchObject({
      source: 'name',
      status: 'invalid',
      text: 'Bom dia! Pedido de amanhã 🙏',
      reason: 'Não encontrei a quantidade: escreva, por exemplo, "10 kg tomate" ou "tomate italiano 10"',
      candidates: [],
    });
    expect(at(2)).toMatchObject({
      source: 'name',
      status: 'matched',
      text: `1) 10 kg tomate italiano ${w}`,
      sku: '',
      name: `tomate italiano ${w}`,
      quantity: 10,
      typedQuantity: 10,
      unit: 'kg',
      approximate: false,
      notes: [],
      reason: null,
    });
    expect(ids(2)[0]).toBe(a.products[0]!.id);
    expect(at(2).candidates[0]).toMatchObject({ unitDiffers: false, notDeliveredTo: null, warnings: [] });
    // Only B sells the milk, by the litre, and B does not deliver to the buyer's city: both are said.
    expect(at(3)).toMatchObject({ status: 'matched', quantity: 2, unit: 'cx' });
    expect(at(3).candidates).toEqual([
      expect.objectContaining({
        id: b.products[0]!.id,
        unit: 'L',
        unitDiffers: true,
        notDeliveredTo: a.city.name,
        belowMinimum: true,
        warnings: [
          `${b.supplier.name} não entrega em ${a.city.name}`,
          'Pedido em cx; este produto é vendido por L',
          'Abaixo do pedido mínimo de 12 L',
        ],
      }),
    ]);
    // "tomate" names two products as well: the person chooses.
    expect(at(4)).toMatchObject({ status: 'ambiguous', quantity: 5, unit: null });
    expect(ids(4).sort()).toEqual([a.products[0]!.id, a.products[1]!.id].sort());
    // Two cheeses, one from a supplier that delivers here: the city's catalogue has one, a match.
    expect(at(5)).toMatchObject({
      status: 'matched',
      quantity: 4,
      typedQuantity: 3.5,
      notes: ['3,5 kg arredondado para 4: o carrinho aceita só quantidades inteiras'],
    });
    expect(ids(5)).toEqual([a.products[2]!.id]);
    expect(at(7)).toMatchObject({ source: 'sku', status: 'matched', sku: garlic, quantity: 3, text: `${garlic};3` });
    expect(ids(7)).toEqual([a.products[3]!.id]);
    expect(at(8)).toMatchObject({ status: 'matched', quantity: 1, typedQuantity: 0.5, unit: 'kg' });
    expect(ids(8)).toEqual([a.products[3]!.id]);
    expect(at(9)).toMatchObject({
      status: 'not_found',
      reason: `Nenhum produto encontrado para "abobrinha ${w}"`,
      candidates: [],
    });
    // A typo finds the close name, for the person to confirm.
    expect(at(10)).toMatchObject({
      status: 'ambiguous',
      approximate: true,
      notes: [`Nenhum produto com o nome "tomatw italiano ${w}": confira se é um destes`],
    });
    expect(ids(10)).toEqual([a.products[0]!.id]);
    expect(body.lines.map((l) => l.line)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10]);
    expect(body.counts).toEqual({ matched: 5, ambiguous: 2, not_found: 1, invalid: 1 });
    expect((await cartOf(tenant.member)).items).toEqual([]);
  });

  it('puts the lines the person confirmed in the cart, the choice of an ambiguous one included', async () => {
    const { w, a, tenant } = await listWorld();
    const body = await preview(tenant.member, `10kg de tomate italiano ${w}\nTomate ${w} - 2\n1/2 kg alho ${w}`);
    const [italian, either, garlic] = body.lines;
    const cherry = either!.candidates.find((c) => c.id === a.products[1]!.id)!;
    const res = await call('POST', '/cart/quick-order', {
      as: tenant.member,
      body: {
        lines: [
          { productId: italian!.candidates[0]!.id, quantity: italian!.quantity },
          { productId: cherry.id, quantity: either!.quantity },
          { productId: garlic!.candidates[0]!.id, quantity: garlic!.quantity },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect((await cartOf(tenant.member)).items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
      [
        [a.products[0]!.id, 10],
        [a.products[1]!.id, 2],
        [a.products[3]!.id, 1],
      ].sort(),
    );
  });
});
