import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns';
import {
  lineRefusalReason,
  purchaseOrderItemStatus,
  purchaseOrderStatus,
  supplierLineStatus,
  supplierOrderStatus,
} from './enums';
import { users } from './identity';
import { organizations } from './organizations';
import { categories, products, suppliers } from './catalogue';
import { costCentres } from './cost-centres';

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    /** "Pedido nº 1042": sequential per organization (organizations.orderSequence). */
    number: integer(),
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
    /** The cost centre the order spends against (the placer's default unless chosen at checkout). */
    costCentreId: uuid().references(() => costCentres.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // The order list's keyset (organization, created_at, id); cost centre and placer ride along so
    // spend analytics reads a period's orders from the index alone (index-only scan).
    index('purchase_orders_org_created_idx').on(
      t.organizationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.costCentreId,
      t.clientId,
    ),
    index('purchase_orders_org_status_created_idx').on(
      t.organizationId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('purchase_orders_client_created_idx').on(t.clientId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('purchase_orders_org_number_key').on(t.organizationId, t.number),
    check('purchase_orders_total_positive', sql`${t.totalAmount} IS NULL OR ${t.totalAmount} > 0`),
  ],
);

/**
 * How many orders an organization has per status, as rows to add up: statement triggers on
 * purchase_orders append one row per (organization, status) a statement changed, with what it added
 * or took away (migration 0024), and the cron folds each pair's rows into one (compactOrderCounts).
 * Appending takes no lock another writer waits for, so a checkout that inserts an order and approves
 * it can never deadlock with an approval that moves another order the other way, as upserting shared
 * count rows could. The order list's total and the status counters sum a few rows instead of counting
 * up to 100,000 orders on every page. No foreign key: an organization deleted with its orders leaves
 * rows that sum to zero, which the fold drops.
 */
export const purchaseOrderCounts = pgTable(
  'purchase_order_counts',
  {
    organizationId: uuid().notNull(),
    status: purchaseOrderStatus().notNull(),
    orders: integer().notNull(),
  },
  (t) => [index('purchase_order_counts_org_status_idx').on(t.organizationId, t.status)],
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
    /** The product's category when ordered (budgets and spend by category read it). */
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    quantity: integer().notNull().default(1),
    unitPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    totalPrice: numeric({ precision: 14, scale: 2 }).notNull(),
    status: purchaseOrderItemStatus().notNull().default('PENDING'),
    adminNotes: text(),
    /** The supplier order this line travels in (set at checkout). */
    supplierOrderId: uuid().references(() => supplierOrders.id, { onDelete: 'set null' }),
    /** The supplier's answer: accepted (perhaps fewer) or refused with a reason. */
    supplierStatus: supplierLineStatus().notNull().default('PENDING'),
    acceptedQuantity: integer(),
    refusalReason: lineRefusalReason(),
    supplierNote: text(),
    /** Fulfilment, kept by the shipment and receipt services (recomputed from their rows). */
    shippedQuantity: integer().notNull().default(0),
    /** Units the supplier will not ship any more (backorder closed). */
    cancelledQuantity: integer().notNull().default(0),
    /** Units received in order, replacements included. */
    receivedQuantity: integer().notNull().default(0),
    /** Units received with a divergence that no replacement has made up (out of the line's value). */
    shortQuantity: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'purchase_order_items_fulfilment_range',
      sql`${t.shippedQuantity} >= 0 AND ${t.cancelledQuantity} >= 0 AND ${t.receivedQuantity} >= 0 AND ${t.shortQuantity} >= 0 AND ${t.shippedQuantity} + ${t.cancelledQuantity} <= coalesce(${t.acceptedQuantity}, 0)`,
    ),
    index('purchase_order_items_order_idx').on(t.purchaseOrderId),
    index('purchase_order_items_supplier_order_idx').on(t.supplierOrderId),
    check(
      'purchase_order_items_accepted_quantity_range',
      sql`${t.acceptedQuantity} IS NULL OR (${t.acceptedQuantity} >= 1 AND ${t.acceptedQuantity} <= ${t.quantity})`,
    ),
    index('purchase_order_items_supplier_idx').on(t.supplierId),
    index('purchase_order_items_product_idx').on(t.productId),
    check('purchase_order_items_quantity_min', sql`${t.quantity} >= 1`),
    check('purchase_order_items_unit_price_nonnegative', sql`${t.unitPrice} >= 0`),
  ],
);

