import { getTableColumns, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns';
import { organizations } from './organizations';
import { users } from './identity';

export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text().notNull(),
    /** UF, e.g. "SP". */
    state: text().notNull(),
    country: text().notNull().default('BR'),
    /**
     * The IBGE municipality code, seven digits whose first two are the UF's code (3550308: São Paulo).
     * Null only for cities added before the operator managed them; a new city must have one.
     */
    ibgeCode: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cities_name_state_country_key').on(t.country, t.state, t.name),
    index('cities_active_state_name_idx')
      .on(t.state, t.name)
      .where(sql`${t.isActive}`),
    // Unique when present (PostgreSQL keeps nulls distinct).
    uniqueIndex('cities_ibge_code_key').on(t.ibgeCode),
    check('cities_ibge_code_digits', sql`${t.ibgeCode} IS NULL OR ${t.ibgeCode} ~ '^[0-9]{7}$'`),
    // The operator's list searches names by any part of them.
    index('cities_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    cnpj: text().notNull().unique(),
    rating: numeric({ precision: 2, scale: 1 }),
    isActive: boolean().notNull().default(true),
    logo: text(),
    color: text().notNull(),
    /** Where purchase orders are e-mailed (with the PDF); the contact e-mail when empty. */
    orderEmail: text(),
    /** Per delivery, in R$; 0 means none. */
    minimumOrderValue: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    /** Days between the order and the earliest delivery date a buyer may ask for. */
    leadTimeDays: integer().notNull().default(0),
    /** What the supplier accepts, as buyers read it: "PIX à vista", "Boleto 28 dias". */
    paymentTerms: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The weekdays it delivers, 0 = domingo … 6 = sábado (every day unless the supplier says otherwise). */
    deliveryWeekdays: smallint()
      .array()
      .notNull()
      .default(sql`'{0,1,2,3,4,5,6}'::smallint[]`),
    /** Orders after this São Paulo time ("14:00") count from the next day; null: no cut-off. */
    orderCutoff: text(),
    /**
     * On the marketplace: every organization sees it and its public catalogue. A supplier a buyer added
     * (functions/own-suppliers) is not listed until the operator approves its request: only the
     * organizations that added it see it, each with its own price list (products.organization_id).
     */
    listed: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('suppliers_name_idx').on(t.name),
    check(
      'suppliers_order_cutoff_time',
      sql`${t.orderCutoff} IS NULL OR ${t.orderCutoff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('suppliers_minimum_order_nonnegative', sql`${t.minimumOrderValue} >= 0`),
    check('suppliers_lead_time_range', sql`${t.leadTimeDays} BETWEEN 0 AND 365`),
    check('suppliers_rating_range', sql`${t.rating} IS NULL OR (${t.rating} >= 0 AND ${t.rating} <= 5)`),
  ],
);

export const supplierCities = pgTable(
  'supplier_cities',
  {
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    // A city still served by a supplier cannot be deleted (deactivate it instead).
    cityId: uuid()
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.cityId] }), index('supplier_cities_city_idx').on(t.cityId)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text().notNull(),
    image: text(),
    icon: text(),
    color: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`)],
);

