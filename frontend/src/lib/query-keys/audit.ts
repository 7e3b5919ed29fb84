/**
 * The cache keys of the audit feature: every query of it starts with ['audit'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const auditKeys = {
  all: ['audit'] as const,
  /** A page of the organization's or the platform's log, by its filters and cursor. */
  log: (scope: string, filters: object, cursor: number | string | null) =>
    ['audit', 'log', scope, filters, cursor] as const,
  /** The chain's integrity check of one log. */
  verification: (scope: string) => ['audit', 'log', scope, 'verify'] as const,
};
