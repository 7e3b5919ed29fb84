import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue';
import { createSupplierKey } from '../test/supplier-keys';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createOperator, uniq } from '../test/tenant';

const json = async <T>(res: Response) => (await res.json()) as T;
const errorOf = async (res: Response) => (await json<{ error: { code: string; message: string } }>(res)).error;
type Product = { id: string; name: string; price: number; inStock: boolean; isActive: boolean };
type Key = { id: string; name: string; enabled: boolean; keyPreview: string; supplierId: string };

describe("the supplier portal's catalogue", () => {
  it("lets the supplier's people keep their products under the supplier API's rules, in pt-BR, and never reach another supplier's", async () => {
    const mine = await createCatalogue([{ name: `Alface ${uniq()}` }]);
    const theirs = await createCatalogue([{}]);
    const [staff, otherAdmin] = await Promise.all([
      createSupplierPerson(mine.supplier.id, 'staff'),
      createSupplierPerson(theirs.supplier.id, 'admin'),
    ]);

    // Staff may add products: same rules as the API, messages in pt-BR.
    const invalid = await call('POST', '/supplier-portal/products', {
      as: staff,
      body: { name: '', price: -1, unit: 'kg', categoryId: mine.category.id },
    });
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).message).toMatch(/Informe o nome do produto|O preço deve ser maior que zero/);
    const inactiveCategory = await call('POST', '/supplier-portal/products', {
      as: staff,
      body: { name: 'Rúcula', price: 4.5, unit: 'maço', categoryId: crypto.randomUUID() },
    });
    expect(inactiveCategory.status).toBe(400);
    expect((await errorOf(inactiveCategory)).message).toBe('Categoria não encontrada ou inativa');

    const name = `Rúcula ${uniq()}`;
    const created = await call('POST', '/supplier-portal/products', {
      as: staff,
      body: { name, price: 4.499, unit: 'maço', categoryId: mine.category.id, minimumOrder: 2 },
    });
    expect(created.status).toBe(201);
    const product = await json<Product>(created);
    expect(product).toMatchObject({ name, price: 4.5, inStock: true, isActive: true });

    const duplicate = await call('POST', '/supplier-portal/products', {
      as: staff,
      body: { name: name.toUpperCase(), price: 5, unit: 'maço', categoryId: mine.category.id },
    });
    expect(duplicate.status).toBe(409);
    expect((await errorOf(duplicate)).message).toBe('Já existe um produto ativo com esse nome');

    // Price and stock change; the list finds it by name.
    const updated = await json<Product>(
      await call('PUT', `/supplier-portal/products/${product.id}`, {
        as: staff,
        body: { price: 5.2, inStock: false },
      }),
    );
    expect(updated).toMatchObject({ price: 5.2, inStock: false });
    const found = await json<{ data: Product[]; pagination: { total: number } }>(
      await call('GET', `/supplier-portal/products?search=${encodeURIComponent(name.slice(0, 9))}`, { as: staff }),
    );
    expect(found.data.map((p) => p.id)).toEqual([product.id]);

    // Another supplier's admin finds nothing of ours, as if it did not exist.
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { price: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/supplier-portal/products/${product.id}`, { as: otherAdmin, body });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe('Produto não encontrado');
    }
    const theirList = await json<{ data: Product[] }>(
      await call('GET', '/supplier-portal/products?limit=100', { as: otherAdmin }),
    );
    expect(theirList.data.map((p) => p.id)).not.toContain(product.id);

    // Removing deactivates: out of the list, counted as inactive, reachable through neither face.
    expect((await call('DELETE', `/supplier-portal/products/${product.id}`, { as: staff })).status).toBe(200);
    expect((await call('GET', `/supplier-portal/products/${product.id}`, { as: staff })).status).toBe(404);
    const stats = await json<{ totalProducts: number; inactiveProducts: number }>(
      await call('GET', '/supplier-portal/products/stats', { as: staff }),
    );
    expect(stats).toEqual({ totalProducts: 2, activeProducts: 1, inactiveProducts: 1 });
    const key = await createSupplierKey(mine.supplier.id);
    const viaApi = await call('GET', `/supplier/products/${product.id}`, { headers: { 'x-api-key': key.key } });
    expect(viaApi.status).toBe(404);
  });

  it('lets supplier admins create, rotate, disable and delete their own keys, staff only look, and reports their usage', async () => {
    const mine = await createCatalogue([{}]);
    const theirs = await createCatalogue([{}]);
    const [admin, staff, otherAdmin, operator] = await Promise.all([
      createSupplierPerson(mine.supplier.id, 'admin'),
      createSupplierPerson(mine.supplier.id, 'staff'),
      createSupplierPerson(theirs.supplier.id, 'admin'),
      createOperator(),
    ]);

    const forbidden = await call('POST', '/supplier-portal/api-keys', { as: staff, body: { name: 'ERP' } });
    expect(forbidden.status).toBe(403);
    const past = await call('POST', '/supplier-portal/api-keys', {
      as: admin,
      body: { name: 'ERP', neverExpires: false, expiresAt: '2020-01-01' },
    });
    expect(past.status).toBe(400);
    expect((await errorOf(past)).message).toBe('A validade deve ser uma data futura');
    expect((await errorOf(await call('POST', '/supplier-portal/api-keys', { as: admin, body: {} }))).message).toBe(
      'Informe o nome da chave',
    );

    // The whole key comes once, works on the supplier API, and is the admin's own supplier's.
    const created = await call('POST', '/supplier-portal/api-keys', {
      as: admin,
      body: { name: 'ERP da distribuidora', neverExpires: true },
    });
    expect(created.status).toBe(201);
    const key = await json<Key & { key: string }>(created);
    expect(key.supplierId).toBe(mine.supplier.id);
    expect(key.key).toMatch(/^sk_/);
    expect(key.keyPreview).not.toBe(key.key);
    const products = await call('GET', '/supplier/products', { headers: { 'x-api-key': key.key } });
    expect(products.status).toBe(200);

    // Staff see the key and its call; the usage counts it.
    const list = await json<{ data: Key[]; recentLogs: { endpoint: string }[] }>(
      await call('GET', '/supplier-portal/api-keys', { as: staff }),
    );
    expect(list.data.map((k) => k.id)).toEqual([key.id]);
    await expect
      .poll(
        async () =>
          (
            await json<{ totalRequests: number }>(
              await call('GET', '/supplier-portal/api-keys/analytics?days=7', { as: staff }),
            )
          ).totalRequests,
        { timeout: 20_000, interval: 250 },
      )
      .toBe(1);
    const usage = await json<{ usageByDay: unknown[] }>(
      await call('GET', '/supplier-portal/api-keys/analytics?days=7', { as: staff }),
    );
    expect(usage.usageByDay).toHaveLength(7);

    // Rotation: the old key stops at once, the new one works.
    expect((await call('POST', `/supplier-portal/api-keys/${key.id}/regenerate`, { as: staff })).status).toBe(403);
    const rotated = await json<{ key: string }>(
      await call('POST', `/supplier-portal/api-keys/${key.id}/regenerate`, { as: admin }),
    );
    expect((await call('GET', '/supplier/products', { headers: { 'x-api-key': key.key } })).status).toBe(401);
    expect((await call('GET', '/supplier/products', { headers: { 'x-api-key': rotated.key } })).status).toBe(200);

    // Another supplier's admin: the key does not exist for them.
    for (const [method, path, body] of [
      ['GET', `/supplier-portal/api-keys/${key.id}`, undefined],
      ['GET', `/supplier-portal/api-keys/${key.id}/analytics`, undefined],
      ['PUT', `/supplier-portal/api-keys/${key.id}`, { enabled: false }],
      ['POST', `/supplier-portal/api-keys/${key.id}/regenerate`, undefined],
      ['DELETE', `/supplier-portal/api-keys/${key.id}`, undefined],
    ] as const) {
      const res = await call(method, path, { as: otherAdmin, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await errorOf(res)).message).toBe('Chave não encontrada');
    }
    expect((await call('GET', '/supplier/products', { headers: { 'x-api-key': rotated.key } })).status).toBe(200);

    // Disable, then delete; the operator sees the same key in the console meanwhile.
    const disabled = await json<Key>(
      await call('PUT', `/supplier-portal/api-keys/${key.id}`, { as: admin, body: { enabled: false } }),
    );
    expect(disabled.enabled).toBe(false);
    expect((await call('GET', '/supplier/products', { headers: { 'x-api-key': rotated.key } })).status).toBe(401);
    expect((await call('GET', `/supplier-api-key/${key.id}`, { as: operator })).status).toBe(200);
    expect((await call('DELETE', `/supplier-portal/api-keys/${key.id}`, { as: admin })).status).toBe(200);
    expect((await call('GET', `/supplier-portal/api-keys/${key.id}`, { as: admin })).status).toBe(404);
  });

  it("answers 404 for the operator's analytics of a supplier that does not exist", async () => {
    const operator = await createOperator();
    const res = await call('GET', `/supplier-api-key/supplier/${crypto.randomUUID()}/analytics`, { as: operator });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe('Supplier not found');
  });
});
