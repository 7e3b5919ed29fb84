import type { JobHandler } from './context';
import { handleBillingCustomerJob } from './billing-customer.job';
import { handleDomainEventJob } from './domain-event.job';
import { handleEmailJob } from './email.job';
import { handleIntegrationDelivery } from './integration-delivery.job';
import type { Job } from './job';
import { handleWebhookDelivery } from './webhook-delivery.job';

/** Jobs handled one message at a time (usage logs are written a whole batch at once: usage-log.job.ts). */
export type SingleKind = Exclude<Job['kind'], 'usage-log'>;
export type JobHandlers = { [K in SingleKind]: JobHandler<K> };

/** The one list of job kinds and what handles each. */
export const JOB_HANDLERS: JobHandlers = {
  email: (job, ctx) => handleEmailJob(job, ctx),
  'domain-event': (job, ctx) => handleDomainEventJob(job, ctx),
  'webhook-delivery': (job, ctx) => handleWebhookDelivery(job, ctx),
  'integration-delivery': (job, ctx) => handleIntegrationDelivery(job, ctx),
  'billing-customer': (job, ctx) => handleBillingCustomerJob(job, ctx),
};
