/**
 * The cache keys of the integrations feature: every query of it starts with ['integrations'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const integrationsKeys = {
  all: ['integrations'] as const,
  list: ['integrations', 'list'] as const,
  webhooks: ['integrations', 'webhooks'] as const,
  webhookEvents: ['integrations', 'webhooks', 'events'] as const,
  webhook: (id: string) => ['integrations', 'webhook', id] as const,
};
