import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories, suppliers } from './catalogue';
import { id, ts } from './columns';
import { users } from './identity';
import { organizations } from './organizations';
import { supplierOrders } from './purchase-orders';

/**
 * The organization's approval rules (alçadas) as edited together: every change is a new version, so
 * an order keeps the version it was placed under (its steps point at it). The newest is in force.
 */
export const approvalRuleSets = pgTable(
  'approval_rule_sets',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    /**
     * Off (the default): an order placed or awarded by the owner is approved at creation (decision 0055).
     * On: the owner's orders go through the rules like everyone else's.
     */
    ownerOrdersNeedApproval: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('approval_rule_sets_org_version_key').on(t.organizationId, t.version)],
);

/**
 * One band of a rule set: supplier orders of this scope (a supplier, a category, or everything) whose
 * amount is above minAmount and up to maxAmount (null: no ceiling) need these approvers in sequence
 * ("admin" = an admin or the owner, "owner" = the owner); none means approved automatically.
 */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: id(),
    ruleSetId: uuid()
      .notNull()
      .references(() => approvalRuleSets.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    supplierId: uuid().references(() => suppliers.id, { onDelete: 'cascade' }),
    categoryId: uuid().references(() => categories.id, { onDelete: 'cascade' }),
    minAmount: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    maxAmount: numeric({ precision: 14, scale: 2 }),
    approvers: text().array().notNull(),
  },
  (t) => [
    index('approval_rules_set_idx').on(t.ruleSetId, t.position),
    check(
      'approval_rules_amounts',
      sql`${t.minAmount} >= 0 AND (${t.maxAmount} IS NULL OR ${t.maxAmount} > ${t.minAmount})`,
    ),
    check('approval_rules_approvers', sql`${t.approvers} <@ ARRAY['admin', 'owner']::text[]`),
  ],
);

/**
 * What a supplier order needs before it goes out, one row per approver in sequence, with the rule
 * (and its version) that asked for it and why. An automatic approval is one step decided by the system.
 */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    supplierOrderId: uuid()
      .notNull()
      .references(() => supplierOrders.id, { onDelete: 'cascade' }),
    ruleSetId: uuid().references(() => approvalRuleSets.id, { onDelete: 'set null' }),
    ruleId: uuid().references(() => approvalRules.id, { onDelete: 'set null' }),
    position: integer().notNull(),
    /** "admin" (an admin or the owner), "owner", or "system" (automatic). */
    approver: text().notNull(),
    /** pending | approved | rejected | skipped. */
    status: text().notNull().default('pending'),
    /** Why this step exists, in pt-BR ("Pedido acima de R$ 5.000,00", "Acima do orçamento de Cozinha"). */
    reason: text().notNull(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts(),
    note: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('approval_steps_order_position_key').on(t.supplierOrderId, t.position),
    index('approval_steps_org_pending_idx')
      .on(t.organizationId, t.approver)
      .where(sql`${t.status} = 'pending'`),
    check('approval_steps_approver', sql`${t.approver} IN ('admin', 'owner', 'system')`),
    check('approval_steps_status', sql`${t.status} IN ('pending', 'approved', 'rejected', 'skipped')`),
  ],
);
