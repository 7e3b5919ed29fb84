import type { JobHandlers } from './platform/jobs/context';
import { billingCustomerJob } from './billing/billing-customer.job';
import { domainEventJob } from './domain-event-subscribers';
import { documentsPurgeJob } from './fulfilment/documents-purge.job';
import { emailJob } from './email/email.job';
import { integrationDeliveryJob } from './integrations/integration-delivery.job';
import { webhookDeliveryJob } from './integrations/webhook-delivery.job';
import { consumeUsageLogs } from './identity/usage-log.job';
import { renderAttachment } from './orders/documents/attachments';

/** The one list of job kinds: each one's payload schema and handler, and the kinds written a batch at once. */
export const JOB_HANDLERS: JobHandlers = {
  one: {
    email: emailJob(renderAttachment),
    'domain-event': domainEventJob,
    'webhook-delivery': webhookDeliveryJob,
    'integration-delivery': integrationDeliveryJob,
    'billing-customer': billingCustomerJob,
    'documents-purge': documentsPurgeJob,
  },
  batched: { 'usage-log': consumeUsageLogs },
};
