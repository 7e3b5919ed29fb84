import { ensureCustomer } from './customers';
import { stripeClient } from './stripe-client';
import { billingCustomerJobSchema, type BillingCustomerJob } from './billing-customer.payload';
import type { JobContext, JobKind } from '../platform/jobs/context';
import type { JobOutcome } from '../platform/jobs/job';

/** A new organization's customer (and trial) at the payment provider, created off the request path. */
export async function handleBillingCustomerJob(job: BillingCustomerJob, { cfg, db }: JobContext): Promise<JobOutcome> {
  if (!cfg.STRIPE_SECRET_KEY) return 'done';
  try {
    await ensureCustomer(db, await stripeClient(cfg), job.organizationId);
    return 'done';
  } catch (error) {
    // The organization may be gone again (deleted right away): nothing left to bill.
    if ((error as { code?: string }).code === 'CUSTOMER_NOT_FOUND') return 'done';
    throw error;
  }
}

export const billingCustomerJob: JobKind<'billing-customer'> = {
  payload: billingCustomerJobSchema,
  handle: handleBillingCustomerJob,
};