/** Numbers the codes of products created without one ("SKU-000123"): never the same twice. */
export const productSkuSequence = pgSequence('products_sku_seq');

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text().notNull(),
    price: numeric({ precision: 12, scale: 2 }).notNull(),
    unit: text().notNull(),
    description: text(),
    image: text(),
    minimumOrder: integer().notNull().default(1),
    // A category in use cannot be deleted out from under its products.
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /**
     * Null: the supplier's public catalogue. Set: a line of the price list this one buyer keeps for the
     * supplier, seen by that organization alone (catalogue, search, cart, cotações, orders), never by
     * another, never in a shared cache; it stays private after the supplier is listed.
     */
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    /** The last day the price holds (the buyer's price lists carry one); null: until changed. */
    priceValidUntil: date({ mode: 'string' }),
    inStock: boolean().notNull().default(true),
    isActive: boolean().notNull().default(true),
    isDemo: boolean().notNull().default(false),
    rating: numeric({ precision: 2, scale: 1 }).notNull().default('5'),
    /** The supplier's own code, unique among its active products (quick order matches it). */
    sku: text()
      .notNull()
      .default(sql`'SKU-' || lpad(nextval('products_sku_seq')::text, 6, '0')`),
    /** GTIN/EAN-8, -12, -13 or -14; its check digit is validated by the API. */
    gtin: text(),
    /**
     * Name, codes, description, supplier and category names normalized by `search_normalize`
     * (lower case, no accents, "5 kg" → "5kg"); kept by triggers (migration 0017), searched through
     * a trigram index.
     */
    searchText: text().notNull().default(''),
    /** The name alone in the same normal form: relevance compares it without normalizing per row. */
    searchName: text().generatedAlwaysAs(sql`search_normalize(name)`),
    ...timestamps,
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_minimum_order_positive', sql`${t.minimumOrder} >= 1`),
    check('products_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    // "Já existe um produto com esse nome": one active product per name in a supplier's catalogue.
    uniqueIndex('products_supplier_name_lower_key')
      .on(
        t.supplierId,
        sql`coalesce(${t.organizationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${t.name})`,
      )
      .where(sql`${t.isActive}`),
    index('products_active_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.isActive}`),
    index('products_active_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.isActive}`),
    index('products_active_category_name_idx')
      .on(t.categoryId, t.name, t.id)
      .where(sql`${t.isActive}`),
    // The supplier's catalogue, newest first, in the order its list reads it (ties by id): a page is the
    // index's first rows, not a sort of the supplier's every product.
    index('products_supplier_created_idx').on(t.supplierId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('products_supplier_sku_lower_key')
      .on(
        t.supplierId,
        sql`coalesce(${t.organizationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${t.sku})`,
      )
      .where(sql`${t.isActive}`),
    // The quick order looks a code up across suppliers (the same SKU at two is a choice to make).
    index('products_active_sku_lower_idx')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.isActive}`),
    // One buyer's price lists: its private products, by supplier.
    index('products_organization_supplier_idx')
      .on(t.organizationId, t.supplierId, t.name)
      .where(sql`${t.organizationId} IS NOT NULL`),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('products_gtin_digits', sql`${t.gtin} IS NULL OR ${t.gtin} ~ '^([0-9]{8}|[0-9]{12,14})$'`),
    check('products_sku_shape', sql`length(${t.sku}) BETWEEN 1 AND 40`),
  ],
);

/**
 * How many products each (supplier, category, active, in stock) holds: the catalogue's totals and the
 * category filter's counts read these few rows instead of counting 100,000 products on every page.
 * Kept by statement triggers on products (migration 0022), which add each statement's new rows and
 * take back its old ones, so no service can forget it and concurrent writes add up. No foreign keys:
 * a supplier deleted with its products leaves zero rows behind, which every reader joins away.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    supplierId: uuid().notNull(),
    categoryId: uuid().notNull(),
    isActive: boolean().notNull(),
    inStock: boolean().notNull(),
    products: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.categoryId, t.isActive, t.inStock] })],
);

/** A product's columns as answers read them: the search columns stay in the database. */
const { searchText: _searchText, searchName: _searchName, ...answeredColumns } = getTableColumns(products);
export const productColumns = answeredColumns;
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText' | 'searchName'>;

/**
 * Every price a product held, newest last: the product page's history of changes and, on a buyer's price
 * list, who changed it (someone of the buyer, or the supplier once it claimed its account). Written with
 * the change, in its transaction; a change applies to orders placed after it (lines keep their price).
 */
export const productPriceChanges = pgTable(
  'product_price_changes',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The price list's buyer (products.organization_id), kept so a read is scoped without a join. */
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    price: numeric({ precision: 12, scale: 2 }).notNull(),
    /** Null for the first price. */
    previousPrice: numeric({ precision: 12, scale: 2 }),
    priceValidUntil: date({ mode: 'string' }),
    /** Who: 'buyer' (a member of the organization), 'supplier' (its people), 'operator' or 'import' (a CSV). */
    changedBy: text().notNull(),
    changedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('product_price_changes_product_created_idx').on(t.productId, t.createdAt),
    check('product_price_changes_by', sql`${t.changedBy} IN ('buyer', 'supplier', 'operator', 'import')`),
    check('product_price_changes_price_positive', sql`${t.price} > 0`),
  ],
);
