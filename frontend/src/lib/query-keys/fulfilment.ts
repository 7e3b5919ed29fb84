/**
 * The cache keys of the fulfilment feature: every query of it starts with ['fulfilment'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const fulfilmentKeys = {
  all: ['fulfilment'] as const,
};
