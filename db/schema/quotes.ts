import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns';
import { users } from './identity';
import { organizations } from './organizations';
import { categories, products, suppliers } from './catalogue';
import { deliveryAddresses } from './delivery-addresses';
import { purchaseOrders, type DeliveryAddressSnapshot } from './purchase-orders';

/** A cotação's lifecycle (functions/quotes/quote-machine.ts is its table of moves). */
export const quoteStatus = pgEnum('quote_status', ['DRAFT', 'OPEN', 'CLOSED', 'AWARDED', 'CANCELLED']);
/** How an invited supplier came out of an awarded cotação. */
export const quoteOutcome = pgEnum('quote_outcome', ['WON', 'LOST']);
/** Where a supplier's answer came from. */
export const quoteAnswerChannel = pgEnum('quote_answer_channel', ['PORTAL', 'API', 'LINK']);

/**
 * A cotação: an organization asks several suppliers for prices on a list of lines, until a deadline,
 * then compares the answers and awards them (the award becomes a purchase order at the quoted prices).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    status: quoteStatus().notNull().default('DRAFT'),
    /** The member who created it; kept as history if the user goes away. */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    deliveryAddressId: uuid().references(() => deliveryAddresses.id, { onDelete: 'set null' }),
    /** The address as it was sent: suppliers read this, whatever happens to the address later. */
    deliveryAddress: jsonb().$type<DeliveryAddressSnapshot>(),
    desiredDeliveryDate: date({ mode: 'string' }),
    notes: text(),
    /** Answers are taken until this instant (the buyer picks a São Paulo date and time). */
    deadline: ts().notNull(),
    /** Where the lines came from: a shopping list, the cart, a past order ("Cotar novamente"). */
    source: jsonb().$type<{ kind: 'scratch' | 'shopping_list' | 'cart' | 'order'; id?: string }>(),
    sentAt: ts(),
    closedAt: ts(),
    awardedAt: ts(),
    cancelledAt: ts(),
    /** The purchase order the award created. */
    purchaseOrderId: uuid().references(() => purchaseOrders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('quotes_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    // The deadline sweep reads open cotações whose deadline has passed.
    index('quotes_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'OPEN'`),
    check('quotes_title_length', sql`length(${t.title}) BETWEEN 1 AND 120`),
  ],
);

/** A line of a cotação: a catalogue product, or free text with its unit ("Tomate italiano — kg"). */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    /** The product's name when added, or the free text. */
    description: text().notNull(),
    unit: text().notNull(),
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    quantity: integer().notNull(),
  },
  (t) => [
    uniqueIndex('quote_lines_quote_position_key').on(t.quoteId, t.position),
    index('quote_lines_product_idx').on(t.productId),
    check('quote_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check('quote_lines_description_length', sql`length(${t.description}) BETWEEN 1 AND 200`),
  ],
);

/**
 * A supplier invited to a cotação. The organization rides along so a buyer's read is scoped by one
 * column; `linkVersion` is in every answer link, and bumping it revokes the links sent before.
 */
