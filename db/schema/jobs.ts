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
    /** The message body sealed with lib/secret-box: jobs may carry e-mail links with one-time tokens. */
    sealedBody: text().notNull(),
    /** What the operator reads: kind and job id, and an e-mail's template and recipient. */
    summary: text().notNull(),
    attempts: integer().notNull(),
    receivedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('dead_letter_jobs_received_idx').on(t.receivedAt.desc().nullsFirst())],
);
