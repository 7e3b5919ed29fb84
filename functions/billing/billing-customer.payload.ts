import * as z from 'zod';
import { jobId, rowId } from '../platform/jobs/payload';

/** A new organization's customer (and trial) at the payment provider. */
export const billingCustomerJobSchema = z.object({
  kind: z.literal('billing-customer'),
  id: jobId,
  organizationId: rowId,
});
export type BillingCustomerJob = z.infer<typeof billingCustomerJobSchema>;

// Files the kind in platform's job union (the outbox, the queue and the consumer type their jobs by it).
declare module '../platform/jobs/job' {
  interface JobPayloads {
    'billing-customer': BillingCustomerJob;
  }
}
