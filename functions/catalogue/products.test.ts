import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue';
import { productDetailOf } from '../test/product-detail';
import { PLAN_LOAD_TIMEOUT, planSupplier, withPlanDatabase } from '../test/plan-database';
import { call, createOperator, createTenant, uniq } from '../test/tenant';
import { productListQuery } from './products.service';

type Page = {
  data: Array<{ id: string; name: string; price: number; supplier: { id: string }; category: { id: string } }>;
  pagination: { total: number; totalPages: number };
};
const list = async (query: string) => (await (await call('GET', `/products?${query}`)).json()) as Page;

describe('catalogue reads (no login)', () => {
  it('filters by supplier, category, city, stock and name, and sorts by price', async () => {
    const fixture = await createCatalogue([
      { name: `Tomate ${uniq()}`, price: '8.90' },
      { name: `Alface ${uniq()}`, price: '3.50', inStock: false },
      { name: `Batata ${uniq()}`, price: '6.20' },
    ]);
    const bySupplier = await list(`supplierId=${fixture.supplier.id}&sort=price&order=asc`);
    expect(bySupplier.data.map((p) => p.price)).toEqual([3.5, 6.2, 8.9]);
    expect(bySupplier.pagination.total).toBe(3);
    expect((await list(`categoryId=${fixture.category.id}&inStock=true`)).data).toHaveLength(2);
    expect((await list(`cityId=${fixture.city.id}`)).data).toHaveLength(3);
    const search = await list(
      `supplierId=${fixture.supplier.id}&search=${encodeURIComponent(fixture.products[0]!.name.slice(0, 10))}`,
    );
    expect(search.data.map((p) => p.id)).toEqual([fixture.products[0]!.id]);
    const paged = await list(`supplierId=${fixture.supplier.id}&limit=2&page=2&sort=name`);
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination.totalPages).toBe(2);
    expect((await call('GET', '/products?limit=101')).status).toBe(400);
  });

  it('a search that finds nothing in the buyer’s city names the products whose supplier does not deliver there', async () => {
    const name = `Óleo de soja 900 ml ${uniq()}`;
    const [there, here] = await Promise.all([createCatalogue([{ name }]), createCatalogue([])]);
    const search = `search=${encodeURIComponent(name.toLowerCase().replace('ó', 'o'))}`;
    const inMyCity = (await list(`${search}&cityId=${here.city.id}`)) as Page & { outsideCity: unknown };
    expect(inMyCity.data).toEqual([]);
    expect(inMyCity.outsideCity).toMatchObject({
      city: { id: here.city.id, name: here.city.name },
      total: 1,
      data: [{ id: there.products[0]!.id, name, supplier: { id: there.supplier.id } }],
    });
    // Found in the city, or asked without one: nothing else to say.
    expect(((await list(`${search}&cityId=${there.city.id}`)) as Page & { outsideCity: unknown }).outsideCity).toBe(
      null,
    );
    expect(((await list(search)) as Page & { outsideCity: unknown }).outsideCity).toBe(null);
  });

  it('shows a product with its category and its supplier’s cities; unknown ids are "Product not found"', async () => {
    const fixture = await createCatalogue([{}]);
    const res = await call('GET', `/products/${fixture.products[0]!.id}`);
    expect(await res.json()).toMatchObject(productDetailOf(fixture));
    const missing = await call('GET', `/products/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { message: 'Product not found' } });
    const bySupplier = (await (await call('GET', `/products/by-supplier/${fixture.supplier.id}`)).json()) as Page;
    expect(bySupplier.data).toHaveLength(1);
  });
});

describe('product writes (operator)', () => {
  const body = (f: { category: { id: string }; supplier: { id: string } }) => ({
    name: `Queijo ${uniq()}`,
    price: 39.9,
    unit: 'kg',
    categoryId: f.category.id,
    supplierId: f.supplier.id,
  });

  it.each([
    [{ name: '' }, 'Nome do produto é obrigatório'],
    [{ name: undefined }, 'Nome do produto é obrigatório'],
    [{ categoryId: '' }, 'Categoria é obrigatória'],
    [{ supplierId: undefined }, 'Fornecedor é obrigatório'],
    [{ categoryId: 'abc' }, 'ID da categoria inválido'],
    [{ supplierId: 'abc' }, 'ID do fornecedor inválido'],
    [{ price: 0 }, 'Preço deve ser maior que zero'],
    [{ unit: '' }, 'Unidade é obrigatória'],
    [{ sku: 'com espaço' }, 'O SKU deve ter de 1 a 40 caracteres: letras, números, ponto, traço, barra e sublinhado'],
    [{ gtin: '789490001151' + '8' }, 'Dígito verificador do GTIN/EAN inválido'],
    [{ gtin: '78949000115' }, 'O GTIN/EAN deve ter 8, 12, 13 ou 14 dígitos'],
  ])('refuses %j with "%s"', async (patch, message) => {
    const operator = await createOperator();
    const fixture = await createCatalogue([]);
    const res = await call('POST', '/products', { as: operator, body: { ...body(fixture), ...patch } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message } });
  });

  it('creates (201), maps a duplicate name and a missing category to PRODUCT_CREATION_FAILED without leaking SQL', async () => {
    const operator = await createOperator();
    const fixture = await createCatalogue([]);
    const input = body(fixture);
    const created = await call('POST', '/products', { as: operator, body: input });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      name: input.name,
      price: 39.9,
      minimumOrder: 1,
      inStock: true,
      isActive: true,
      rating: 5,
    });

    const duplicate = await call('POST', '/products', {
      as: operator,
      body: { ...input, name: input.name.toUpperCase() },
    });
    const dupText = await duplicate.text();
    expect(duplicate.status).toBe(400);
    expect(JSON.parse(dupText)).toMatchObject({
      error: { code: 'PRODUCT_CREATION_FAILED', message: 'Já existe um produto com esse nome' },
    });
    expect(dupText).not.toMatch(/duplicate key|products_supplier|violates/i);

    const badRef = await call('POST', '/products', {
      as: operator,
      body: { ...input, name: `Outro ${uniq()}`, categoryId: crypto.randomUUID() },
    });
    expect(await badRef.json()).toMatchObject({
      error: { code: 'PRODUCT_CREATION_FAILED', message: 'Categoria ou fornecedor inválido. Verifique os dados.' },
    });
  });

  it('keeps SKUs unique per supplier among active products, and takes a GTIN whose digit checks', async () => {
    const operator = await createOperator();
    const fixture = await createCatalogue([]);
    const other = await createCatalogue([]);
    const sku = `QJ-${uniq()}`;
    const created = await call('POST', '/products', {
      as: operator,
      body: { ...body(fixture), sku, gtin: '7894900011517' },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ sku, gtin: '7894900011517' });
    const again = await call('POST', '/products', { as: operator, body: { ...body(fixture), sku: sku.toLowerCase() } });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      error: { code: 'PRODUCT_CREATION_FAILED', message: 'Já existe um produto com esse SKU neste fornecedor' },
    });
    // Another supplier may use the same code; without one, a product still gets a code of its own.
    expect((await call('POST', '/products', { as: operator, body: { ...body(other), sku } })).status).toBe(201);
    const unnamed = (await (await call('POST', '/products', { as: operator, body: body(other) })).json()) as {
      sku: string;
    };
    expect(unnamed.sku).toMatch(/^SKU-\d{6,}$/);
  });

  it('deletes by removing it from carts first, then retiring it', async () => {
    const operator = await createOperator();
    const { member } = await createTenant();
    const fixture = await createCatalogue([{}]);
    await call('POST', '/cart/item', { as: member, body: { productId: fixture.products[0]!.id, quantity: 1 } });
    expect((await call('DELETE', `/products/${fixture.products[0]!.id}`, { as: operator })).status).toBe(200);
    expect(((await (await call('GET', '/cart', { as: member })).json()) as { items: unknown[] }).items).toEqual([]);
    expect((await call('GET', `/products/${fixture.products[0]!.id}`)).status).toBe(404);
    expect((await call('DELETE', `/products/${fixture.products[0]!.id}`, { as: operator })).status).toBe(404);
  });
});

describe('catalogue listing plan', () => {
  it(
    'serves the main listing from an index on a 10,000-product catalogue',
    async () => {
      await withPlanDatabase(async (db) => {
        const { supplierId, categoryId } = await planSupplier(db);
        await db.execute(sql`
        insert into products (name, price, unit, category_id, supplier_id)
        select 'Item ' || g || ' ' || ${uniq()}, (g % 500) + 1.5, 'un', ${categoryId}, ${supplierId}
        from generate_series(1, 10000) g`);
        await db.execute(sql`analyze products`);
        await db.execute(sql`analyze suppliers`);
        const plan = await db.execute<{ 'QUERY PLAN': string }>(
          sql`explain ${productListQuery(db, { page: 1, limit: 20, sort: 'name', order: 'asc' })}`,
        );
        const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(text).toMatch(/Index Scan using products_active_name_idx/);
        expect(text).not.toMatch(/Seq Scan on products/);
      });
    },
    PLAN_LOAD_TIMEOUT,
  );
});
