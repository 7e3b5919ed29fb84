import { date, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './catalogue';

/**
 * A supplier's scorecard figures per day its orders were sent (America/Sao_Paulo), summed over
 * those orders: the supplier's and the operator's scorecards read a year as 365 rows instead of
 * every order. Kept by statement triggers on supplier_orders (migration 0016), which add the changed
 * orders' new contributions (`scorecard_contribution`) and take back their old ones, so nothing in
 * the services can forget it, bulk loads cost one statement, and concurrent changes add up.
 */
export const supplierScorecardDays = pgTable(
  'supplier_scorecard_days',
  {
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    orders: integer().notNull().default(0),
    /** Over orders whose outcome is known (delivered, completed, refused). */
    unitsOrdered: integer().notNull().default(0),
    unitsReceivedOk: integer().notNull().default(0),
    /** Orders with a promised date that were received (open promises are counted live). */
    promisedReceived: integer().notNull().default(0),
    onTime: integer().notNull().default(0),
    linesAnswered: integer().notNull().default(0),
    linesRefused: integer().notNull().default(0),
    received: integer().notNull().default(0),
    withIncidents: integer().notNull().default(0),
    creditAmount: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day] })],
);
