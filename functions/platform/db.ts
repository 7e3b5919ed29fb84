import { AsyncLocalStorage } from 'node:async_hooks';
import { Client, neon, neonConfig, Pool, type NeonQueryPromise, type PoolClient } from '@neondatabase/serverless';
import type { SQL } from 'drizzle-orm';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzleHttp } from 'drizzle-orm/neon-http';
import { drizzle, type NeonDatabase } from 'drizzle-orm/neon-serverless';
import type { AppConfig } from './env';
import { logger } from './log';

const log = logger('platform');

/**
 * A connection that is never without an 'error' listener. The pool listens to its clients once they
 * are connected; one refused while connecting (a wrong password, the server going away mid-handshake)
 * reports its socket's end afterwards, and an 'error' nobody hears is an uncaught exception in the
 * isolate (seen in the tests as workerd's "Unhandled error … Connection terminated unexpectedly").
 */
class HeardClient extends Client {
  constructor(config?: ConstructorParameters<typeof Client>[0]) {
    super(config);
    this.on('error', (error: Error) => {
      // `_ending` is the client's own flag, set by end() before the socket closes (see createDb).
      if (!(this as unknown as { _ending?: boolean })._ending)
        log.warn('database_client_error', { error: error.message });
    });
  }
}

/** Neon's Pool sets its own client class after pg-pool has read the `Client` option: ours goes after it. */
class HeardPool extends Pool {
  constructor(config: ConstructorParameters<typeof Pool>[0]) {
    super(config);
    (this as unknown as { Client: typeof Client }).Client = HeardClient;
  }
}

/**
 * The request's database. Typed as the WebSocket driver's handle (what services are written against);
 * at run time plain statements go over Neon's HTTP endpoint and `transaction()` over a WebSocket
 * connection opened for it — see createDb.
 */
export type Db = NeonDatabase<Record<string, never>>;

export interface RequestDb {
  db: Db;
  /** Ends the WebSocket pool if a transaction opened one; a Pool may not outlive its request on Workers. */
  close(): Promise<void>;
}

/**
 * Sequential database round trips of the work running under it — what a worker far from the database
 * waits for. Each HTTP request to the SQL endpoint is one; a WebSocket connection costs two before its
 * first statement (upgrade, start-up) and each statement on it one more (BEGIN and COMMIT included).
 * Statements in flight at the same time overlap: one that starts after others finished counts one
 * more than the deepest of them (the critical path, not the number of statements).
 */
export interface RoundTripMeter {
  roundTrips: number;
  /** The deepest round trip finished so far: where the next one to start stands. */
  finished: number;
}
const meters = new AsyncLocalStorage<RoundTripMeter>();

/** Runs `work` counting the database round trips it waits for (app.ts reports them in Server-Timing). */
export function meteringRoundTrips<T>(work: () => Promise<T>): { meter: RoundTripMeter; done: Promise<T> } {
  const meter: RoundTripMeter = { roundTrips: 0, finished: 0 };
  return { meter, done: meters.run(meter, work) };
}

/** Marks `cost` round trips starting now; the returned function marks them finished. */
function roundTrip(cost: number): () => void {
  const meter = meters.getStore();
  if (!meter) return () => undefined;
  const depth = meter.finished + cost;
  meter.roundTrips = Math.max(meter.roundTrips, depth);
  return () => {
    meter.finished = Math.max(meter.finished, depth);
  };
}
/**
 * Adds `count` round trips after everything counted so far: work done outside this meter that the
 * request waited for (a request answered again from the start reports its own trips).
 */
export function addRoundTrips(count: number) {
  if (count > 0) roundTrip(count)();
}

/**
 * Work the request does not wait for (handed to waitUntil while the request runs, e.g. a last-seen
 * touch): kept off the request's round-trip count, which is what its caller waits for.
 */
export const unmetered = <T>(work: () => PromiseLike<T>): Promise<T> =>
  // Awaited inside: a drizzle query runs when awaited, so it must be awaited outside the meter.
  meters.exit(async () => await work());

function metered<T>(cost: number, work: () => Promise<T>): Promise<T> {
  const done = roundTrip(cost);
  return work().finally(done);
}

function configure(proxy: string | undefined) {
  neonConfig.fetchFunction = (input: RequestInfo | URL, init?: RequestInit) => metered(1, () => fetch(input, init));
  if (proxy) {
    neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
    // The local bridge also answers Neon's SQL-over-HTTP protocol (stack/neon-http.ts).
    neonConfig.fetchEndpoint = () => `http://${proxy}/sql`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    // Left at the driver's default ('password'): pipelining the start-up saves round trips
    // (measured with npm run bench: health 156 vs 129 req/s, p95 175 vs 213 ms with it off).
  }
}

