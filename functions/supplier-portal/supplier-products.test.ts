import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';
import { call, createOperator, uniq } from '../test/tenant';

const withKey = (key: string) => ({ headers: { 'x-api-key': key } });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('supplier product API: keys', () => {
  it.each([
    ['enabled, never expires', { enabled: true, neverExpires: true }, 200],
    ['enabled, no expiry date', { enabled: true, neverExpires: false, expiresAt: null }, 200],
    [
      'enabled, expires tomorrow',
      { enabled: true, neverExpires: false, expiresAt: new Date(Date.now() + 86400_000) },
      200,
    ],
    ['enabled, expired', { enabled: true, neverExpires: false, expiresAt: new Date(Date.now() - 1000) }, 401],
    ['disabled', { enabled: false, neverExpires: true }, 401],
  ])('%s -> %s', async (_name, values, status) => {
    const { supplier } = await createCatalogue([{}]);
    const { key } = await createSupplierKey(supplier.id, values);
    const res = await call('GET', '/supplier/products', withKey(key));
    expect(res.status).toBe(status);
    if (status === 401) expect(await errorOf(res)).toMatchObject({ message: 'Invalid or expired API key' });
  });

  it('needs the header, and sends rate-limit headers', async () => {
    const missing = await call('GET', '/supplier/products');
    expect(missing.status).toBe(401);
    expect(await errorOf(missing)).toMatchObject({ message: 'API key is required' });
    const { supplier } = await createCatalogue([]);
    const { key } = await createSupplierKey(supplier.id);
    const res = await call('GET', '/supplier/products', withKey(key));
    expect(res.headers.get('x-ratelimit-limit')).toBe('120');
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBe(119);
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });

  it("never reaches another supplier's products (404)", async () => {
    const [a, b] = await Promise.all([createCatalogue([{}]), createCatalogue([{}])]);
    const { key } = await createSupplierKey(a.supplier.id);
    for (const [method, body] of [['GET'], ['PUT', { price: 1 }], ['DELETE']] as const) {
      const res = await call(method, `/supplier/products/${b.products[0]!.id}`, { ...withKey(key), body });
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({ message: 'Product not found' });
    }
    const own = (await (await call('GET', '/supplier/products', withKey(key))).json()) as {
      data: Array<{ id: string; supplier: { email: string } }>;
    };
    expect(own.data.map((p) => p.id)).toEqual([a.products[0]!.id]);
  });

  it('regenerate: the old key stops at once, the new one works', async () => {
    const operator = await createOperator();
    const { supplier } = await createCatalogue([]);
    const created = (await (
      await call('POST', '/supplier-api-key', {
        as: operator,
        body: { name: 'ERP', supplierId: supplier.id, neverExpires: true },
      })
    ).json()) as { id: string; key: string };
    expect(created.key).toMatch(/^sk_[a-z2-7]{32}$/);
    expect((await call('GET', '/supplier/products', withKey(created.key))).status).toBe(200);
    const regenerated = (await (
      await call('POST', `/supplier-api-key/${created.id}/regenerate`, { as: operator })
    ).json()) as { key: string };
    expect(regenerated.key).not.toBe(created.key);
    expect((await call('GET', '/supplier/products', withKey(created.key))).status).toBe(401);
    expect((await call('GET', '/supplier/products', withKey(regenerated.key))).status).toBe(200);
  });
});

