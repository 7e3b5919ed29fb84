import { eq } from 'drizzle-orm';
import { webhooks } from '../../db/schema/integrations';

/** Whose endpoints: a buyer organization's or a supplier's; every webhook query is scoped by it. */
export type WebhookOwner = { organizationId: string } | { supplierId: string };

export const ownedBy = (owner: WebhookOwner) =>
  'organizationId' in owner
    ? eq(webhooks.organizationId, owner.organizationId)
    : eq(webhooks.supplierId, owner.supplierId);
