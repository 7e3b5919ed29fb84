import { AsyncLocalStorage } from 'node:async_hooks';
import { neon, neonConfig, Pool, type PoolClient } from '@neondatabase/serverless';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import { drizzle as drizzleHttp } from 'drizzle-orm/neon-http';
import { drizzle, type NeonDatabase } from 'drizzle-orm/neon-serverless';
import type { AppConfig } from '../env';

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
  const http = drizzleHttp({ client: neon(cfg.DATABASE_URL), casing: 'snake_case' });
  let opened: { pool: Pool; db: Db } | undefined;
  let closing = false;
  const pooled = (): Db => {
    if (opened) return opened.db;
    // One connection per request by default: setting one up costs more than the queries, so a
    // transaction's statements queue on it instead of opening more.
    const pool = new Pool({ connectionString: cfg.DATABASE_URL, max: connections });
    // An idle client's error (e.g. the server going away) must not crash the isolate.
    // Once end() is under way, the sockets' own teardown reports "connection lost": expected.
    pool.on('error', (error: Error) => {
      if (!closing) console.error('database pool error', error.message);
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
        return ws.transaction.bind(ws);
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return {
    db,
    close: async () => {
      closing = true;
      if (opened) await opened.pool.end();
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