/** A statement sent with the request's next round trip instead of on its own (sendWithNextRoundTrip). */
export interface RidingStatement {
  query: SQL;
  /**
   * The same check without side effects (e.g. the session's, which only reads), if it has one: statements
   * started while `query` is in flight then go at once, each in a transaction of its own after a copy of
   * the check, instead of waiting for its verdict (a route's parallel reads stay one round trip). Without
   * it (the supplier key's also counts the call) they wait.
   */
  recheck?: SQL;
  /** Reads its rows; what it throws refuses the request (its statements then fail with that error). */
  accept(rows: Record<string, unknown>[]): void;
  /** What a failure of the shared round trip means (e.g. a guard's refusal → 401); undefined: as it is. */
  refusal(error: unknown): Error | undefined;
}

const RIDE = Symbol('ride');
const RIDE_FLUSH = Symbol('ride flush');
const REAL_QUERY = Symbol('real query');
const dialect = new PgDialect({ casing: 'snake_case' });

type HttpClient = ReturnType<typeof neon>;
type FullAnswer = { rows: unknown[]; fields: { name: string }[] };

/** A full answer's rows as objects by column name (a batch answers in array mode). */
const rowsOf = ({ rows, fields }: FullAnswer): Record<string, unknown>[] =>
  rows.map((row) =>
    Array.isArray(row)
      ? Object.fromEntries(fields.map((field, i) => [field.name, row[i]]))
      : (row as Record<string, unknown>),
  );
type HttpQuery = NeonQueryPromise<boolean, boolean>;

/**
 * A failure that a statement after the riding check raised, so the check itself passed: a guard's refusal
 * (abastece_guard, SQLSTATE AB001, not the check's own: that one its `refusal` names) or an integrity
 * violation (class 23), which a check that only reads or counts cannot raise.
 */
function ranAfterTheCheck(error: unknown): boolean {
  const code = ((error as { cause?: unknown })?.cause ?? error) as { code?: unknown } | undefined;
  return typeof code?.code === 'string' && (code.code === 'AB001' || code.code.startsWith('23'));
}

/** How often a batch PostgreSQL chose as a deadlock's victim is sent again. */
const DEADLOCK_RETRIES = 2;

/**
 * Sends a batch (one transaction over HTTP) again when PostgreSQL broke a deadlock by aborting it
 * (40P01): the whole transaction was rolled back, so the same statements run again from the start, their
 * guards re-checked. Two writers that lock shared rows in opposite orders (two suppliers answering
 * parts of one order at once) then both succeed instead of one answering 500.
 */
async function retryingDeadlocks<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= DEADLOCK_RETRIES || (error as { code?: unknown } | undefined)?.code !== '40P01') throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
    }
  }
}

/**
 * The HTTP client with a slot for one riding statement: the next statement or batch the request sends
 * goes out as one HTTP transaction with the riding statement first. If the riding statement refuses (a
 * guard in it raises, or `accept` throws), the transaction is rolled back and every statement of the
 * request fails with the refusal — nothing it read is returned and nothing it wrote stays. Statements
 * started while the riding one is in flight wait for its verdict, or go at once each after a copy of its
 * check when it has one without side effects (`recheck`), so none runs unchecked.
 */
