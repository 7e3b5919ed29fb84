import { and, eq } from 'drizzle-orm';
import { integrations } from '../../db/schema/integrations';
import { config, dataEncryptionKey, type Bindings } from '../env';
import type { DomainEvent } from '../events/domain-events';
import { createDb } from '../lib/db';
import { oncePerKey } from '../jobs/effects';
import { writeOutbox } from '../jobs/outbox';
import type { JobOutcome } from '../queue/consumer';
import { webhookUrlProblem } from '../webhooks/url-policy';
import { providerBySlug } from './catalogue';
import { openSettings } from './sealed-settings';

export type IntegrationDeliveryJob = {
  kind: 'integration-delivery';
  id: string;
  integrationId: string;
  event: DomainEvent;
};

/** The domain-event subscriber: one job per enabled integration of the organization that acts on the event. */
export async function deliverToIntegrations(event: DomainEvent, meta: { id: string }, env: Bindings): Promise<void> {
  const cfg = config(env);
  const { db, close } = createDb(cfg);
  try {
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
  } finally {
    await close();
  }
}

/** Sends one event to one integration; server errors and network failures are retried by the queue. */
export async function handleIntegrationDelivery(job: IntegrationDeliveryJob, env: Bindings): Promise<JobOutcome> {
  const cfg = config(env);
  const { db, close } = createDb(cfg);
  try {
    const [integration] = await db.select().from(integrations).where(eq(integrations.id, job.integrationId));
    if (!integration?.enabled) return 'done';
    const request = providerBySlug(integration.provider)?.request(
      job.event,
      await openSettings(dataEncryptionKey(cfg), integration.metadata),
    );
    if (!request) return 'done';
    const problem = webhookUrlProblem(request.url, cfg.ENVIRONMENT);
    if (problem) {
      console.warn(
        JSON.stringify({ level: 'warn', msg: 'integration target refused', integration: integration.id, problem }),
      );
      return 'done';
    }
    // At most one post per (event, integration), however often the queue redelivers the job.
    return await oncePerKey(db, `integration-delivery:${job.id}`, async () => {
      const res = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      if (res.status >= 500 || res.status === 429) return 'retry';
      if (res.status >= 300)
        console.warn(
          JSON.stringify({
            level: 'warn',
            msg: 'integration refused the event',
            integration: integration.id,
            status: res.status,
          }),
        );
      return 'done';
    });
  } finally {
    await close();
  }
}
