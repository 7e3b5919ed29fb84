import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './identity';
import { organizations } from './organizations';
import { products } from './catalogue';

/** A named list of products an organization orders again and again, shared by its members. */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shopping_lists_org_name_lower_key').on(t.organizationId, sql`lower(${t.name})`),
    check('shopping_lists_name_length', sql`length(${t.name}) BETWEEN 1 AND 80`),
  ],
);

export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: id(),
    listId: uuid()
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    // A product retired from the catalogue stays on the list, reported as unavailable.
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shopping_list_items_list_product_key').on(t.listId, t.productId),
    index('shopping_list_items_product_idx').on(t.productId),
    check('shopping_list_items_quantity_min', sql`${t.quantity} >= 1`),
  ],
);
