import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { cities, products, suppliers } from '../../db/schema/catalogue';
import { organizationSuppliers } from '../../db/schema/own-suppliers';
import { auditChainOf } from '../platform/audit-log';
import { cnpjCheckDigits } from '../platform/cnpj';
import { createCatalogue } from '../test/catalogue';
import { call, createTenant, randomCnpj, testCityId, uniq, withDb, type Principal, type Tenant } from '../test/tenant';

type OwnSupplier = {
  id: string;
  name: string;
  cnpj: string;
  email: string;
  contact_name: string | null;
  whatsapp: string | null;
  listed: boolean;
  claimed: boolean;
  cities: { id: string; name: string; state: string }[];
  minimum_order_value: number;
  lead_time_days: number;
  payment_terms: string[];
  delivery_weekdays: number[];
  order_cutoff: string | null;
  product_count: number;
};
type Line = {
  id: string;
  name: string;
  price: number;
  sku: string;
  gtin: string | null;
  price_valid_until: string | null;
};
type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

async function expectStatus(res: Response | Promise<Response>, status: number) {
  const r = await res;
  if (r.status !== status) expect(`${r.status} ${await r.clone().text()}`).toBe(status);
  return r;
}

async function addSupplier(as: Principal, fields: Record<string, unknown> = {}) {
  const res = await expectStatus(
    call('POST', '/own-suppliers', {
      as,
      body: { name: `Hortifrúti Boa Safra ${uniq()}`, cnpj: randomCnpj(), email: `boa-${uniq()}@safra.dev`, ...fields },
    }),
    201,
  );
  return json<OwnSupplier>(res);
}

async function addLine(as: Principal, supplierId: string, categoryId: string, fields: Record<string, unknown> = {}) {
  const res = await expectStatus(
    call('POST', `/own-suppliers/${supplierId}/products`, {
      as,
      body: { name: `Alface ${uniq()}`, unit: 'un', price: '3,50', category_id: categoryId, ...fields },
    }),
    201,
  );
  return json<Line>(res);
}

const category = async () => (await createCatalogue([])).category.id;

