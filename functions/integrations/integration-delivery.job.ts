import { eq } from 'drizzle-orm';
import { integrations } from '../../db/schema/integrations';
import { dataEncryptionKey } from '../platform/env';
import { providerBySlug } from './catalogue';
import { openSettings } from './sealed-settings';
import { webhookUrlProblem } from './url-policy';
import type { JobContext, JobKind } from '../platform/jobs/context';
import { oncePerKey } from '../platform/jobs/effects';
import { integrationDeliveryJobSchema, type IntegrationDeliveryJob } from './integration-delivery.payload';
import type { JobOutcome } from '../platform/jobs/job';
import { logger } from '../platform/log';

const log = logger('integrations');
/** A provider that has not answered by then is abandoned; its claim may be taken over after as long. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** Sends one event to one integration; server errors and network failures are retried by the queue. */
export async function handleIntegrationDelivery(
  job: IntegrationDeliveryJob,
  { cfg, db }: JobContext,
): Promise<JobOutcome> {
  const [integration] = await db.select().from(integrations).where(eq(integrations.id, job.integrationId));
  if (!integration?.enabled) return 'done';
  const request = providerBySlug(integration.provider)?.request(
    job.event,
    await openSettings(dataEncryptionKey(cfg), integration.metadata),
  );
  if (!request) return 'done';
  const problem = webhookUrlProblem(request.url, cfg.ENVIRONMENT);
  if (problem) {
    log.warn('integration_target_refused', { integration: integration.id, problem });
    return 'done';
  }
  // At most one post per (event, integration), however often the queue redelivers the job.
  return await oncePerKey(
    db,
    `integration-delivery:${job.id}`,
    async (signal) => {
      const res = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal,
      });
      await res.body?.cancel();
      if (res.status >= 500 || res.status === 429) return 'retry';
      if (res.status >= 300)
        log.warn('integration_refused_the_event', { integration: integration.id, status: res.status });
      return 'done';
    },
    { timeoutMs: DELIVERY_TIMEOUT_MS },
  );
}

export const integrationDeliveryJob: JobKind<'integration-delivery'> = {
  payload: integrationDeliveryJobSchema,
  handle: handleIntegrationDelivery,
};
