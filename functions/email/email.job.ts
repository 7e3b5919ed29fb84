import { and, eq, lt, sql } from 'drizzle-orm';
import { emailDeliveries } from '../../db/schema/auth-support';
import { renderEmail } from './templates';
import { sendEmail, type EmailAttachment } from '../platform/email-transport';
import type { JobContext, JobKind } from '../platform/jobs/context';
import { emailJobSchema, type EmailJob } from './email.payload';
import type { EmailAttachmentRef, JobOutcome } from '../platform/jobs/job';
import type { DbOrTx } from '../platform/db';

/** Makes the file a job names, when the e-mail leaves; the domain that owns the document supplies it. */
export type AttachmentRenderer = (db: DbOrTx, ref: EmailAttachmentRef) => Promise<EmailAttachment>;
const noAttachments: AttachmentRenderer = () => Promise.reject(new Error('no attachment renderer was given'));

/** Cloudflare Queues delay a message by at most 12 hours. */
const MAX_DELAY_SECONDS = 12 * 3600;
/** A claim older than this belongs to a worker that died mid-send: it may be taken again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

/**
 * Sends one e-mail exactly once per job id: claims the id in email_deliveries,
 * sends, marks it sent. A redelivered job finds it sent and only acks; a
 * failed send releases the claim and throws, so the queue retries with backoff
 * and, in the end, dead-letters it.
 */
export async function handleEmailJob(
  job: EmailJob,
  { env, cfg, db }: JobContext,
  now = new Date(),
  renderAttachment: AttachmentRenderer = noAttachments,
): Promise<JobOutcome> {
  if (job.sendAt && new Date(job.sendAt).getTime() > now.getTime() + 1000) {
    const delaySeconds = Math.min(
      MAX_DELAY_SECONDS,
      Math.ceil((new Date(job.sendAt).getTime() - now.getTime()) / 1000),
    );
    await env.JOBS.send(job, { delaySeconds });
    return 'done';
  }
  const claimed = await db
    .insert(emailDeliveries)
    .values({ id: job.id, template: job.template, recipient: job.to, status: 'sending' })
    .onConflictDoUpdate({
      target: emailDeliveries.id,
      set: { claimedAt: sql`now()` },
      setWhere: and(
        eq(emailDeliveries.status, 'sending'),
        lt(emailDeliveries.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    })
    .returning({ id: emailDeliveries.id });
  if (claimed.length === 0) return 'done';

  const content = renderEmail(job.template, job.data as never);
  try {
    const attachments = job.attachment ? [await renderAttachment(db, job.attachment)] : undefined;
    await sendEmail(cfg, { ...content, to: job.to, idempotencyKey: job.id, attachments });
  } catch (error) {
    await db.delete(emailDeliveries).where(and(eq(emailDeliveries.id, job.id), eq(emailDeliveries.status, 'sending')));
    throw error;
  }
  await db.update(emailDeliveries).set({ status: 'sent', sentAt: new Date() }).where(eq(emailDeliveries.id, job.id));
  return 'done';
}

export const emailJob = (renderAttachment: AttachmentRenderer): JobKind<'email'> => ({
  payload: emailJobSchema,
  handle: (job, ctx) => handleEmailJob(job, ctx, new Date(), renderAttachment),
});