describe('a buyer adds the suppliers it already buys from', () => {
  it('adds one (201) in the organization’s city by default, WhatsApp in E.164, and logs it', async () => {
    const t = await createTenant();
    const cnpj = randomCnpj();
    const added = await addSupplier(t.owner, {
      cnpj: `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
      email: 'Pedidos@BoaSafra.dev',
      contact_name: 'Seu Zé',
      whatsapp: '(11) 98765-4321',
      minimum_order_value: 150,
      lead_time_days: 1,
      payment_terms: ['PIX à vista'],
      delivery_weekdays: [5, 1, 3],
      order_cutoff: '14:00',
    });
    expect(added).toMatchObject({
      cnpj,
      email: 'pedidos@boasafra.dev',
      contact_name: 'Seu Zé',
      whatsapp: '+5511987654321',
      listed: false,
      claimed: false,
      minimum_order_value: 150,
      lead_time_days: 1,
      payment_terms: ['PIX à vista'],
      delivery_weekdays: [1, 3, 5],
      order_cutoff: '14:00',
      product_count: 0,
    });
    expect(added.cities.map((c) => c.id)).toEqual([await testCityId()]);
    const [row] = await withDb((db) => db.select().from(suppliers).where(eq(suppliers.id, added.id)));
    expect(row).toMatchObject({ listed: false, cnpj });
    const entries = await withDb((db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.chain, auditChainOf(t.organization.id)), eq(auditLog.targetId, added.id))),
    );
    expect(entries.map((e) => e.action)).toEqual(['own_supplier.added']);
    // Members read the list; the lookup says it is already added.
    const page = await json<{ data: OwnSupplier[] }>(call('GET', '/own-suppliers', { as: t.member }));
    expect(page.data.map((s) => s.id)).toEqual([added.id]);
    const lookup = await json<Record<string, unknown>>(
      call('GET', `/own-suppliers/lookup?cnpj=${cnpj}`, { as: t.member }),
    );
    expect(lookup).toEqual({ cnpj, marketplace: null, already_added: true, own_supplier_id: added.id });
  });

  it('takes an alphanumeric CNPJ, and no city when the organization has none', async () => {
    const t = await createTenant({ address: false });
    const base = `${uniq()
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, 'A')}1234`.slice(0, 12);
    const added = await addSupplier(t.admin, { cnpj: base + cnpjCheckDigits(base) });
    expect(added.cnpj).toBe(base + cnpjCheckDigits(base));
    expect(added.cities).toEqual([]);
  });

  it('refuses what is wrong, in Portuguese', async () => {
    const t = await createTenant();
    const [inactive] = await withDb((db) =>
      db
        .insert(cities)
        .values({ name: `Inativa ${uniq()}`, state: 'SP', isActive: false })
        .returning({ id: cities.id }),
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ email: undefined }, 'Informe o e-mail do fornecedor: é por ele que pedidos e cotações chegam.'],
      [{ email: '' }, 'Informe o e-mail do fornecedor: é por ele que pedidos e cotações chegam.'],
      [{ cnpj: '11.222.333/0001-82' }, 'CNPJ inválido: confira os dígitos'],
      [{ whatsapp: '(11) 3333-4444' }, 'WhatsApp inválido: use um celular com DDD, como (11) 98765-4321'],
      [{ order_cutoff: '25:00' }, 'Horário de corte no formato HH:MM (ex.: 14:00)'],
      [{ city_ids: [inactive!.id] }, 'Cidade inválida ou inativa'],
    ];
    for (const [fields, message] of cases) {
      const res = await call('POST', '/own-suppliers', {
        as: t.owner,
        body: { name: 'Açougue do Bairro', cnpj: randomCnpj(), email: `a-${uniq()}@b.dev`, ...fields },
      });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
  });

  it('lets only the owner and admins write: a member is refused before the body is read', async () => {
    const t = await createTenant();
    const res = await call('POST', '/own-suppliers', { as: t.member, body: { nonsense: true } });
    expect(res.status).toBe(403);
    const added = await addSupplier(t.owner);
    for (const [method, path] of [
      ['PATCH', `/own-suppliers/${added.id}`],
      ['DELETE', `/own-suppliers/${added.id}`],
      ['POST', `/own-suppliers/${added.id}/products`],
      ['POST', `/own-suppliers/${added.id}/products/import`],
    ] as const) {
      expect((await call(method, path, { as: t.member, body: { x: 1 } })).status, `${method} ${path}`).toBe(403);
    }
    expect((await call('GET', `/own-suppliers/${added.id}`, { as: t.member })).status).toBe(200);
  });

  it('offers the marketplace supplier for a listed CNPJ (409 with its id), and refuses adding twice', async () => {
    const t = await createTenant();
    const { supplier } = await createCatalogue([]);
    const res = await call('POST', '/own-suppliers', {
      as: t.owner,
      body: { name: 'Outro nome', cnpj: supplier.cnpj, email: 'x@y.dev' },
    });
    expect(res.status).toBe(409);
    const body = await json<ErrorBody>(res);
    expect(body.error.message).toBe(`Este CNPJ já é de um fornecedor do Abastece: ${supplier.name}.`);
    expect(body.error.details).toEqual([{ path: 'supplier_id', message: supplier.id }]);
    const lookup = await json<{ marketplace: { id: string; name: string } }>(
      call('GET', `/own-suppliers/lookup?cnpj=${supplier.cnpj}`, { as: t.owner }),
    );
    expect(lookup.marketplace).toMatchObject({ id: supplier.id, name: supplier.name });
    const added = await addSupplier(t.owner);
    const again = await call('POST', '/own-suppliers', {
      as: t.admin,
      body: { name: 'De novo', cnpj: added.cnpj, email: 'x@y.dev' },
    });
    expect(again.status).toBe(409);
  });
});

describe('the same CNPJ added by two organizations', () => {
  it('is one supplier with two private price lists: neither sees the other’s prices, name, contact or terms', async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    const categoryId = await category();
    const fromA = await addSupplier(a.owner, {
      name: 'Boa Safra de A',
      contact_name: 'Contato de A',
      whatsapp: '11987654321',
      payment_terms: ['Boleto 28 dias'],
    });
    const lineA = await addLine(a.owner, fromA.id, categoryId, { name: 'Tomate A', price: 7.77 });
    // B asks first: A's private supplier is never revealed.
    const lookup = await json<Record<string, unknown>>(
      call('GET', `/own-suppliers/lookup?cnpj=${fromA.cnpj}`, { as: b.owner }),
    );
    expect(lookup).toEqual({ cnpj: fromA.cnpj, marketplace: null, already_added: false, own_supplier_id: null });
    expect((await call('GET', `/own-suppliers/${fromA.id}`, { as: b.owner })).status).toBe(404);
    const fromB = await addSupplier(b.owner, { cnpj: fromA.cnpj, name: 'Boa Safra de B', email: 'b@safra.dev' });
    expect(fromB.id).toBe(fromA.id);
    expect(fromB).toMatchObject({
      name: 'Boa Safra de B',
      email: 'b@safra.dev',
      contact_name: null,
      whatsapp: null,
      payment_terms: [],
      product_count: 0,
    });
    await addLine(b.owner, fromB.id, categoryId, { name: 'Tomate B', price: 5.55 });
    const count = await withDb((db) =>
      db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.cnpj, fromA.cnpj)),
    );
    expect(count).toHaveLength(1);
    const seenByB = await (await call('GET', `/own-suppliers/${fromB.id}/products`, { as: b.member })).text();
    expect(seenByB).toContain('Tomate B');
    for (const secret of [
      'Tomate A',
      '7.77',
      'Boa Safra de A',
      'Contato de A',
      '+5511987654321',
      'Boleto 28 dias',
      lineA.id,
    ]) {
      expect(seenByB).not.toContain(secret);
    }
    const listB = await (await call('GET', '/own-suppliers', { as: b.member })).text();
    for (const secret of ['Boa Safra de A', 'Contato de A', '+5511987654321', 'Boleto 28 dias'])
      expect(listB).not.toContain(secret);
    const seenByA = await (await call('GET', `/own-suppliers/${fromA.id}/products`, { as: a.member })).text();
    expect(seenByA).toContain('Tomate A');
    expect(seenByA).not.toContain('Tomate B');
    // A's line by B's path: 404 (the line is A's).
    expect(
      (await call('PATCH', `/own-suppliers/${fromB.id}/products/${lineA.id}`, { as: b.owner, body: { price: 1 } }))
        .status,
    ).toBe(404);
    expect(
      (await call('GET', `/own-suppliers/${fromB.id}/products/${lineA.id}/price-changes`, { as: b.owner })).status,
    ).toBe(404);
  });

  it('answers 404 on every route to an organization that did not add it', async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    const added = await addSupplier(a.owner);
    const line = await addLine(a.owner, added.id, await category());
    for (const [method, path, body] of [
      ['GET', `/own-suppliers/${added.id}`],
      ['PATCH', `/own-suppliers/${added.id}`, { name: 'Tomado' }],
      ['DELETE', `/own-suppliers/${added.id}`],
      ['GET', `/own-suppliers/${added.id}/products`],
      ['POST', `/own-suppliers/${added.id}/products`, { name: 'X', unit: 'kg', price: 1, category_id: line.id }],
      [
        'POST',
        `/own-suppliers/${added.id}/products/import`,
        { csv: 'nome;unidade;preço\nX;kg;1', category_id: line.id },
      ],
      ['PATCH', `/own-suppliers/${added.id}/products/${line.id}`, { price: 1 }],
      ['DELETE', `/own-suppliers/${added.id}/products/${line.id}`],
      ['GET', `/own-suppliers/${added.id}/products/${line.id}/price-changes`],
    ] as const) {
      const res = await call(method, path, { as: b.owner, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const still = await json<OwnSupplier>(call('GET', `/own-suppliers/${added.id}`, { as: a.owner }));
    expect(still.product_count).toBe(1);
  });
});

describe('the price list a buyer keeps for its supplier', () => {
  async function setUp(): Promise<{ t: Tenant; supplier: OwnSupplier; categoryId: string }> {
    const t = await createTenant();
    return { t, supplier: await addSupplier(t.owner), categoryId: await category() };
  }

  it('keeps the catalogue’s product rules: price above zero, GTIN check digit, SKU generated and unique', async () => {
    const { t, supplier, categoryId } = await setUp();
    const line = await addLine(t.admin, supplier.id, categoryId, {
      price: 'R$ 12,50',
      price_valid_until: '31/12/2026',
    });
    expect(line).toMatchObject({ price: 12.5, price_valid_until: '2026-12-31' });
    expect(line.sku).toMatch(/^SKU-\d+/);
    const base = `/own-suppliers/${supplier.id}/products`;
    const refused: [Record<string, unknown>, number, string][] = [
      [{ price: 0 }, 400, 'Preço deve ser maior que zero'],
      [{ price: 'doze' }, 400, 'Preço deve ser maior que zero'],
      [{ gtin: '7891000100104' }, 400, 'Dígito verificador do GTIN/EAN inválido'],
      [{ sku: line.sku.toLowerCase() }, 409, 'Já existe um produto com esse SKU nesta lista de preços'],
      [{ name: line.name.toUpperCase() }, 409, 'Já existe um produto com esse nome nesta lista de preços'],
    ];
    for (const [fields, status, message] of refused) {
      const res = await call('POST', base, {
        as: t.owner,
        body: { name: `Couve ${uniq()}`, unit: 'maço', price: 2, category_id: categoryId, ...fields },
      });
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    // The same SKU is free in another buyer's list for the same supplier, and in the public catalogue.
    expect((await addLine(t.owner, supplier.id, categoryId, { gtin: '7891000100103' })).gtin).toBe('7891000100103');
  });

  it('records every price set or changed with who changed it, newest first', async () => {
    const { t, supplier, categoryId } = await setUp();
    const line = await addLine(t.owner, supplier.id, categoryId, { price: 10 });
    const path = `/own-suppliers/${supplier.id}/products/${line.id}`;
    await expectStatus(call('PATCH', path, { as: t.admin, body: { price: '11,00' } }), 200);
    // A change that is no price change writes no row.
    await expectStatus(call('PATCH', path, { as: t.admin, body: { unit: 'cx' } }), 200);
    const changes = await json<{ data: Record<string, unknown>[] }>(
      call('GET', `${path}/price-changes`, { as: t.member }),
    );
    expect(changes.data).toMatchObject([
      {
        price: 11,
        previous_price: 10,
        changed_by: 'buyer',
        changed_by_user_id: t.admin.user.id,
        who: t.admin.user.name,
      },
      {
        price: 10,
        previous_price: null,
        changed_by: 'buyer',
        changed_by_user_id: t.owner.user.id,
        who: t.owner.user.name,
      },
    ]);
    await expectStatus(call('DELETE', path, { as: t.owner }), 200);
    const page = await json<{ data: Line[] }>(call('GET', `/own-suppliers/${supplier.id}/products`, { as: t.owner }));
    expect(page.data).toEqual([]);
  });

  it('removing the supplier retires this buyer’s list and the link, not the supplier', async () => {
    const { t, supplier, categoryId } = await setUp();
    const line = await addLine(t.owner, supplier.id, categoryId);
    await expectStatus(call('DELETE', `/own-suppliers/${supplier.id}`, { as: t.admin }), 200);
    expect((await call('GET', `/own-suppliers/${supplier.id}`, { as: t.owner })).status).toBe(404);
    const [product] = await withDb((db) => db.select().from(products).where(eq(products.id, line.id)));
    expect(product!.isActive).toBe(false);
    const links = await withDb((db) =>
      db.select().from(organizationSuppliers).where(eq(organizationSuppliers.supplierId, supplier.id)),
    );
    expect(links).toEqual([]);
    expect(await withDb((db) => db.select().from(suppliers).where(eq(suppliers.id, supplier.id)))).toHaveLength(1);
  });
});
