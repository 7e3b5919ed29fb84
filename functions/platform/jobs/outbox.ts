import { AsyncLocalStorage } from 'node:async_hooks';
import { and, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { outbox } from '../../../db/schema/jobs';
import type { Job } from './job';
import type { Db, DbOrTx } from '../db';
import { openSecret, sealSecret } from '../secret-box';
import { logger } from '../log';

const log = logger('platform');

/** Cloudflare Queues delay a message by at most 12 hours: rows further out wait in the table. */
const MAX_DELAY_SECONDS = 12 * 3600;
/** How long a relay holds the rows it took; a relay that died mid-way frees them after this. */
const CLAIM_SECONDS = 60;
/** sendBatch takes at most 100 messages and 256 KB. */
const BATCH_MESSAGES = 50;
const BATCH_BYTES = 200_000;

export const outboxId = (job: Job) => `${job.kind}:${job.id}`;

/**
 * The outbox rows written while handling one request or one queue batch, so its relay takes
 * exactly those (and a request that wrote none costs no query). Rows of a transaction that rolled
 * back are simply not found.
 */
const writtenHere = new AsyncLocalStorage<Set<string>>();

/** Runs `work` remembering the outbox rows it writes; returns them with its result. */
export async function trackingOutbox<T>(work: () => Promise<T>): Promise<{ result: T; written: string[] }> {
  const written = new Set<string>();
  const result = await writtenHere.run(written, work);
  return { result, written: [...written] };
}

/**
 * Writes jobs to the outbox in the caller's transaction: they exist exactly when the change that
 * caused them committed. A job already there (same kind and id) is left as it is.
 */
export async function writeOutbox(tx: DbOrTx, sealKey: string, jobs: Job[], options: { availableAt?: Date } = {}) {
  const insert = await outboxInsert(tx, sealKey, jobs, options);
  if (insert) await insert.statement;
}

/**
 * The outbox insert of `jobs` as one statement not yet sent (null for none; wrapped, as a query
 * returned from an async function would run), for a `batch` that commits them with the change that
 * caused them. Its rows are counted as this request's from now
 * on: if the batch fails they are simply not found by the relay, as rows of a rolled-back transaction.
 */
export async function outboxInsert(db: DbOrTx, sealKey: string, jobs: Job[], options: { availableAt?: Date } = {}) {
  if (jobs.length === 0) return null;
  const rows = await Promise.all(
    jobs.map(async (job) => ({
      id: outboxId(job),
      kind: job.kind,
      sealedJob: await sealSecret(sealKey, JSON.stringify(job)),
      // Held for the relay of the request (or batch) that wrote it, which takes its own rows by id right
      // after; the sweeper leaves them alone until the hold lapses, so two relays never race for a row.
      // A relay that fails releases them at once; one that never ran frees them after the hold.
      claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      ...(options.availableAt ? { availableAt: options.availableAt } : {}),
    })),
  );
  const tracked = writtenHere.getStore();
  for (const row of rows) tracked?.add(row.id);
  return { statement: db.insert(outbox).values(rows).onConflictDoNothing({ target: outbox.id }) };
}

/**
 * Moves due rows to the queue: takes up to `limit` of them (only `ids` when given: the writer's own,
 * held for it since they were written; otherwise rows nobody holds; SKIP LOCKED, so relays running at
 * once never take the same row), sends them, deletes what the queue accepted. A failed send leaves the
 * rows for the sweeper; it never throws at the caller. Returns how many were sent.
 */
export async function relayOutbox(
  db: Db,
  queue: Queue<Job>,
  sealKey: string,
  options: { ids?: string[]; limit?: number } = {},
): Promise<number> {
  if (options.ids?.length === 0) return 0;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        lte(outbox.availableAt, sql`now() + make_interval(secs => ${MAX_DELAY_SECONDS})`),
        // The writer's relay takes its own rows, held for it; anyone else only rows nobody holds.
        options.ids
          ? inArray(outbox.id, options.ids)
          : or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(outbox.availableAt)
    .limit(options.limit ?? 200)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id, sealedJob: outbox.sealedJob, availableAt: outbox.availableAt });
  if (claimed.length === 0) return 0;

  let sent = 0;
  let chunk: Array<{ id: string; message: MessageSendRequest<Job> }> = [];
  let bytes = 0;
  const flush = async () => {
    const taken = chunk;
    chunk = [];
    bytes = 0;
    if (taken.length === 0) return;
    try {
      await queue.sendBatch(taken.map((c) => c.message));
    } catch (error) {
      // Released at once: the next relay or the sweeper takes them again.
      log.error('outbox_relay_failed', { rows: taken.length, error: String(error) });
      await db
        .update(outbox)
        .set({ claimedUntil: null })
        .where(
          inArray(
            outbox.id,
            taken.map((c) => c.id),
          ),
        );
      return;
    }
    await db.delete(outbox).where(
      inArray(
        outbox.id,
        taken.map((c) => c.id),
      ),
    );
    sent += taken.length;
  };
  for (const row of claimed) {
    const text = await openSecret(sealKey, row.sealedJob);
    const delaySeconds = Math.min(
      MAX_DELAY_SECONDS,
      Math.max(0, Math.ceil((row.availableAt.getTime() - Date.now()) / 1000)),
    );
    if (chunk.length === BATCH_MESSAGES || bytes + text.length > BATCH_BYTES) await flush();
    chunk.push({
      id: row.id,
      message: { body: JSON.parse(text) as Job, ...(delaySeconds > 0 ? { delaySeconds } : {}) },
    });
    bytes += text.length;
  }
  await flush();
  return sent;
}

/** The cron sweeper: relays every due row left behind, until none is left (or `rounds` runs out). */
export async function sweepOutbox(db: Db, queue: Queue<Job>, sealKey: string, rounds = 10): Promise<number> {
  let total = 0;
  for (let round = 0; round < rounds; round += 1) {
    const sent = await relayOutbox(db, queue, sealKey);
    total += sent;
    if (sent === 0) break;
  }
  return total;
}

export const logRelayError = (error: unknown) => {
  log.error('outbox_relay_failed', { error: String(error) });
  return 0;
};
