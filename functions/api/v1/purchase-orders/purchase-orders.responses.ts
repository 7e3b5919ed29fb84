import type { purchaseOrderItems, purchaseOrders } from '../../../../db/schema/purchase-orders';

/** The area's response shapes, mapped explicitly from rows (the SPA sees them through the router's types). */

type OrderRow = typeof purchaseOrders.$inferSelect;
type ItemRow = typeof purchaseOrderItems.$inferSelect;

const cents = (value: string) => Math.round(Number(value) * 100);

export const orderToResponse = (o: OrderRow) => ({
  id: o.id,
  description: o.description,
  status: o.status,
  client_id: o.clientId,
  organization_id: o.organizationId,
  supplier_ids: o.supplierIds,
  cart_data: o.cartData,
  notes: o.notes,
  total_amount: o.totalAmount === null ? null : Number(o.totalAmount),
  created_at: o.createdAt.toISOString(),
  updated_at: o.updatedAt.toISOString(),
});

export const itemToResponse = (i: ItemRow) => ({
  id: i.id,
  purchase_order_id: i.purchaseOrderId,
  product_id: i.productId,
  supplier_id: i.supplierId,
  product_name: i.productName,
  product_unit: i.productUnit,
  supplier_name: i.supplierName,
  quantity: i.quantity,
  unit_price: Number(i.unitPrice),
  total_price: Number(i.totalPrice),
  status: i.status,
  admin_notes: i.adminNotes,
  created_at: i.createdAt.toISOString(),
  updated_at: i.updatedAt.toISOString(),
});

/** Items grouped by supplier, each group with its total and decision flags. */
export function groupBySupplier(items: ItemRow[]) {
  const groups = new Map<string, { supplier_id: string | null; supplier_name: string; items: ItemRow[] }>();
  for (const item of items) {
    const key = item.supplierId ?? item.supplierName;
    const group = groups.get(key) ?? { supplier_id: item.supplierId, supplier_name: item.supplierName, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    ...g,
    total_amount: g.items.reduce((sum, i) => sum + cents(i.totalPrice), 0) / 100,
    allApproved: g.items.every((i) => i.status === 'APPROVED'),
    allRejected: g.items.every((i) => i.status === 'REJECTED'),
    hasPending: g.items.some((i) => i.status === 'PENDING'),
  }));
}

/** An order with its items, flat and grouped by supplier. */
export const orderWithItems = (found: { order: OrderRow; items: ItemRow[] }) => ({
  ...orderToResponse(found.order),
  items: found.items.map(itemToResponse),
  itemsBySupplier: groupBySupplier(found.items).map((g) => ({ ...g, items: g.items.map(itemToResponse) })),
});

/** A line of the order list: the order with its item count and client's name. */
export const orderSummaryResponse = (r: { order: OrderRow; itemCount: number; clientName: string | null }) => ({
  ...orderToResponse(r.order),
  item_count: r.itemCount,
  client_name: r.clientName,
});

/** GET /purchase-orders/:id — the order, its client, then its items (the spec's field order). */
export function orderDetailResponse(found: {
  order: OrderRow;
  items: ItemRow[];
  clientName: string | null;
  clientEmail: string | null;
}) {
  const client = found.order.clientId
    ? { id: found.order.clientId, name: found.clientName, email: found.clientEmail }
    : null;
  const { items, itemsBySupplier, ...order } = orderWithItems(found);
  return { ...order, client, items, itemsBySupplier };
}

export type OrderResponse = ReturnType<typeof orderToResponse>;
export type OrderSummaryResponse = ReturnType<typeof orderSummaryResponse>;
export type OrderItemResponse = ReturnType<typeof itemToResponse>;
export type OrderDetailResponse = ReturnType<typeof orderDetailResponse>;
