import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './identity';
import { organizations } from './organizations';
import { products, suppliers } from './catalogue';

export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  // One cart per user and organization, including the one without an organization.
  (t) => [unique('carts_user_org_key').on(t.userId, t.organizationId).nullsNotDistinct()],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    price: numeric({ precision: 12, scale: 2 }).notNull(),
    ...timestamps,
  },
  (t) => [
    unique('cart_items_cart_product_key').on(t.cartId, t.productId),
    index('cart_items_product_idx').on(t.productId),
    index('cart_items_supplier_idx').on(t.supplierId),
    check('cart_items_quantity_min', sql`${t.quantity} >= 1`),
    check('cart_items_price_positive', sql`${t.price} > 0`),
  ],
);