/** Where a supplier order is delivered: the buyer's address as it was when the order left. */
export interface DeliveryAddressSnapshot {
  label: string | null;
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
}

/**
 * The part of a purchase order one supplier receives ("1042-1"): its lines are the order's items of
 * that supplier; what the supplier needs (buyer, address, dates, payment term) is kept as it was sent.
 */
export const supplierOrders = pgTable(
  'supplier_orders',
  {
    id: id(),
    purchaseOrderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Orders are history: a supplier that received orders is deactivated, never deleted.
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    /** "1042-1": the purchase order's number and this supplier's place in it. */
    number: text().notNull(),
    status: supplierOrderStatus().notNull().default('AWAITING_APPROVAL'),
    buyerName: text().notNull(),
    buyerCnpj: text().notNull(),
    deliveryAddress: jsonb().$type<DeliveryAddressSnapshot>(),
    requestedDeliveryDate: date({ mode: 'string' }),
    paymentTerm: text(),
    notes: text(),
    /** Lines not rejected, refused or cancelled, at the accepted quantity once answered. */
    totalAmount: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    promisedDate: date({ mode: 'string' }),
    sentAt: ts(),
    acknowledgedAt: ts(),
    cancelledAt: ts(),
    cancelReason: text(),
    /** When the supplier's people first opened it (the portal inbox's unread). */
    readAt: ts(),
    /**
     * The signed answer link's version (functions/orders/answer): a link names the version it was signed
     * with, and the buyer revokes every link sent so far by moving this on; revoking stamps the instant.
     */
    answerLinkVersion: integer().notNull().default(1),
    answerLinkRevokedAt: ts(),
    /** When every shipped unit had arrived at the buyer (the scorecard's on-time reads it). */
    receivedAt: ts(),
    /**
     * The scorecard's figures of this order, recomputed from its lines and incidents whenever they
     * change: the scorecard then reads one index range of supplier orders, no join.
     */
    unitsOrdered: integer().notNull().default(0),
    unitsReceivedOk: integer().notNull().default(0),
    linesAnswered: integer().notNull().default(0),
    linesRefused: integer().notNull().default(0),
    incidentCount: integer().notNull().default(0),
    creditAmount: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('supplier_orders_order_supplier_key').on(t.purchaseOrderId, t.supplierId),
    // DESC NULLS FIRST, as ORDER BY … DESC sorts: only then can the list read the index in order.
    index('supplier_orders_supplier_updated_idx').on(
      t.supplierId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('supplier_orders_supplier_status_updated_idx').on(
      t.supplierId,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The scorecard: one supplier's (or one buyer's with one supplier) orders sent in a period.
    index('supplier_orders_supplier_sent_idx').on(t.supplierId, t.sentAt),
    index('supplier_orders_org_supplier_sent_idx').on(t.organizationId, t.supplierId, t.sentAt),
    // The scorecard's live parts: the median time to confirm (read from the index alone) and the
    // promises still open (few at any time).
    index('supplier_orders_supplier_answered_idx')
      .on(t.supplierId, t.sentAt, t.acknowledgedAt)
      .where(sql`${t.acknowledgedAt} is not null`),
    index('supplier_orders_supplier_open_promise_idx')
      .on(t.supplierId, t.sentAt, t.promisedDate)
      .where(sql`${t.promisedDate} is not null and ${t.receivedAt} is null`),
  ],
);

/** The timeline of a supplier order: what happened, who did it, when. */
export const supplierOrderEvents = pgTable(
  'supplier_order_events',
  {
    id: id(),
    supplierOrderId: uuid()
      .notNull()
      .references(() => supplierOrders.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    fromStatus: supplierOrderStatus(),
    toStatus: supplierOrderStatus().notNull(),
    actorName: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('supplier_order_events_order_created_idx').on(t.supplierOrderId, t.createdAt)],
);
