import type Stripe from 'stripe';
import { paymentProviderEvents } from '../../db/schema/billing';
import { enqueueEmail } from '../email/enqueue-email';
import { inTransaction, type Db } from '../platform/db';
import { BILLING_PATH } from './billing.service';
import { ownersOf } from './owners';
import { applyProviderEvent } from './provider-events';
import { releaseTrialSeats } from './trial-seats';

/** A delivery whose signature did not verify: kept with the reason, for the operator. */
export async function recordInvalidProviderEvent(db: Db, reason: string) {
  await db.insert(paymentProviderEvents).values({
    id: `invalid_${crypto.randomUUID()}`,
    type: 'signature_error',
    status: 'invalid',
    error: reason.slice(0, 500),
  });
}

/**
 * Applies a verified event; the owners' e-mails it calls for commit with it (outbox), and so does the
 * end of an unpaid trial: the people past the default plan's seats leave, told by e-mail.
 */
export function applyProviderEventWithNotices(
  db: Db,
  stripe: Stripe,
  event: Stripe.Event,
  input: { appUrl: string; sealKey: string },
) {
  return inTransaction(db, async (tx) => {
    const applied = await applyProviderEvent(tx, stripe, event);
    if (applied.organizationId && applied.trialEnded) await releaseTrialSeats(tx, applied.organizationId, input);
    if (!applied.organizationId || applied.emails.length === 0) return applied;
    const url = `${input.appUrl}${BILLING_PATH}`;
    for (const owner of await ownersOf(tx, applied.organizationId)) {
      for (const email of applied.emails) {
        if (email.template === 'notification') {
          await enqueueEmail(tx, input.sealKey, {
            to: owner.email,
            template: 'notification',
            data: { title: email.title, message: email.message, url, actionLabel: 'Ver cobrança' },
          });
        } else {
          await enqueueEmail(tx, input.sealKey, {
            to: owner.email,
            template: email.template,
            data: { organizationName: owner.organizationName, planName: email.planName, url },
          });
        }
      }
    }
    return applied;
  });
}
