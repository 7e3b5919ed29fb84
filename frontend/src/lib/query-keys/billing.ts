/**
 * The cache keys of the billing feature: every query of it starts with ['billing'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const billingKeys = {
  all: ['billing'] as const,
  plans: ['billing', 'plans'] as const,
  subscription: ['billing', 'subscription'] as const,
};
