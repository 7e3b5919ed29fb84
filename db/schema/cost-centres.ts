import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories } from './catalogue';
import { id, timestamps } from './columns';
import { members, organizations } from './organizations';

/** A unit of the organization that spends against a budget ("Cozinha", "Bar", "Loja Centro"). */
export const costCentres = pgTable(
  'cost_centres',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The accountant's code, optional ("CC-01"). */
    code: text(),
    /**
     * The organization's default centre: what a new member gets, so that an organization with budgets
     * never has people whose orders skip them silently. At most one per organization.
     */
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cost_centres_org_name_key').on(t.organizationId, sql`lower(${t.name})`),
    uniqueIndex('cost_centres_one_default_key')
      .on(t.organizationId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Each member's default cost centre (what checkout proposes). A table so members need not know of budgets. */
export const memberCostCentres = pgTable('member_cost_centres', {
  memberId: uuid()
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  costCentreId: uuid()
    .notNull()
    .references(() => costCentres.id, { onDelete: 'cascade' }),
});

/**
 * A monthly budget of a cost centre, for everything (categoryId null) or for one category. The same
 * amount every month (months in America/Sao_Paulo); checkout locks the rows it checks (FOR UPDATE).
 */
export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    costCentreId: uuid()
      .notNull()
      .references(() => costCentres.id, { onDelete: 'cascade' }),
    categoryId: uuid().references(() => categories.id, { onDelete: 'cascade' }),
    monthlyAmount: numeric({ precision: 14, scale: 2 }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('budgets_centre_category_key').on(
      t.costCentreId,
      sql`coalesce(${t.categoryId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('budgets_org_idx').on(t.organizationId),
    check('budgets_amount_positive', sql`${t.monthlyAmount} > 0`),
  ],
);
