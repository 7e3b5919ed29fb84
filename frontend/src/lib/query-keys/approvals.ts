/**
 * The cache keys of the approvals feature: every query of it starts with ['approvals'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const approvalsKeys = {
  all: ['approvals'] as const,
  pending: ['approvals', 'pending'] as const,
  /** The rules in force, and the prefix of their history and scopes: saving rules refreshes all three. */
  rules: ['approvals', 'approval-rules'] as const,
  ruleHistory: ['approvals', 'approval-rules', 'versions'] as const,
  ruleScopes: ['approvals', 'approval-rules', 'scopes'] as const,
};
