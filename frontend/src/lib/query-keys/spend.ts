/**
 * The cache keys of the spend feature: every query of it starts with ['spend'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const spendKeys = {
  all: ['spend'] as const,
  /** One view of the figures (months, a breakdown, budgets, prices) by the query it was asked with. */
  view: (view: string, query: object) => ['spend', view, query] as const,
};
