import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../test/catalogue';
import { createOwnSupplier } from '../test/own-suppliers';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createTenant } from '../test/tenant';

type ApiErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

/** A supplier a buyer added (not listed), with an admin and a staff person in its portal. */
async function privateSupplier() {
  const tenant = await createTenant();
  const own = await createOwnSupplier(tenant.organization.id);
  const [admin, staff] = await Promise.all([
    createSupplierPerson(own.supplier.id, 'admin'),
    createSupplierPerson(own.supplier.id, 'staff'),
  ]);
  const { city, category } = await createCatalogue([]);
  return { tenant, own, admin, staff, city, category };
}

describe('a supplier asks to be listed on the marketplace', () => {
  it('its admin asks with cities, categories and a note; one request waits at a time; staff reads but may not ask', async () => {
    const { admin, staff, city, category } = await privateSupplier();
    const body = {
      city_ids: [city.id, city.id],
      category_ids: [category.id],
      message: '  Entregamos de seg. a sáb.  ',
    };

    const byStaff = await call('POST', '/supplier-portal/listing-request', { as: staff, body });
    expect(byStaff.status).toBe(403);

    const created = await call('POST', '/supplier-portal/listing-request', { as: admin, body });
    expect(created.status).toBe(201);
    const request = (await created.json()) as Record<string, unknown>;
    expect(request).toMatchObject({
      status: 'pending',
      cities: [{ id: city.id, name: city.name, state: 'SP' }],
      categories: [{ id: category.id, name: category.name }],
      message: 'Entregamos de seg. a sáb.',
      refusal_reason: null,
      decided_at: null,
    });

    const again = await call('POST', '/supplier-portal/listing-request', { as: admin, body });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiErrorBody).error.message).toContain('aguardando');

    const status = await call('GET', '/supplier-portal/listing-request', { as: staff });
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ listed: false, request });
  });

  it('refuses unknown cities and categories, an empty request, and a supplier already listed', async () => {
    const { admin, category } = await privateSupplier();
    const unknown = await call('POST', '/supplier-portal/listing-request', {
      as: admin,
      body: { city_ids: [crypto.randomUUID()], category_ids: [category.id] },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ApiErrorBody).error.details).toEqual([
      { path: 'city_ids', message: 'Uma das cidades não existe ou não está ativa' },
    ]);
    const empty = await call('POST', '/supplier-portal/listing-request', {
      as: admin,
      body: { city_ids: [], category_ids: [] },
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ApiErrorBody).error.details!.map((d) => d.message)).toEqual([
      'Escolha ao menos uma cidade que você atende',
      'Escolha ao menos uma categoria do que você vende',
    ]);

    const marketplace = await createCatalogue([]);
    const listedAdmin = await createSupplierPerson(marketplace.supplier.id, 'admin');
    const listed = await call('POST', '/supplier-portal/listing-request', {
      as: listedAdmin,
      body: { city_ids: [marketplace.city.id], category_ids: [marketplace.category.id] },
    });
    expect(listed.status).toBe(409);
    expect(await (await call('GET', '/supplier-portal/listing-request', { as: listedAdmin })).json()).toEqual({
      listed: true,
      request: null,
    });
  });

  it('is for supplier people only: a buyer and an anonymous caller are refused', async () => {
    const { tenant } = await privateSupplier();
    expect((await call('GET', '/supplier-portal/listing-request', { as: tenant.owner })).status).toBe(403);
    expect((await call('GET', '/supplier-portal/listing-request')).status).toBe(401);
  });
});
