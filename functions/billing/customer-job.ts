import { config, type Bindings } from '../env';
import { createDb } from '../lib/db';
import type { JobOutcome } from '../queue/consumer';
import { ensureCustomer } from './customers';
import { stripeClient } from './stripe-client';

/** A new organization's customer (and trial) at the payment provider, created off the request path. */
export type BillingCustomerJob = { kind: 'billing-customer'; id: string; organizationId: string };

export async function handleBillingCustomerJob(job: BillingCustomerJob, env: Bindings): Promise<JobOutcome> {
  const cfg = config(env);
  if (!cfg.STRIPE_SECRET_KEY) return 'done';
  const { db, close } = createDb(cfg);
  try {
    await ensureCustomer(db, stripeClient(cfg), job.organizationId);
    return 'done';
  } catch (error) {
    // The organization may be gone again (deleted right away): nothing left to bill.
    if ((error as { code?: string }).code === 'CUSTOMER_NOT_FOUND') return 'done';
    throw error;
  } finally {
    await close();
  }
}
