/**
 * The cache keys of the identity feature: every query of it starts with ['identity'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const identityKeys = {
  all: ['identity'] as const,
  // The memberships sit under the session so that refreshing the session refreshes them too.
  session: ['identity', 'session'] as const,
  memberships: ['identity', 'session', 'memberships'] as const,
  sessions: ['identity', 'sessions'] as const,
  accounts: ['identity', 'accounts'] as const,
  apiKeys: ['identity', 'api-keys'] as const,
};
