/**
 * The cache keys of the system feature: every query of it starts with ['system'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const systemKeys = {
  all: ['system'] as const,
  health: ['system', 'health'] as const,
};
