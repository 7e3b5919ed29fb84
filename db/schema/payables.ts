import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns';
import { users } from './identity';
import { organizations } from './organizations';
import { suppliers } from './catalogue';
import { supplierOrders } from './purchase-orders';
import { incidents, shipments } from './fulfilment';

/** Overdue and "em conferência" are read from the due date and the incidents; only paying is stored. */
export const payableStatus = pgEnum('payable_status', ['OPEN', 'PAID']);
export const paymentMethod = pgEnum('payment_method', ['PIX', 'BOLETO', 'TRANSFERENCIA']);

/**
 * What the organization owes a supplier for one received NF-e, one row per installment: the XML's
 * `dup`, or the supplier order's payment term counted from the day the note was issued.
 */
export const payables = pgTable(
  'payables',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    supplierOrderId: uuid()
      .notNull()
      .references(() => supplierOrders.id, { onDelete: 'cascade' }),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The duplicate's number as the note wrote it ("001"), or "1/2" for a term's installment. */
    installment: text().notNull(),
    /** 1, 2, … within the shipment: the order the installments fall due in. */
    position: integer().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    status: payableStatus().notNull().default('OPEN'),
    paidOn: date({ mode: 'string' }),
    method: paymentMethod(),
    note: text(),
    paidById: uuid().references(() => users.id, { onDelete: 'set null' }),
    paidByName: text(),
    /** Set in the transaction that writes the reminder to the outbox: one reminder per installment. */
    remindedAt: ts(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payables_shipment_installment_key').on(t.shipmentId, t.position),
    index('payables_organization_due_idx').on(t.organizationId, t.status, t.dueDate),
    index('payables_supplier_idx').on(t.organizationId, t.supplierId),
    check('payables_amount_positive', sql`${t.amount} > 0`),
    check(
      'payables_paid_complete',
      sql`(${t.status} = 'PAID') = (${t.paidOn} IS NOT NULL AND ${t.method} IS NOT NULL)`,
    ),
  ],
);

/** A supplier's credit from an incident, deducted from a payable; an incident's rows never sum past its credit. */
export const payableCredits = pgTable(
  'payable_credits',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    payableId: uuid()
      .notNull()
      .references(() => payables.id, { onDelete: 'cascade' }),
    incidentId: uuid()
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payable_credits_payable_incident_key').on(t.payableId, t.incidentId),
    index('payable_credits_incident_idx').on(t.incidentId),
    check('payable_credits_amount_positive', sql`${t.amount} > 0`),
  ],
);
