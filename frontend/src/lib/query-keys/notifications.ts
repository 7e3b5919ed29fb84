/**
 * The cache keys of the notifications feature: every query of it starts with ['notifications'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const notificationsKeys = {
  all: ['notifications'] as const,
  // The bell's list is one entry of the root, not the root itself: invalidating `all` still refreshes it.
  list: ['notifications', 'list'] as const,
  emailChoices: ['notifications', 'email-choices'] as const,
};
