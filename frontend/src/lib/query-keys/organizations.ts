/**
 * The cache keys of the organizations feature: every query of it starts with ['organizations'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const organizationsKeys = {
  all: ['organizations'] as const,
  organization: ['organizations', 'organization'] as const,
  dashboardStats: ['organizations', 'dashboard', 'stats'] as const,
  onboarding: ['organizations', 'dashboard', 'onboarding'] as const,
  /** What the buyer waits for now (the dashboard's first row): orders, approvals, deliveries. */
  overview: ['organizations', 'dashboard', 'overview'] as const,
  membersAll: ['organizations', 'members'] as const,
  members: <Query>(query: Query) => ['organizations', 'members', query] as const,
  invitations: ['organizations', 'invitations'] as const,
  invitation: (id: string) => ['organizations', 'invitation', id] as const,
  /** The invitations open to the signed-in person's own address (the page after sign-up). */
  myInvitations: ['organizations', 'my-invitations'] as const,
  deliveryAddresses: ['organizations', 'delivery-addresses'] as const,
  platformCities: ['organizations', 'platform-cities'] as const,
};