function ridingStatements(base: HttpClient) {
  let waiting: RidingStatement | undefined;
  /** Sent, its first verdict not yet known: what statements started meanwhile go with (a copy of). */
  let inFlight: RidingStatement | undefined;
  /** The verdicts of every transaction that carried the check (the first and its copies). */
  let verdicts: Promise<void>[] = [];

  async function sendWith(
    statement: RidingStatement,
    queries: HttpQuery[],
    options?: unknown,
    check = statement.query,
  ) {
    let settle!: (error?: unknown) => void;
    const verdict = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // Waiters read the verdict; an unread rejection must not surface as unhandled.
    verdict.catch(() => undefined);
    verdicts.push(verdict);
    const { sql: text, params } = dialect.sqlToQuery(check);
    try {
      const riding = base.query(text, params, { fullResults: true }) as unknown as HttpQuery;
      const answers = (await retryingDeadlocks(() =>
        base.transaction([riding, ...queries], options as Parameters<HttpClient['transaction']>[1]),
      )) as unknown[];
      const [first, ...rest] = answers as [FullAnswer, ...unknown[]];
      // A copy's rows are only its check's: what the statement reads (a count, a time) is the first's.
      if (check === statement.query) statement.accept(rowsOf(first));
      settle();
      return rest;
    } catch (error) {
      const refused = statement.refusal(error);
      if (refused) {
        settle(refused);
        throw refused;
      }
      // The request's own statements failed (a route's guard, a unique key): the check ran before them
      // and passed. Anything else (the network, a deadlock given up on) leaves it unknown: it goes again
      // with the request's next statement, or alone at the flush.
      settle();
      if (!ranAfterTheCheck(error)) waiting ??= statement;
      throw error;
    }
  }

  /** One statement alone (single) or several as one transaction, after or with the riding statement. */
  async function run(queries: HttpQuery[], single: boolean, options?: unknown): Promise<unknown[]> {
    const statement = waiting;
    waiting = undefined;
    if (statement) {
      inFlight = statement;
      const sent = sendWith(statement, queries, options);
      const landed = () => {
        if (inFlight === statement) inFlight = undefined;
      };
      sent.then(landed, landed);
      return sent;
    }
    if (inFlight?.recheck) return sendWith(inFlight, queries, options, inFlight.recheck);
    if (verdicts.length > 0) await Promise.all(verdicts);
    if (single) return [await queries[0]!];
    return (await retryingDeadlocks(() =>
      base.transaction(queries, options as Parameters<HttpClient['transaction']>[1]),
    )) as unknown[];
  }

  const query = (text: string, params?: unknown[], options?: unknown) => {
    const real = base.query(text, params, options as Parameters<HttpClient['query']>[2]) as unknown as HttpQuery;
    // Awaited alone it is sent through run(); inside a batch, transaction() below sends the real one.
    return {
      [REAL_QUERY]: real,
      then: (ok?: (value: unknown) => unknown, fail?: (error: unknown) => unknown) =>
        run([real], true)
          .then(([answer]) => answer)
          .then(ok, fail),
    };
  };
  const transaction = (queries: unknown[], options?: unknown) =>
    run(
      queries.map((q) => ((q as { [REAL_QUERY]?: HttpQuery })[REAL_QUERY] ?? q) as HttpQuery),
      false,
      options,
    );
  const client = Object.assign((...args: Parameters<HttpClient>) => base(...args), base, { query, transaction });

  return {
    client: client as unknown as HttpClient,
    ride: (statement: RidingStatement) => {
      waiting = statement;
      inFlight = undefined;
      verdicts = [];
    },
    /** Sends the riding statement alone if nothing took it, or waits for its verdicts; throws a refusal. */
    flush: async () => {
      const statement = waiting;
      waiting = undefined;
      if (statement) await sendWith(statement, []);
      await Promise.all(verdicts);
    },
  };
}

/**
 * Sends `statement` with the request's next round trip (see ridingStatements) — how a supplier key's
 * check and the page it asked for cost one round trip. Returns the flush the caller awaits once the
 * request's work is done: it sends the statement alone if the work sent nothing, and throws its
 * refusal either way. On a handle without the slot (a transaction's, the tests' own), the statement
 * runs at once.
 */
export async function sendWithNextRoundTrip(db: Db, statement: RidingStatement): Promise<() => Promise<void>> {
  const slot = db as unknown as {
    [RIDE]?: (statement: RidingStatement) => void;
    [RIDE_FLUSH]?: () => Promise<void>;
  };
  const ride = slot[RIDE];
  if (typeof ride === 'function') {
    ride(statement);
    return slot[RIDE_FLUSH]!;
  }
  try {
    const { rows } = await db.execute<Record<string, unknown>>(statement.query);
    statement.accept(rows);
  } catch (error) {
    throw statement.refusal(error) ?? error;
  }
  return async () => undefined;
}

/**
 * The WebSocket client rejects a connection it could not open with the socket's ErrorEvent, which is not
 * an Error: Hono hands only Errors to the error handler (anything else escapes as workerd's bare 500),
 * and the caller could not tell it from any other failure. It becomes the error Neon's HTTP driver
 * gives for the same cause.
 */
function rethrowAsError(thrown: unknown): never {
  if (thrown instanceof Error) throw thrown;
  const message = (thrown as { message?: unknown } | undefined)?.message;
  throw new Error(`Error connecting to database: ${typeof message === 'string' ? message : String(thrown)}`, {
    cause: thrown,
  });
}

/** How long closing a request's pool may take: its connections have nothing left to flush by then. */
const POOL_END_GRACE_MS = 2_000;

