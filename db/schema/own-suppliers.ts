import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cities, suppliers } from './catalogue';
import { id, timestamps, ts } from './columns';
import { users } from './identity';
import { organizations } from './organizations';

/**
 * A supplier one buyer organization added itself (the CEASA stall, the butcher of ten years), with what
 * that buyer keeps for it: the contact, the e-mail its orders go to, a WhatsApp number, its terms and
 * the cities it delivers to. The same CNPJ added by two organizations is one supplier with two of these
 * rows, and neither organization reads the other's. Until the supplier is listed (suppliers.listed),
 * these terms are the ones its orders follow for this buyer.
 */
export const organizationSuppliers = pgTable(
  'organization_suppliers',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Orders are history: a supplier with orders is never deleted (supplier_orders restricts it).
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The name this buyer knows the supplier by (the supplier's own once it claims its account). */
    name: text().notNull(),
    contactName: text(),
    /** Where this buyer's orders and cotações reach the supplier (with the PDF and the answer link). */
    email: text().notNull(),
    /** E.164 ("+5511987654321"), kept for the WhatsApp channel. */
    whatsapp: text(),
    minimumOrderValue: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    leadTimeDays: integer().notNull().default(0),
    paymentTerms: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deliveryWeekdays: smallint()
      .array()
      .notNull()
      .default(sql`'{0,1,2,3,4,5,6}'::smallint[]`),
    orderCutoff: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('organization_suppliers_org_supplier_key').on(t.organizationId, t.supplierId),
    index('organization_suppliers_supplier_idx').on(t.supplierId),
    index('organization_suppliers_org_name_idx').on(t.organizationId, t.name),
    index('organization_suppliers_email_lower_idx').on(sql`lower(${t.email})`),
    check(
      'organization_suppliers_order_cutoff_time',
      sql`${t.orderCutoff} IS NULL OR ${t.orderCutoff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('organization_suppliers_minimum_order_nonnegative', sql`${t.minimumOrderValue} >= 0`),
    check('organization_suppliers_lead_time_range', sql`${t.leadTimeDays} BETWEEN 0 AND 365`),
  ],
);

/** The cities a buyer says its own supplier delivers to (the organization's city by default). */
export const organizationSupplierCities = pgTable(
  'organization_supplier_cities',
  {
    organizationSupplierId: uuid()
      .notNull()
      .references(() => organizationSuppliers.id, { onDelete: 'cascade' }),
    // A city in use cannot be deleted (deactivate it instead), as with the marketplace's suppliers.
    cityId: uuid()
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationSupplierId, t.cityId] }),
    index('organization_supplier_cities_city_idx').on(t.cityId),
  ],
);

/**
 * A supplier's request to be listed on the marketplace (cities, categories, its public catalogue), which
 * the operator approves or refuses with a reason. One pending request per supplier.
 */
export const supplierListingRequests = pgTable(
  'supplier_listing_requests',
  {
    id: id(),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** 'pending', 'approved' or 'refused'. */
    status: text().notNull().default('pending'),
    cityIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    categoryIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    message: text(),
    refusalReason: text(),
    requestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts(),
    ...timestamps,
  },
  (t) => [
    index('supplier_listing_requests_status_created_idx').on(t.status, t.createdAt),
    index('supplier_listing_requests_supplier_idx').on(t.supplierId, t.createdAt),
    uniqueIndex('supplier_listing_requests_one_pending_key')
      .on(t.supplierId)
      .where(sql`${t.status} = 'pending'`),
    check('supplier_listing_requests_status', sql`${t.status} IN ('pending', 'approved', 'refused')`),
    check(
      'supplier_listing_requests_refusal_reason',
      sql`${t.status} <> 'refused' OR length(trim(${t.refusalReason})) > 0`,
    ),
  ],
);
