/**
 * The cache keys of the budgets feature: every query of it starts with ['budgets'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const budgetsKeys = {
  all: ['budgets'] as const,
  costCentres: ['budgets', 'cost-centres'] as const,
  memberDefaults: ['budgets', 'member-defaults'] as const,
  list: ['budgets', 'list'] as const,
  /** The platform's categories, as the budget form offers them. */
  categories: ['budgets', 'categories'] as const,
};
