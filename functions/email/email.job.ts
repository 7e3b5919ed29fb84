import { renderEmail } from './templates';
import { parseFrom, sendEmail, type EmailAttachment } from '../platform/email-transport';
import { oncePerKey } from '../platform/jobs/effects';
import type { JobContext, JobKind } from '../platform/jobs/context';
import { emailJobSchema, type EmailAttachmentRef, type EmailJob } from './email.payload';
import type { JobOutcome } from '../platform/jobs/job';
import type { DbOrTx } from '../platform/db';

/** Makes the file a job names, when the e-mail leaves; the domain that owns the document supplies it. */
export type AttachmentRenderer = (db: DbOrTx, ref: EmailAttachmentRef) => Promise<EmailAttachment>;
const noAttachments: AttachmentRenderer = () => Promise.reject(new Error('no attachment renderer was given'));

/** Cloudflare Queues delay a message by at most 12 hours. */
const MAX_DELAY_SECONDS = 12 * 3600;
/**
 * An SMTP or Resend send that has not finished by then is abandoned (it may still have been delivered);
 * a claim as old as this is taken over by the next attempt.
 */
export const EMAIL_SEND_TIMEOUT_MS = 60_000;

/**
 * The Message-ID every attempt of one job carries, on the sender's domain (RFC 5322 §3.6.4). A job id
 * may hold characters a Message-ID may not (an event's mail is `<event id>:supplier-mail`): each
 * becomes a dot, which keeps the id the same for every attempt of the job.
 */
export function messageIdOf(jobId: string, from: string): string {
  const domain = parseFrom(from).email.split('@').pop() || 'abastece.dev';
  return `<${jobId.replace(/[^\w.!#$%&'*+/=?^`{|}~-]/g, '.')}@${domain}>`;
}

/**
 * Sends one e-mail once per job id (the claim `email:<id>`, platform/jobs/effects.ts). The attachment
 * is made first: it reads the database, and a claim must never be held across a read that can fail.
 * A redelivered job finds it done and only acks; a claim another attempt holds sends the job back to
 * the queue; a failed send releases the claim and throws, so the queue retries and, in the end,
 * dead-letters it. Every attempt carries the same Message-ID and Resend idempotency key.
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
  const content = renderEmail(job.template, job.data as never);
  const attachments = job.attachment ? [await renderAttachment(db, job.attachment)] : undefined;
  const email = {
    ...content,
    to: job.to,
    idempotencyKey: job.id,
    messageId: messageIdOf(job.id, cfg.EMAIL_FROM),
    attachments,
  };
  return await oncePerKey(
    db,
    `email:${job.id}`,
    async () => {
      await sendEmail(cfg, email);
      return 'done';
    },
    { timeoutMs: EMAIL_SEND_TIMEOUT_MS, now },
  );
}

export const emailJob = (renderAttachment: AttachmentRenderer): JobKind<'email'> => ({
  payload: emailJobSchema,
  handle: (job, ctx) => handleEmailJob(job, ctx, new Date(), renderAttachment),
});
