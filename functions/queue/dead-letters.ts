import { deadLetterJobs } from '../../db/schema/jobs';
import { config, type Bindings, type Job } from '../env';
import { createDb, type Db } from '../lib/db';
import { retryDelaySeconds } from './consumer';

/** wrangler.toml: the dead-letter queue of abastece-jobs (its messages exhausted max_retries). */
export const DEAD_LETTER_QUEUE = 'abastece-jobs-dlq';

type DeadLetter = Pick<Message<unknown>, 'id' | 'body' | 'attempts'>;

/** Keeps dead letters in one statement; a redelivered message (same id) is not recorded twice. Returns how many were new. */
export async function recordDeadLetters(db: Db, queue: string, messages: readonly DeadLetter[]): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(deadLetterJobs)
    .values(
      messages.map((m) => {
        const body = (m.body ?? null) as Partial<Job> | null;
        return {
          messageId: m.id,
          queue,
          kind: typeof body?.kind === 'string' ? body.kind : null,
          jobId: typeof body?.id === 'string' ? body.id : null,
          body: body as unknown,
          attempts: m.attempts,
        };
      }),
    )
    .onConflictDoNothing({ target: deadLetterJobs.messageId })
    .returning({ messageId: deadLetterJobs.messageId, kind: deadLetterJobs.kind, jobId: deadLetterJobs.jobId });
  for (const r of rows) console.error(JSON.stringify({ level: 'error', msg: 'job dead-lettered', queue, kind: r.kind, jobId: r.jobId, messageId: r.messageId }));
  return rows.length;
}

/** The dead-letter queue's consumer: acks the batch once it is committed, retries it otherwise. */
export async function consumeDeadLetters(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  const { db, close } = createDb(config(env));
  try {
    await recordDeadLetters(db, DEAD_LETTER_QUEUE, batch.messages);
    batch.ackAll();
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'dead letters not recorded', count: batch.messages.length, error: String(error) }));
    batch.retryAll({ delaySeconds: retryDelaySeconds(Math.max(...batch.messages.map((m) => m.attempts))) });
  } finally {
    await close();
  }
}
