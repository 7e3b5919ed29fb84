import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { createOwnSupplier, addOwnSupplier } from '../../test/own-suppliers';
import { call, createTenant, withDb } from '../../test/tenant';
import { supplierOrderDocument } from '../documents/supplier-order-document';
import type { orderDetailSchema } from '../purchase-orders.responses';

type Detail = z.output<typeof orderDetailSchema>;

/**
 * #54: the supplier row of an unlisted supplier holds what the FIRST buyer that added it typed; a second
 * buyer of the same CNPJ orders from it under its own name for it, and its order, the order's PDF and
 * the approvals' rule names never show the first buyer's.
 */
describe('an own supplier added by two organizations, named in the second one’s order', () => {
  it('is named as the ordering organization knows it in the order detail and the pedido’s PDF', async () => {
    const [first, second] = await Promise.all([createTenant(), createTenant()]);
    const firstOwn = await createOwnSupplier(first.organization.id, { name: 'Nome que a primeira deu' });
    const secondOwn = await addOwnSupplier(second.organization.id, firstOwn.supplier.id, {
      name: 'Nome que a segunda deu',
      products: [{ price: '40.00' }],
    });
    const product = secondOwn.products[0]!;
    expect(
      (await call('POST', '/cart/item', { as: second.owner, body: { productId: product.id, quantity: 3 } })).status,
    ).toBe(201);
    const placed = await call('POST', '/purchase-orders', {
      as: second.owner,
      body: { description: 'Compra', suppliers: [{ supplierId: firstOwn.supplier.id }] },
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { id } = (await placed.json()) as { id: string };

    const res = await call('GET', `/purchase-orders/${id}`, { as: second.owner });
    const text = await res.text();
    const detail = JSON.parse(text) as Detail;
    expect(detail.supplier_orders.map((p) => p.supplier_name)).toEqual(['Nome que a segunda deu']);
    expect(text).not.toContain('Nome que a primeira deu');
    expect(text).not.toContain(firstOwn.supplier.name);

    const document = await withDb((db) =>
      supplierOrderDocument(
        db as never,
        { organizationId: second.organization.id, purchaseOrderId: id },
        detail.supplier_orders[0]!.id,
      ),
    );
    expect(document.supplier.name).toBe('Nome que a segunda deu');
  });
});