describe('supplier product API: products', () => {
  it.each([
    [{ name: '' }, 'Product name is required'],
    [{ price: 0 }, 'Price must be positive'],
    [{ unit: '' }, 'Unit is required'],
    [{ categoryId: 'x' }, 'Invalid category ID'],
    [{ image: 'nao-e-url' }, 'A imagem deve ser uma URL válida'],
    [{ minimumOrder: 0 }, 'O pedido mínimo deve ser maior que zero'],
  ])('refuses %j with "%s"', async (patch, message) => {
    const fixture = await createCatalogue([]);
    const { key } = await createSupplierKey(fixture.supplier.id);
    const res = await call('POST', '/supplier/products', {
      ...withKey(key),
      body: { name: 'Pão', price: 1.5, unit: 'un', categoryId: fixture.category.id, ...patch },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ message });
  });

  it('creates (201), updates, reports stats and categories, and soft-deletes', async () => {
    const fixture = await createCatalogue([]);
    const { key } = await createSupplierKey(fixture.supplier.id);
    const unknownCategory = await call('POST', '/supplier/products', {
      ...withKey(key),
      body: { name: 'Pão', price: 1.5, unit: 'un', categoryId: crypto.randomUUID() },
    });
    expect(await errorOf(unknownCategory)).toMatchObject({ code: 'BAD_REQUEST', message: 'Category not found' });
    const created = await call('POST', '/supplier/products', {
      ...withKey(key),
      body: { name: `Pão ${uniq()}`, price: 1.5, unit: 'un', categoryId: fixture.category.id },
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as { id: string; inStock: boolean; supplier: { id: string; email: string } };
    expect(product).toMatchObject({ inStock: true, supplier: { id: fixture.supplier.id } });
    expect(
      await (
        await call('PUT', `/supplier/products/${product.id}`, {
          ...withKey(key),
          body: { price: 2.25, inStock: false },
        })
      ).json(),
    ).toMatchObject({ price: 2.25, inStock: false });
    expect(await (await call('GET', '/supplier/products/stats', withKey(key))).json()).toEqual({
      totalProducts: 1,
      activeProducts: 1,
      inactiveProducts: 0,
    });
    const deleted = await call('DELETE', `/supplier/products/${product.id}`, withKey(key));
    expect(await deleted.json()).toEqual({ message: 'Product deleted successfully' });
    expect(await (await call('GET', '/supplier/products/stats', withKey(key))).json()).toEqual({
      totalProducts: 1,
      activeProducts: 0,
      inactiveProducts: 1,
    });
    const categories = (await (await call('GET', '/supplier/products/categories', withKey(key))).json()) as Array<{
      id: string;
    }>;
    expect(categories.map((c) => c.id)).toContain(fixture.category.id);
  });
});

describe('supplier product API: codes and search', () => {
  it('keeps its SKUs unique, checks the GTIN digit, and searches like the catalogue', async () => {
    const { supplier, category } = await createCatalogue([{ name: 'Açúcar cristal 5 kg' }, { name: 'Sal grosso' }]);
    const { key } = await createSupplierKey(supplier.id);
    const sku = `AC-${uniq()}`;
    const body = { name: `Açúcar mascavo ${uniq()}`, price: 12.5, unit: 'kg', categoryId: category.id, sku };
    const created = await call('POST', '/supplier/products', { ...withKey(key), body });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ sku, gtin: null });
    const twice = await call('POST', '/supplier/products', {
      ...withKey(key),
      body: { ...body, name: `Outro ${uniq()}`, sku: sku.toLowerCase() },
    });
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toMatchObject({ message: 'Já existe um produto ativo com esse SKU' });
    const badGtin = await call('POST', '/supplier/products', {
      ...withKey(key),
      body: { ...body, name: `Outro ${uniq()}`, sku: undefined, gtin: '7894900011510' },
    });
    expect(badGtin.status).toBe(400);
    expect(await errorOf(badGtin)).toMatchObject({ message: 'Dígito verificador do GTIN/EAN inválido' });

    const found = (await (await call('GET', '/supplier/products?search=acucar', withKey(key))).json()) as {
      data: Array<{ name: string }>;
      pagination: { total: number };
    };
    expect(found.data.map((p) => p.name).sort()).toEqual([body.name, 'Açúcar cristal 5 kg'].sort());
    const bySku = (await (await call('GET', `/supplier/products?search=${sku}`, withKey(key))).json()) as {
      data: Array<{ sku: string }>;
    };
    expect(bySku.data.map((p) => p.sku)).toEqual([sku]);
  });
});
