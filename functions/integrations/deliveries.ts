import { and, eq } from 'drizzle-orm';
import { integrations } from '../../db/schema/integrations';
import { dataEncryptionKey } from '../platform/env';
import type { DomainEvent } from '../platform/domain-event';
import type { JobContext } from '../platform/jobs/context';
import type { IntegrationDeliveryJob } from './integration-delivery.payload';
import { writeOutbox } from '../platform/jobs/outbox';
import { providerBySlug } from './catalogue';
import { openSettings } from './sealed-settings';

/** The domain-event subscriber: one job per enabled integration of the organization that acts on the event. */
export async function deliverToIntegrations(
  event: DomainEvent,
  meta: { id: string },
  { cfg, db }: JobContext,
): Promise<void> {
  const installed = await db
    .select({ id: integrations.id, provider: integrations.provider, metadata: integrations.metadata })
    .from(integrations)
    .where(and(eq(integrations.organizationId, event.organizationId), eq(integrations.enabled, true)));
  const acting = await Promise.all(
    installed.map(async (i) =>
      Boolean(providerBySlug(i.provider)?.request(event, await openSettings(dataEncryptionKey(cfg), i.metadata))),
    ),
  );
  // One job per (event, integration): a redelivered event writes the same ids, which the outbox keeps once.
  const jobs = installed
    .filter((_, n) => acting[n])
    .map(
      (i) =>
        ({
          kind: 'integration-delivery',
          id: `${meta.id}:${i.id}`,
          integrationId: i.id,
          event,
        }) satisfies IntegrationDeliveryJob,
    );
  await writeOutbox(db, dataEncryptionKey(cfg), jobs);
}
