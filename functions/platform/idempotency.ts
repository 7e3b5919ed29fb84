import { and, eq, gt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { idempotencyKeys } from '../../db/schema/idempotency';
import type { AppEnv } from './app-env';
import type { Db, DbOrTx } from './db';
import { ApiError } from './errors';
import { guard, refusedBy } from './guard';
import { logger } from './log';

const log = logger('platform');

/**
 * POSTs that honour `Idempotency-Key`: the first answer (status and body) is kept for 24 hours per
 * principal and key, and the same key again gets that answer (header Idempotent-Replayed: true)
 * instead of a second change; the key on another route is a 409.
 */
export const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  description:
    'Opcional. Repetir a chamada com a mesma chave (até 200 caracteres) devolve a primeira resposta, sem repetir a mudança (24 horas).',
};

type Kept = typeof idempotencyKeys.$inferSelect;

/** The status of a key claimed by a change that committed, whose answer is being stored. */
const PENDING = 0;
/** How long a repeated call waits for the answer of a claimed key before giving up (polls). */
const PENDING_WAIT_MS = 3000;
const PENDING_POLL_MS = 50;
/** The guard key of a claim that found the key taken by another call. */
const TAKEN = 'IDEMPOTENCY_KEY_TAKEN';

const live = (principal: string, key: string) =>
  and(
    eq(idempotencyKeys.principal, principal),
    eq(idempotencyKeys.key, key),
    gt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`),
  );
const expired = sql`${idempotencyKeys.createdAt} <= now() - interval '24 hours'`;

const lookUp = (db: Db, principal: string, key: string) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(live(principal, key))
    .then(([kept]) => kept);

/** A write that found a kept answer for its key (or the key claimed by another call): nothing was changed. */
class KeptAnswer extends ApiError {
  constructor() {
    super({ code: 'CONFLICT', message: 'Esta Idempotency-Key já foi usada' });
  }
}

/** One call with an Idempotency-Key on a route that writes in one batch (see idempotentWrite). */
interface BatchedCall {
  principal: string;
  key: string;
  route: string;
  /** Marks this call's claim, so the stored answer replaces only it. */
  token: string;
  /** The key's kept answer, looked up while the route reads. */
  kept: Promise<Kept | undefined>;
  claimed: boolean;
}
const batchedCalls = new WeakMap<Request, BatchedCall>();

/**
 * For a route whose change is one write batch (after its reads), registered with
 * `idempotent(principalOf, { batched: true })`: the key's look-up runs while the route reads
 * (`checked`, awaited with the reads, before deciding anything), and the key is claimed in the write
 * batch itself (`claim`); the answer is stored after the response. So the key costs no round trip of
 * its own, a repeated call never changes anything twice (even at the same moment: the second claim
 * aborts its batch), and it waits for the first call's answer if that is still being stored.
 * Null without the header (or on a route not registered so).
 */
export function idempotentWrite(c: Context): IdempotentWrite | null {
  const call = batchedCalls.get(c.req.raw);
  if (!call) return null;
  return {
    checked: async () => {
      if (await call.kept) throw new KeptAnswer();
    },
    claim: (db) => {
      call.claimed = true;
      const body = { claim: call.token };
      return [
        db
          .insert(idempotencyKeys)
          .values({ principal: call.principal, key: call.key, route: call.route, status: PENDING, body })
          .onConflictDoUpdate({
            target: [idempotencyKeys.principal, idempotencyKeys.key],
            set: { route: call.route, status: PENDING, body, createdAt: sql`now()` },
            setWhere: expired,
          }),
        guard(
          db,
          sql`exists (select 1 from ${idempotencyKeys} where ${eq(idempotencyKeys.principal, call.principal)}
            and ${eq(idempotencyKeys.key, call.key)} and ${idempotencyKeys.body}->>'claim' = ${call.token})`,
          TAKEN,
        ),
      ];
    },
  };
}

export interface IdempotentWrite {
  /** Resolves when no answer is kept for the key; otherwise stops the route (the kept answer is given). */
  checked(): Promise<void>;
  /** The key's claim, for the write batch (run it through `claiming`): aborts it when another call holds the key. */
  claim(db: DbOrTx): BatchItem<'pg'>[];
}

/** Runs a write batch that may carry a claim: a claim refused (another call holds the key) stops the route. */
export const claiming = <T>(work: () => Promise<T>) => refusedBy({ [TAKEN]: () => new KeptAnswer() }, work);

/** Work that runs once the answer is out: a timer fires after the response's own continuations. */
function afterAnswer(c: Context, work: () => Promise<unknown>) {
  c.executionCtx.waitUntil(
    new Promise((resolve) => setTimeout(resolve, 0))
      .then(work)
      .catch((error: unknown) => log.error('idempotent_answer_not_stored', { error: String(error) })),
  );
}

/** The kept answer, once it is there (a claim's answer is stored right after its response). */
async function settled(db: Db, kept: Kept, principal: string, key: string): Promise<Kept | undefined> {
  let found: Kept | undefined = kept;
  for (let waited = 0; found?.status === PENDING && waited < PENDING_WAIT_MS; waited += PENDING_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
    found = await lookUp(db, principal, key);
  }
  return found;
}

/** The kept answer as the response, or why not (another route's key; a first call still under way). */
async function replay<E extends AppEnv>(c: Context<E>, kept: Kept, principal: string, key: string, route: string) {
  if (kept.route !== route) {
    throw new ApiError({ code: 'CONFLICT', message: 'Esta Idempotency-Key já foi usada em outra chamada' });
  }
  const answer = await settled(c.var.db, kept, principal, key);
  if (answer?.status === PENDING) {
    throw new ApiError({
      code: 'IDEMPOTENCY_IN_PROGRESS',
      message: 'Uma chamada com esta Idempotency-Key ainda está em andamento; tente de novo em instantes',
      headers: { 'Retry-After': '1' },
    });
  }
  // Gone meanwhile (expired): nothing is kept to give, and the change was made once.
  if (!answer) throw new ApiError({ code: 'CONFLICT', message: 'Esta Idempotency-Key já foi usada' });
  c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body, answer.status as ContentfulStatusCode);
}

/** Keeps an answer: only an expired one is replaced, a live one stays the first. */
const keep = (db: Db, row: Omit<Kept, 'createdAt'>) =>
  db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.principal, idempotencyKeys.key],
      set: { route: row.route, status: row.status, body: row.body, createdAt: sql`now()` },
      setWhere: expired,
    });

/** The answer worth keeping: not a server error, and JSON. */
async function keptBody(res: Response): Promise<object | null> {
  if (res.status >= 500 || !(res.headers.get('content-type') ?? '').includes('application/json')) return null;
  return (await res.clone().json()) as object;
}

export const idempotent = <E extends AppEnv>(
  principalOf: (c: Context<E>) => string,
  options: { batched?: boolean } = {},
) =>
  createMiddleware<E>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined) return next();
    if (!/^[\w\-:.]{1,200}$/.test(key)) {
      throw new ApiError({
        code: 'VALIDATION_ERROR',
        message: 'Idempotency-Key inválida: até 200 letras, números, "-", "_", ":" ou "."',
      });
    }
    const principal = principalOf(c);
    const route = `${c.req.method} ${c.req.routePath}`;
    const db = c.var.db;

    if (!options.batched) {
      const kept = await lookUp(db, principal, key);
      if (kept) return replay(c, kept, principal, key, route);
      await next();
      const body = await keptBody(c.res);
      if (!body) return;
      await keep(db, { principal, key, route, status: c.res.status, body });
      return;
    }

    const call: BatchedCall = {
      principal,
      key,
      route,
      token: crypto.randomUUID(),
      kept: lookUp(db, principal, key),
      claimed: false,
    };
    // Settled here too, so a failed look-up never goes unhandled while the route runs.
    call.kept.catch(() => undefined);
    batchedCalls.set(c.req.raw, call);
    await next();
    // A kept answer wins over whatever the route said: it stopped before changing anything. A claim
    // refused in the write batch means another call holds the key: its answer is the one to give.
    const refused = c.error instanceof KeptAnswer;
    const kept = (await call.kept) ?? (refused ? await lookUp(db, principal, key) : undefined);
    if (kept) {
      const res = await replay(c, kept, principal, key, route);
      c.res = undefined;
      c.res = res;
      return;
    }
    if (refused) return;
    const body = await keptBody(c.res);
    if (!body) return;
    const status = c.res.status;
    if (call.claimed && status < 300) {
      // The change committed with its claim: the answer replaces the claim, once the response is out.
      afterAnswer(c, () =>
        db
          .update(idempotencyKeys)
          .set({ status, body, createdAt: sql`now()` })
          .where(
            and(
              eq(idempotencyKeys.principal, principal),
              eq(idempotencyKeys.key, key),
              sql`${idempotencyKeys.body}->>'claim' = ${call.token}`,
            ),
          ),
      );
      return;
    }
    // Nothing was claimed (the route refused before writing): kept as on any other route. Unless a
    // live answer is kept already: another call's claim committed after this call's look-up and
    // before its reads (a double tap), so this call refused what that one changed (a checkout finds
    // the cart it emptied) — that call's answer is the one to give.
    const stored = await keep(db, { principal, key, route, status, body }).returning({ key: idempotencyKeys.key });
    if (stored.length > 0) return;
    const first = await lookUp(db, principal, key);
    if (!first) return;
    const res = await replay(c, first, principal, key, route);
    c.res = undefined;
    c.res = res;
  });
