/**
 * The cache keys of the scorecards feature: every query of it starts with ['scorecards'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const scorecardsKeys = {
  all: ['scorecards'] as const,
  /** One supplier's figures and series, by whose view (scope) and period. */
  scorecard: (scope: object, days: string) => ['scorecards', 'scorecard', scope, days] as const,
  /** Every supplier side by side, the buyer's or the operator's, by period. */
  list: (who: string, days: string) => ['scorecards', 'list', who, days] as const,
};
