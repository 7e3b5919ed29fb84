import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue';
import { call, createOperator, createTenant, createUser, randomCnpj, uniq, type Principal } from '../test/tenant';

describe('categories', () => {
  it('answers at /categorys and /categories, with product counts', async () => {
    const fixture = await createCatalogue([{}, {}, { inStock: false }]);
    for (const base of ['/categorys', '/categories']) {
      const rows = (await (await call('GET', `${base}/with-count`)).json()) as Array<{
        id: string;
        productCount: number;
      }>;
      expect(rows.find((r) => r.id === fixture.category.id)?.productCount).toBe(3);
      expect((await call('GET', `${base}/${fixture.category.id}`)).status).toBe(200);
    }
    const missing = await call('GET', `/categorys/${crypto.randomUUID()}`);
    expect(await missing.json()).toMatchObject({ error: { message: 'Category not found' } });
  });

  it('lets the operator create, rename and delete an unused one; one in use is refused', async () => {
    const operator = await createOperator();
    const created = (await (
      await call('POST', '/categorys', {
        as: operator,
        body: { name: `Congelados ${uniq()}`, color: '#2563eb', icon: 'snowflake' },
      })
    ).json()) as { id: string };
    expect(
      (await call('PUT', `/categorys/${created.id}`, { as: operator, body: { name: `Congelados novos ${uniq()}` } }))
        .status,
    ).toBe(200);
    expect((await call('DELETE', `/categorys/${created.id}`, { as: operator })).status).toBe(200);
    const fixture = await createCatalogue([{}]);
    expect((await call('DELETE', `/categorys/${fixture.category.id}`, { as: operator })).status).toBe(409);
  });
});

type Who = 'anonymous' | 'member' | 'admin' | 'owner' | 'operator';
const WRITES: Array<{
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: (f: Awaited<ReturnType<typeof createCatalogue>>) => string;
  body?: (f: Awaited<ReturnType<typeof createCatalogue>>) => unknown;
  ok: number;
}> = [
  {
    name: 'create a supplier',
    method: 'POST',
    path: () => '/suppliers',
    body: (f) => ({ name: 'Novo', email: 'n@teste.dev', cnpj: randomCnpj(), color: '#000000', cityIds: [f.city.id] }),
    ok: 201,
  },
  {
    name: 'update a supplier',
    method: 'PUT',
    path: (f) => `/suppliers/${f.supplier.id}`,
    body: () => ({ color: '#111111' }),
    ok: 200,
  },
  { name: 'delete a supplier', method: 'DELETE', path: (f) => `/suppliers/${f.supplier.id}`, ok: 200 },
  {
    name: 'create a category',
    method: 'POST',
    path: () => '/categorys',
    body: () => ({ name: `Cat ${uniq()}` }),
    ok: 201,
  },
  {
    name: 'update a category',
    method: 'PUT',
    path: (f) => `/categorys/${f.category.id}`,
    body: () => ({ color: '#222222' }),
    ok: 200,
  },
  {
    name: 'create a product',
    method: 'POST',
    path: () => '/products',
    body: (f) => ({
      name: `P ${uniq()}`,
      price: 1.5,
      unit: 'un',
      categoryId: f.category.id,
      supplierId: f.supplier.id,
    }),
    ok: 201,
  },
  {
    name: 'update a product',
    method: 'PUT',
    path: (f) => `/products/${f.products[0]!.id}`,
    body: () => ({ price: 2 }),
    ok: 200,
  },
  { name: 'delete a product', method: 'DELETE', path: (f) => `/products/${f.products[0]!.id}`, ok: 200 },
];

describe('role table: catalogue writes are the operator’s only', () => {
  it.each(WRITES.map((w) => [w.name, w] as const))('%s', async (_name, route) => {
    const results: Record<Who, { status: number; message?: string }> = {} as never;
    for (const who of ['anonymous', 'member', 'admin', 'owner', 'operator'] as Who[]) {
      const fixture = await createCatalogue([{}]);
      const tenant = await createTenant();
      const principal: Principal | undefined = {
        anonymous: undefined,
        member: tenant.member,
        admin: tenant.admin,
        owner: tenant.owner,
        operator: await createOperator(),
      }[who];
      const body = route.body?.(fixture);
      const res = await call(route.method, route.path(fixture), { as: principal, body });
      const json = (await res.json()) as { error?: { message: string } };
      results[who] = { status: res.status, message: json.error?.message };
    }
    expect(results.anonymous).toEqual({ status: 401, message: 'Authentication required' });
    for (const who of ['member', 'admin', 'owner'] as const)
      expect(results[who]).toEqual({ status: 401, message: 'Not allowed' });
    expect(results.operator.status).toBe(route.ok);
  });

  it('leaves public reads open without a cookie', async () => {
    const fixture = await createCatalogue([{}]);
    for (const path of [
      '/suppliers',
      `/suppliers/${fixture.supplier.id}`,
      '/suppliers/cities',
      '/categorys',
      '/categories/with-count',
      '/products',
      `/products/${fixture.products[0]!.id}`,
    ]) {
      expect((await call('GET', path)).status, path).toBe(200);
    }
    const user = await createUser();
    expect((await call('GET', '/products', { as: user })).status).toBe(200);
  });
});