export const quoteSuppliers = pgTable(
  'quote_suppliers',
  {
    id: id(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // A supplier invited to cotações is deactivated, never deleted: the cotação is history.
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    linkVersion: integer().notNull().default(1),
    /** When the supplier's people first opened it (the portal inbox's unread). */
    readAt: ts(),
    /** The latest answer's time, and how many versions there are. */
    answeredAt: ts(),
    answerCount: integer().notNull().default(0),
    outcome: quoteOutcome(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quote_suppliers_quote_supplier_key').on(t.quoteId, t.supplierId),
    // The supplier's inbox: its cotações, newest first.
    index('quote_suppliers_supplier_created_idx').on(t.supplierId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** One version of a supplier's answer; every revision is a new row, the latest is the answer. */
export const quoteAnswers = pgTable(
  'quote_answers',
  {
    id: id(),
    quoteSupplierId: uuid()
      .notNull()
      .references(() => quoteSuppliers.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    channel: quoteAnswerChannel().notNull(),
    /** A supplier's person when answered in the portal; null through the API or the link. */
    answeredBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    validUntil: date({ mode: 'string' }).notNull(),
    leadTimeDays: integer().notNull(),
    paymentTerm: text(),
    minimumOrderValue: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    freight: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    notes: text(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('quote_answers_supplier_version_key').on(t.quoteSupplierId, t.version),
    check('quote_answers_amounts_nonnegative', sql`${t.minimumOrderValue} >= 0 AND ${t.freight} >= 0`),
    check('quote_answers_lead_time_range', sql`${t.leadTimeDays} BETWEEN 0 AND 365`),
  ],
);

/** An answer's line: a unit price and what is available, or not quoted (price null). */
export const quoteAnswerLines = pgTable(
  'quote_answer_lines',
  {
    id: id(),
    answerId: uuid()
      .notNull()
      .references(() => quoteAnswers.id, { onDelete: 'cascade' }),
    lineId: uuid()
      .notNull()
      .references(() => quoteLines.id, { onDelete: 'cascade' }),
    unitPrice: numeric({ precision: 12, scale: 2 }),
    availableQuantity: integer(),
    /** Brand or pack: "Camil 5 kg", "caixa com 12". */
    note: text(),
  },
  (t) => [
    uniqueIndex('quote_answer_lines_answer_line_key').on(t.answerId, t.lineId),
    check('quote_answer_lines_price_positive', sql`${t.unitPrice} IS NULL OR ${t.unitPrice} > 0`),
    check('quote_answer_lines_available_positive', sql`${t.availableQuantity} IS NULL OR ${t.availableQuantity} >= 0`),
  ],
);

/**
 * A price a buyer negotiated in a cotação: this organization, this product from this supplier, at
 * this price until the answer's validity. The catalogue, cart and reorder read it for that buyer only.
 */
export const negotiatedPrices = pgTable(
  'negotiated_prices',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    unitPrice: numeric({ precision: 12, scale: 2 }).notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    quoteId: uuid().references(() => quotes.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // One price per buyer and product: a newer award replaces the older.
    uniqueIndex('negotiated_prices_org_product_key').on(t.organizationId, t.productId),
    check('negotiated_prices_price_positive', sql`${t.unitPrice} > 0`),
  ],
);

/**
 * An answer's offers as the comparison reads them (functions/quotes/comparison-offers.ts writes them),
 * column by column in the cotação's line order: each offer's line (its index in that order), the price
 * as the answer stored it, the quantity, the note, and whether it covers the whole line (a price,
 * enough quantity). Columns keep it small: 200 lines × 10 suppliers read ~30 KB, not ~220 KB of
 * objects. Whether it is still valid is the day's question, read from the answer's validUntil.
 */
export interface ComparisonOffers {
  line: number[];
  unitPrice: (string | null)[];
  availableQuantity: (number | null)[];
  note: (string | null)[];
  coversLine: boolean[];
}

/**
 * What the comparison keeps of each invited supplier's latest answer, written with the answer (one
 * row per answering supplier, replaced by each new version): its offers in the cotação's line order.
 * A read joins the answer's terms and decides what depends on the day; it never writes here.
 */
export const quoteComparisonAnswers = pgTable(
  'quote_comparison_answers',
  {
    quoteSupplierId: uuid()
      .primaryKey()
      .references(() => quoteSuppliers.id, { onDelete: 'cascade' }),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** The latest version; its terms (validity, freight, minimum) are read from it. */
    answerId: uuid()
      .notNull()
      .references(() => quoteAnswers.id, { onDelete: 'cascade' }),
    offers: jsonb().$type<ComparisonOffers>().notNull(),
  },
  (t) => [index('quote_comparison_answers_quote_idx').on(t.quoteId)],
);
