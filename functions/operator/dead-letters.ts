import { count, desc, eq } from 'drizzle-orm';
import { deadLetterJobs } from '../../db/schema/jobs';
import { config, dataEncryptionKey, type Bindings } from '../platform/env';
import type { Job } from '../platform/jobs/job';
import { writeOutbox } from '../platform/jobs/outbox';
import { createDb, type Db } from '../platform/db';
import { notFound } from '../platform/errors';
import { offsetOf } from '../platform/pagination';
import { openSecret, sealSecret } from '../platform/secret-box';
import { retryDelaySeconds } from '../platform/jobs/consumer';
import { logger } from '../platform/log';

const log = logger('operator');

/** wrangler.toml: the dead-letter queue of abastece-jobs (its messages exhausted max_retries). */
export const DEAD_LETTER_QUEUE = 'abastece-jobs-dlq';

type DeadLetter = Pick<Message<unknown>, 'id' | 'body' | 'attempts'>;

/** What the operator reads of a job without opening it: never a link or a token. */
function summaryOf(body: Partial<Job> | null): string {
  if (!body || typeof body.kind !== 'string') return 'mensagem sem tipo de job';
  if (body.kind === 'email') return `e-mail "${String(body.template)}" para ${String(body.to)}`;
  return `${body.kind}${typeof body.id === 'string' ? ` ${body.id}` : ''}`;
}

/**
 * Keeps dead letters in one statement, their bodies sealed; a redelivered
 * message (same id) is not recorded twice. Returns how many were new.
 */
export async function recordDeadLetters(
  db: Db,
  key: string,
  queue: string,
  messages: readonly DeadLetter[],
): Promise<number> {
  if (messages.length === 0) return 0;
  const values = await Promise.all(
    messages.map(async (m) => {
      const body = (m.body ?? null) as Partial<Job> | null;
      return {
        messageId: m.id,
        queue,
        kind: typeof body?.kind === 'string' ? body.kind : null,
        jobId: typeof body?.id === 'string' ? body.id : null,
        sealedBody: await sealSecret(key, JSON.stringify(m.body ?? null)),
        summary: summaryOf(body),
        attempts: m.attempts,
      };
    }),
  );
  const rows = await db
    .insert(deadLetterJobs)
    .values(values)
    .onConflictDoNothing({ target: deadLetterJobs.messageId })
    .returning({ messageId: deadLetterJobs.messageId, kind: deadLetterJobs.kind, jobId: deadLetterJobs.jobId });
  for (const r of rows) log.error('job_dead_lettered', { queue, kind: r.kind, jobId: r.jobId, messageId: r.messageId });
  return rows.length;
}

/** The dead-letter queue's consumer: acks the batch once it is committed, retries it otherwise. */
export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  const cfg = config(env);
  const { db, close } = createDb(cfg);
  try {
    await recordDeadLetters(db, dataEncryptionKey(cfg), DEAD_LETTER_QUEUE, batch.messages);
    batch.ackAll();
  } catch (error) {
    log.error('dead_letters_not_recorded', { count: batch.messages.length, error: String(error) });
    batch.retryAll({ delaySeconds: retryDelaySeconds(Math.max(...batch.messages.map((m) => m.attempts))) });
  } finally {
    await close();
  }
}

export async function listDeadLetters(db: Db, input: { page: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        messageId: deadLetterJobs.messageId,
        kind: deadLetterJobs.kind,
        jobId: deadLetterJobs.jobId,
        summary: deadLetterJobs.summary,
        attempts: deadLetterJobs.attempts,
        receivedAt: deadLetterJobs.receivedAt,
      })
      .from(deadLetterJobs)
      .orderBy(desc(deadLetterJobs.receivedAt))
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit)),
    db.select({ n: count() }).from(deadLetterJobs),
  ]);
  return { rows, total: total!.n };
}

const deadLetterNotFound = () => notFound('Job não encontrado');

/**
 * Puts a dead letter's job back in the outbox and forgets it, in one transaction (the request's
 * relay queues it). Handlers are idempotent by job id, so a job that did partly run is not done twice.
 */
export async function replayDeadLetter(db: Db, key: string, messageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(deadLetterJobs)
      .where(eq(deadLetterJobs.messageId, messageId))
      .returning({ sealedBody: deadLetterJobs.sealedBody });
    if (!row) throw deadLetterNotFound();
    await writeOutbox(tx, key, [JSON.parse(await openSecret(key, row.sealedBody)) as Job]);
  });
}

export async function discardDeadLetter(db: Db, messageId: string): Promise<void> {
  const [row] = await db
    .delete(deadLetterJobs)
    .where(eq(deadLetterJobs.messageId, messageId))
    .returning({ messageId: deadLetterJobs.messageId });
  if (!row) throw deadLetterNotFound();
}
