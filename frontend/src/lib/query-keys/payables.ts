/**
 * The cache keys of the payables feature: every query of it starts with ['payables'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const payablesKeys = {
  all: ['payables'] as const,
  /** One page of the list, by the filters and page it was asked with. */
  list: (query: object) => ['payables', 'list', query] as const,
  /** The overdue and the five weeks' totals (the screen's top and the dashboard card). */
  weeks: ['payables', 'weeks'] as const,
};
