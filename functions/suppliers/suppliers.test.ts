import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/carts';
import { products } from '../../db/schema/catalogue';
import { createCatalogue } from '../test/catalogue';
import { call, createOperator, createTenant, randomCnpj, withDb } from '../test/tenant';

const valid = (cityIds: string[]) => ({
  name: 'Hortifrúti Teste',
  email: 'vendas@teste.dev',
  phone: '(11) 3000-0000',
  cnpj: randomCnpj(),
  isActive: true,
  rating: 4.5,
  logo: null,
  color: '#16a34a',
  cityIds,
});

describe('suppliers', () => {
  it('lets the operator create one (201) with its cities, and reads it publicly', async () => {
    const operator = await createOperator();
    const { city } = await createCatalogue([]);
    const res = await call('POST', '/suppliers', { as: operator, body: valid([city.id]) });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; rating: number; cities: Array<{ id: string }> };
    expect(created).toMatchObject({
      rating: 4.5,
      isActive: true,
      cities: [{ id: city.id, name: city.name, state: 'SP', country: 'BR', isActive: true }],
      categories: [],
    });
    const publicRead = await call('GET', `/suppliers/${created.id}`);
    expect(publicRead.status).toBe(200);
    const list = (await (await call('GET', '/suppliers')).json()) as Array<{ id: string }>;
    expect(list.map((s) => s.id)).toContain(created.id);
  });

  it.each([
    [{ color: '' }, 'Selecione uma cor para o fornecedor'],
    [{ color: undefined }, 'Selecione uma cor para o fornecedor'],
    [{ cityIds: [] }, 'Selecione pelo menos uma cidade'],
    [{ cnpj: '' }, 'CNPJ é obrigatório'],
    [{ cnpj: '11.222.333/0001-00' }, 'CNPJ inválido'],
  ])('refuses %j with "%s"', async (patch, message) => {
    const operator = await createOperator();
    const { city } = await createCatalogue([]);
    const res = await call('POST', '/suppliers', { as: operator, body: { ...valid([city.id]), ...patch } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message } });
  });

  it('replaces the whole city list on update and ignores null fields', async () => {
    const operator = await createOperator();
    const [one, two] = await Promise.all([createCatalogue([]), createCatalogue([])]);
    const created = (await (await call('POST', '/suppliers', { as: operator, body: valid([one.city.id]) })).json()) as {
      id: string;
      name: string;
    };
    const res = await call('PUT', `/suppliers/${created.id}`, {
      as: operator,
      body: { name: null, color: '#000000', cityIds: [two.city.id] },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: created.name, color: '#000000', cities: [{ id: two.city.id }] });
  });

  it('deletes with its products and cart lines first: "Fornecedor excluído com sucesso"', async () => {
    const operator = await createOperator();
    const { member } = await createTenant();
    const fixture = await createCatalogue([{}]);
    await call('POST', '/cart/item', { as: member, body: { productId: fixture.products[0]!.id, quantity: 1 } });
    const res = await call('DELETE', `/suppliers/${fixture.supplier.id}`, { as: operator });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Fornecedor excluído com sucesso' });
    expect(
      await withDb((db) => db.select().from(products).where(eq(products.supplierId, fixture.supplier.id))),
    ).toEqual([]);
    expect(
      await withDb((db) => db.select().from(cartItems).where(eq(cartItems.supplierId, fixture.supplier.id))),
    ).toEqual([]);
    const gone = await call('GET', `/suppliers/${fixture.supplier.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { message: 'Supplier not found' } });
  });

  it('lists active cities by state then name, and by state', async () => {
    const all = (await (await call('GET', '/suppliers/cities')).json()) as Array<{ state: string; name: string }>;
    const keys = all.map((c) => `${c.state}|${c.name}`);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const sp = (await (await call('GET', '/suppliers/cities/sp')).json()) as Array<{ state: string }>;
    expect(sp.length).toBeGreaterThan(0);
    expect(sp.every((c) => c.state === 'SP')).toBe(true);
  });
});
