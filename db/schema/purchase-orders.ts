import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { purchaseOrderItemStatus, purchaseOrderStatus } from './enums';
import { users } from './identity';
import { organizations } from './organizations';
import { products, suppliers } from './catalogue';

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    description: text().notNull(),
    status: purchaseOrderStatus().notNull().default('PENDING'),
    /** The member who placed the order; kept as history if the user goes away. */
    clientId: uuid().references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    supplierIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    cartData: jsonb(),
    notes: text(),
    totalAmount: numeric({ precision: 14, scale: 2 }),
    ...timestamps,
  },
  (t) => [
    index('purchase_orders_org_created_idx').on(
      t.organizationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('purchase_orders_org_status_created_idx').on(
      t.organizationId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('purchase_orders_client_created_idx').on(t.clientId, t.createdAt.desc().nullsFirst()),
    check('purchase_orders_total_positive', sql`${t.totalAmount} IS NULL OR ${t.totalAmount} > 0`),
  ],
);

export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: id(),
    purchaseOrderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    // Orders are history: a product or supplier removed later leaves the line with its snapshot.
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    supplierId: uuid().references(() => suppliers.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    productUnit: text().notNull(),
    supplierName: text().notNull(),
    quantity: integer().notNull().default(1),
    unitPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    totalPrice: numeric({ precision: 14, scale: 2 }).notNull(),
    status: purchaseOrderItemStatus().notNull().default('PENDING'),
    adminNotes: text(),
    ...timestamps,
  },
  (t) => [
    index('purchase_order_items_order_idx').on(t.purchaseOrderId),
    index('purchase_order_items_supplier_idx').on(t.supplierId),
    index('purchase_order_items_product_idx').on(t.productId),
    check('purchase_order_items_quantity_min', sql`${t.quantity} >= 1`),
    check('purchase_order_items_unit_price_nonnegative', sql`${t.unitPrice} >= 0`),
  ],
);
