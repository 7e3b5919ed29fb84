import * as z from 'zod';
import { jobId, rowId } from '../platform/jobs/payload';

/** A new organization's customer (and trial) at the payment provider. */
export const billingCustomerJobSchema = z.object({
  kind: z.literal('billing-customer'),
  id: jobId,
  organizationId: rowId,
});
export type BillingCustomerJob = z.infer<typeof billingCustomerJobSchema>;
