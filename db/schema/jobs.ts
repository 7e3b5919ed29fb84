import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * Jobs that exhausted their retries, taken off the dead-letter queue and kept:
 * the queue itself drops them after a few days, and they are the evidence for
 * fixing a bug and replaying the work.
 */
export const deadLetterJobs = pgTable(
  'dead_letter_jobs',
  {
    /** The queue's message id: a redelivery of the same dead letter is recorded once. */
    messageId: text().primaryKey(),
    queue: text().notNull(),
    kind: text(),
    /** The job's own id (idempotency key), when it has one. */
    jobId: text(),
    /** The message body sealed with platform/secret-box: jobs may carry e-mail links with one-time tokens. */
    sealedBody: text().notNull(),
    /** What the operator reads: kind and job id, and an e-mail's template and recipient. */
    summary: text().notNull(),
    attempts: integer().notNull(),
    receivedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('dead_letter_jobs_received_idx').on(t.receivedAt.desc().nullsFirst())],
);

/**
 * The transactional outbox: every job (e-mail, domain event, delivery) is written here in the
 * transaction of the change that causes it, then relayed to the queue right after the response and
 * by a cron sweeper. A row is deleted once the queue has it.
 */
export const outbox = pgTable(
  'outbox',
  {
    /** `<kind>:<job id>`: a job written twice (a redelivered fan-out) is one row. */
    id: text().primaryKey(),
    kind: text().notNull(),
    /** The job sealed with platform/secret-box: e-mail jobs carry one-time links. */
    sealedJob: text().notNull(),
    /** Not relayed before (an e-mail scheduled for later). */
    availableAt: ts().notNull().defaultNow(),
    /** A relay that took the row holds it until then; after that anyone may take it again. */
    claimedUntil: ts(),
    attempts: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('outbox_available_idx').on(t.availableAt)],
);

/**
 * One external effect per job: a consumer claims `<kind>:<job id>` before it posts, so a
 * redelivered job (the queue delivers at least once) posts nothing twice.
 */
export const jobEffects = pgTable('job_effects', {
  key: text().primaryKey(),
  status: text().$type<'running' | 'done'>().notNull(),
  claimedAt: ts().notNull().defaultNow(),
  doneAt: ts(),
});