/**
 * Ends the pool, or gives up after `ms`. A connection the server ended mid-statement (PostgreSQL
 * restarting, refusing us behind the bridge) goes back to the pool dead, and pg's end() then waits for
 * an 'end' that already happened: without a bound the request's waitUntil hangs until the runtime
 * abandons it (30 s), once per request, for as long as the database is away.
 */
async function endWithin(pool: Pool, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([pool.end(), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One handle per request (or per queue batch / cron run). A statement outside a transaction is one
 * HTTP request to Neon's SQL endpoint: no connection to set up, so a request far from the database
 * pays one round trip per statement, and `batch(db, [...])` sends several in one (as one transaction).
 * `db.transaction()` — for work that reads, decides and writes under locks — opens a WebSocket
 * pool on first use (upgrade + start-up: two round trips before BEGIN), kept for the rest of the
 * request. Inside db.transaction() use only `tx`: a query on `db` there runs on another connection.
 */
export function createDb(cfg: Pick<AppConfig, 'DATABASE_URL' | 'NEON_WS_PROXY'>, connections = 1): RequestDb {
  configure(cfg.NEON_WS_PROXY);
  const riding = ridingStatements(neon(cfg.DATABASE_URL));
  const http = drizzleHttp({ client: riding.client, casing: 'snake_case' });
  let opened: { pool: Pool; db: Db } | undefined;
  let closing = false;
  const pooled = (): Db => {
    if (opened) return opened.db;
    // One connection per request by default: setting one up costs more than the queries, so a
    // transaction's statements queue on it instead of opening more.
    const pool = new HeardPool({ connectionString: cfg.DATABASE_URL, max: connections });
    // An idle client's error (e.g. the server going away) must not crash the isolate. A client the
    // pool has let go (reaped after its idle timeout, or ended with the pool) reports its socket's
    // close as "Network connection lost" in workerd: that one is expected; any other error logs.
    // `_ending` is the client's own flag, set by end() before the socket closes.
    pool.on('error', (error: Error, client?: PoolClient) => {
      if (closing || (client as { _ending?: boolean } | undefined)?._ending) return;
      log.error('database_pool_error', { error: error.message });
    });
    pool.on('connect', (client: PoolClient) => {
      // Reported once the connection is up: its two round trips end now.
      roundTrip(2)();
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
        const done = roundTrip(1);
        const callback = args.at(-1);
        if (typeof callback === 'function') {
          args[args.length - 1] = (...results: unknown[]) => {
            done();
            return (callback as (...r: unknown[]) => unknown)(...results);
          };
          return query(...args);
        }
        // The driver's own answer is returned untouched (a promise, or a submittable query).
        const answer = query(...args);
        if (answer instanceof Promise) answer.then(done, done);
        return answer;
      };
    });
    opened = { pool, db: drizzle({ client: pool, casing: 'snake_case' }) };
    return opened.db;
  };
  const db = new Proxy(http as unknown as Db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        const ws = pooled();
        // A statement waiting to ride (a principal's check) is answered before anything runs on the socket.
        return (...args: Parameters<Db['transaction']>) =>
          riding.flush().then(() => ws.transaction(...args).catch(rethrowAsError));
      }
      if (prop === RIDE) return riding.ride;
      if (prop === RIDE_FLUSH) return riding.flush;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return {
    db,
    close: async () => {
      closing = true;
      if (opened) await endWithin(opened.pool, POOL_END_GRACE_MS);
    },
  };
}

/**
 * Independent statements in one round trip: over HTTP one request, run as one transaction (so a
 * failing statement undoes the others); on a transaction handle they simply run in order on it.
 */
export async function batch<T extends readonly [BatchItem<'pg'>, ...BatchItem<'pg'>[]]>(
  db: DbOrTx,
  queries: T,
): Promise<BatchResponse<T>> {
  const native = (db as unknown as { batch?: (q: T) => Promise<BatchResponse<T>> }).batch;
  if (typeof native === 'function') return native.call(db, queries);
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as BatchResponse<T>;
}

/** A transaction handle, or the database itself: functions that work in either take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * A database handle that creates the real one on first use. Methods are
 * bound to the real instance, so `db.select()`, `db.transaction()` and the
 * rest behave exactly as on it.
 */
export function lazyDb(open: () => Db): Db {
  return new Proxy({} as Db, {
    get(_target, prop) {
      const db = open();
      const value: unknown = Reflect.get(db, prop, db);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
}

/**
 * Runs `work` in one transaction with a handle typed like the database, so services written
 * against `Db` run inside it unchanged (their own transactions become savepoints): how a change and
 * the outbox rows of its effects commit together. The handle lacks only `$client`, which no
 * service uses.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
