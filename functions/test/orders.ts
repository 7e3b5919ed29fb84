import { createCatalogue, type CatalogueFixture } from './catalogue';
import { createSupplierKey } from './supplier-keys';
import { call, createTenant, type Principal } from './tenant';

/** Fills the principal's cart with two suppliers' products and checks out; returns the order and fixtures. */
export async function placeOrder(as: Principal, description = 'Compra da semana') {
  const [a, b] = await Promise.all([
    createCatalogue([{ price: '10.00' }, { price: '2.50' }]),
    createCatalogue([{ price: '49.90' }]),
  ]);
  await call('POST', '/cart/item', { as, body: { productId: a.products[0]!.id, quantity: 3 } });
  await call('POST', '/cart/item', { as, body: { productId: a.products[1]!.id, quantity: 4 } });
  await call('POST', '/cart/item', { as, body: { productId: b.products[0]!.id, quantity: 1 } });
  const res = await call('POST', '/purchase-orders', { as, body: { description } });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  const order = (await res.json()) as { id: string; total_amount: number };
  return { order, a, b } as { order: { id: string; total_amount: number }; a: CatalogueFixture; b: CatalogueFixture };
}

/** placeOrder by a new tenant's member, approved by its admin: one supplier order each, SENT; a key per supplier. */
export async function approvedOrder() {
  const tenant = await createTenant();
  const placed = await placeOrder(tenant.member);
  const approved = await call('PUT', `/purchase-orders/${placed.order.id}/status`, {
    as: tenant.admin,
    body: { status: 'APPROVED' },
  });
  if (approved.status !== 200) throw new Error(`approval failed: ${approved.status} ${await approved.text()}`);
  const [keyA, keyB] = await Promise.all([
    createSupplierKey(placed.a.supplier.id),
    createSupplierKey(placed.b.supplier.id),
  ]);
  return { tenant, ...placed, keyA, keyB };
}
