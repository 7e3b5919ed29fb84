import type { JobKind } from './context';
import { billingCustomerJob } from './billing-customer.job';
import { domainEventJob } from './domain-event.job';
import { emailJob } from './email.job';
import { integrationDeliveryJob } from './integration-delivery.job';
import type { Job } from './job';
import { webhookDeliveryJob } from './webhook-delivery.job';

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
