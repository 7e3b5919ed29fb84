import type { JobKind } from './platform/jobs/context';
import { billingCustomerJob } from './billing/billing-customer.job';
import { domainEventJob } from './domain-event-subscribers';
import { emailJob } from './email/email.job';
import { integrationDeliveryJob } from './integrations/integration-delivery.job';
import type { Job } from './platform/jobs/job';
import { webhookDeliveryJob } from './integrations/webhook-delivery.job';

/** Jobs handled one message at a time (usage logs are written a whole batch at once: usage-log.job.ts). */
export type SingleKind = Exclude<Job['kind'], 'usage-log'>;
export type JobKinds = { [K in SingleKind]: JobKind<K> };

/** The one list of job kinds: each one's payload schema and its handler. */
export const JOB_KINDS: JobKinds = {
  email: emailJob,
  'domain-event': domainEventJob,
  'webhook-delivery': webhookDeliveryJob,
  'integration-delivery': integrationDeliveryJob,
  'billing-customer': billingCustomerJob,
};
