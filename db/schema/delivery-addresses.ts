import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cities } from './catalogue';
import { id, timestamps } from './columns';
import { organizations } from './organizations';

/** Where a buyer organization receives goods; one may be its default. The UF is the city's. */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** "Cozinha central", "Loja Centro". */
    label: text(),
    /** Eight digits, no hyphen. */
    cep: text().notNull(),
    street: text().notNull(),
    number: text().notNull(),
    complement: text(),
    district: text().notNull(),
    // A city an address points at cannot be deleted (deactivate it instead).
    cityId: uuid()
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('delivery_addresses_organization_idx').on(t.organizationId),
    // The operator's city list counts the organizations of each city; deleting a city checks it is unused.
    index('delivery_addresses_city_idx').on(t.cityId),
    uniqueIndex('delivery_addresses_one_default_key')
      .on(t.organizationId)
      .where(sql`${t.isDefault}`),
    check('delivery_addresses_cep_digits', sql`${t.cep} ~ '^[0-9]{8}$'`),
  ],
);
