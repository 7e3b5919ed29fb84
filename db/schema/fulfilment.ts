import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns';
import { incidentResolution, incidentStatus, receiptCondition, shipmentStatus } from './enums';
import { users } from './identity';
import { organizations } from './organizations';
import { suppliers } from './catalogue';
import { purchaseOrderItems, supplierOrders } from './purchase-orders';

/**
 * What a supplier put on the truck for one supplier order, with the NF-e it travels under. A
 * replacement shipment answers an incident: its units make up for divergent ones instead of counting
 * against the accepted quantity.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    supplierOrderId: uuid()
      .notNull()
      .references(() => supplierOrders.id, { onDelete: 'cascade' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 1, 2, … within the supplier order ("Remessa 2 do pedido 1042-1"). */
    sequence: integer().notNull(),
    status: shipmentStatus().notNull().default('SHIPPED'),
    /** The 44-character access key, validated (the issuer is the supplier). */
    nfeKey: text().notNull(),
    invoiceNumber: text().notNull(),
    invoiceSeries: text().notNull(),
    invoiceAmount: numeric({ precision: 14, scale: 2 }).notNull(),
    carrier: text(),
    trackingCode: text(),
    expectedDeliveryDate: date({ mode: 'string' }),
    /** The incident this shipment replaces units for (null: a regular shipment). */
    replacesIncidentId: uuid(),
    /** The São Paulo day the NF-e was issued (the XML's dhEmi); a typed shipment's is the day it was registered. */
    nfeIssuedOn: date({ mode: 'string' }),
    /** The XML's installments (`cobr/dup`), empty when it has none or was typed. */
    nfeInstallments: jsonb().$type<{ number: string; dueDate: string; amount: string }[]>().notNull().default([]),
    /** When the XML was kept in the documents bucket (null: registered by hand, no XML). */
    nfeXmlKeptAt: ts(),
    /** When the DANFE PDF was kept beside the XML. */
    danfeKeptAt: ts(),
    deliveredAt: ts(),
    receivedAt: ts(),
    receivedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    receivedByName: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shipments_order_sequence_key').on(t.supplierOrderId, t.sequence),
    // One NF-e travels once: the same key twice is a typing slip or a retried request.
    uniqueIndex('shipments_supplier_nfe_key').on(t.supplierId, t.nfeKey),
    index('shipments_supplier_order_idx').on(t.supplierOrderId),
    // The buyer at the door names a shipment by its key alone ("Receber mercadoria").
    index('shipments_organization_nfe_idx').on(t.organizationId, t.nfeKey),
    // The accountant's month of XMLs.
    index('shipments_organization_issued_idx').on(t.organizationId, t.nfeIssuedOn),
    check('shipments_invoice_amount_positive', sql`${t.invoiceAmount} > 0`),
  ],
);

/** A line of a shipment: how many units of one order item, and how they arrived once received. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: id(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    /** Units that arrived in order (null until received). */
    receivedQuantity: integer(),
    condition: receiptCondition(),
    receiptNote: text(),
  },
  (t) => [
    uniqueIndex('shipment_lines_shipment_item_key').on(t.shipmentId, t.itemId),
    index('shipment_lines_item_idx').on(t.itemId),
    check('shipment_lines_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'shipment_lines_received_range',
      sql`${t.receivedQuantity} IS NULL OR (${t.receivedQuantity} >= 0 AND ${t.receivedQuantity} <= ${t.quantity})`,
    ),
  ],
);

/**
 * An ocorrência: units of a received line that did not arrive in order. The supplier answers with a
 * credit, a replacement shipment or a dispute; the buyer's owner or admin resolves it or reopens it.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    supplierOrderId: uuid()
      .notNull()
      .references(() => supplierOrders.id, { onDelete: 'cascade' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    shipmentLineId: uuid()
      .notNull()
      .references(() => shipmentLines.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
    kind: receiptCondition().notNull(),
    quantity: integer().notNull(),
    note: text(),
    status: incidentStatus().notNull().default('OPEN'),
    resolution: incidentResolution(),
    creditAmount: numeric({ precision: 14, scale: 2 }),
    answerNote: text(),
    /** Why the buyer's admin last reopened it (the supplier reads it before answering again). */
    reopenNote: text(),
    replacementShipmentId: uuid(),
    answeredAt: ts(),
    resolvedAt: ts(),
    ...timestamps,
  },
  (t) => [
    index('incidents_supplier_order_idx').on(t.supplierOrderId),
    index('incidents_supplier_status_idx').on(t.supplierId, t.status),
    check('incidents_quantity_positive', sql`${t.quantity} >= 1`),
    check('incidents_kind_divergent', sql`${t.kind} <> 'OK'`),
    check('incidents_credit_positive', sql`${t.creditAmount} IS NULL OR ${t.creditAmount} > 0`),
  ],
);
