import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productPriceChanges } from '../../db/schema/catalogue';
import { createCatalogue } from '../test/catalogue';
import { addOwnSupplier, createOwnSupplier } from '../test/own-suppliers';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createTenant, withDb } from '../test/tenant';

type Buyer = {
  organization_id: string;
  name: string;
  city: { name: string; state: string } | null;
  email_for_you: string;
  order_count: number;
  quote_count: number;
  price_list_count: number;
};
type PriceList = {
  buyer: { organization_id: string; name: string };
  data: { id: string; name: string; price: number; price_valid_until: string | null; in_stock: boolean }[];
  pagination: { total: number };
};
type ApiErrorBody = { error: { code: string; message: string } };

/** One supplier two organizations added, each with its own price list, and the supplier's people. */
async function supplierOfTwoBuyers() {
  const [one, two] = await Promise.all([createTenant(), createTenant()]);
  const first = await createOwnSupplier(one.organization.id);
  const second = await addOwnSupplier(two.organization.id, first.supplier.id, { products: [{ price: '3.10' }] });
  const [admin, staff] = await Promise.all([
    createSupplierPerson(first.supplier.id, 'admin'),
    createSupplierPerson(first.supplier.id, 'staff'),
  ]);
  return { one, two, first, second, admin, staff };
}

describe("the supplier's portal shows the buyers that added it", () => {
  it('lists each organization that added it, with its city, its address for the supplier and its price list size', async () => {
    const { one, two, first, second, staff } = await supplierOfTwoBuyers();
    // A buyer that only buys from another supplier's catalogue is nobody's buyer here.
    await createCatalogue([]);
    const res = await call('GET', '/supplier-portal/buyers?limit=100', { as: staff });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { data: Buyer[]; pagination: { total: number } };
    expect(page.pagination.total).toBe(2);
    const byId = new Map(page.data.map((b) => [b.organization_id, b]));
    expect(byId.get(one.organization.id)).toMatchObject({
      name: one.organization.name,
      city: { name: 'Cidade dos Testes', state: 'SP' },
      email_for_you: first.ownSupplier.email,
      order_count: 0,
      quote_count: 0,
      price_list_count: 2,
    });
    expect(byId.get(two.organization.id)).toMatchObject({
      email_for_you: second.ownSupplier.email,
      price_list_count: 1,
    });
    const found = (await (
      await call('GET', `/supplier-portal/buyers?search=${encodeURIComponent(two.organization.name)}`, { as: staff })
    ).json()) as { data: Buyer[] };
    expect(found.data.map((b) => b.organization_id)).toEqual([two.organization.id]);
  });

  it("reads one buyer's price list only; another supplier's people and an organization that did not add it get 404", async () => {
    const { one, two, first, second, admin } = await supplierOfTwoBuyers();
    const res = await call('GET', `/supplier-portal/buyers/${one.organization.id}/price-list`, { as: admin });
    expect(res.status).toBe(200);
    const list = (await res.json()) as PriceList;
    expect(list.buyer).toEqual({ organization_id: one.organization.id, name: one.organization.name });
    expect(list.data.map((l) => l.id).sort()).toEqual(first.products.map((p) => p.id).sort());
    expect(JSON.stringify(list)).not.toContain(second.products[0]!.id);

    const stranger = await createCatalogue([]);
    const otherAdmin = await createSupplierPerson(stranger.supplier.id, 'admin');
    const theirs = await call('GET', `/supplier-portal/buyers/${one.organization.id}/price-list`, { as: otherAdmin });
    const missing = await call('GET', `/supplier-portal/buyers/${crypto.randomUUID()}/price-list`, { as: otherAdmin });
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as ApiErrorBody).error.message).toBe(
      ((await missing.json()) as ApiErrorBody).error.message,
    );
    // The buyer itself is no supplier person.
    expect((await call('GET', `/supplier-portal/buyers`, { as: two.owner })).status).toBe(403);
  });

  it("changes a price of a buyer's list as the supplier: recorded as the supplier's, the buyer's owner is told", async () => {
    const { one, two, first, second, staff } = await supplierOfTwoBuyers();
    const line = first.products[0]!;
    const path = `/supplier-portal/buyers/${one.organization.id}/price-list/${line.id}`;

    const nothing = await call('PATCH', path, { as: staff, body: {} });
    expect(nothing.status).toBe(400);
    const res = await call('PATCH', path, {
      as: staff,
      body: { price: 31.5, price_valid_until: '2099-12-31', in_stock: false },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: line.id,
      price: 31.5,
      price_valid_until: '2099-12-31',
      in_stock: false,
      buyer: { organization_id: one.organization.id },
    });
    const changes = await withDb((db) =>
      db.select().from(productPriceChanges).where(eq(productPriceChanges.productId, line.id)),
    );
    expect(changes.find((c) => c.changedBy === 'supplier')).toMatchObject({
      changedByUserId: staff.user.id,
      organizationId: one.organization.id,
      previousPrice: line.price,
      price: '31.50',
    });
    await expect
      .poll(async () => {
        const bell = (await (await call('GET', '/notifications', { as: one.owner })).json()) as {
          data: { body: string | null }[];
        };
        return bell.data.some((n) => n.body?.includes('alterou o preço'));
      })
      .toBe(true);

    // Another buyer's line through this buyer's path, or the line of a buyer that did not add it: 404.
    const crossed = await call(
      'PATCH',
      `/supplier-portal/buyers/${one.organization.id}/price-list/${second.products[0]!.id}`,
      { as: staff, body: { price: 1 } },
    );
    expect(crossed.status).toBe(404);
    const third = await createTenant();
    const notAdded = await call('PATCH', `/supplier-portal/buyers/${third.organization.id}/price-list/${line.id}`, {
      as: staff,
      body: { price: 1 },
    });
    expect(notAdded.status).toBe(404);
    expect((await call('PATCH', path, { as: two.owner, body: { price: 1 } })).status).toBe(403);
  });
});
