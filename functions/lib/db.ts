import { neonConfig, Pool } from '@neondatabase/serverless';
import { drizzle, type NeonDatabase } from 'drizzle-orm/neon-serverless';
import type { AppConfig } from '../env';

export type Db = NeonDatabase<Record<string, never>>;

export interface RequestDb {
  db: Db;
  /** Ends the pool; a Pool may not outlive its request on Workers. */
  close(): Promise<void>;
}

/**
 * One pool per request (or per queue batch / cron run), every query of it on
 * that pool. NEON_WS_PROXY points the driver at a local WebSocket->TCP bridge
 * in front of a plain PostgreSQL (local stack, tests); unset, it talks to Neon.
 */
export function createDb(cfg: Pick<AppConfig, 'DATABASE_URL' | 'NEON_WS_PROXY'>, connections = 1): RequestDb {
  const proxy = cfg.NEON_WS_PROXY;
  if (proxy) {
    neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    // Left at the driver's default ('password'): pipelining the start-up saves round trips
    // (measured with npm run bench: health 156 vs 129 req/s, p95 175 vs 213 ms with it off).
  }
  // One connection per request: setting a connection up costs more than the queries, so a
  // request's parallel queries queue on it instead of opening more (npm run bench: catalogue
  // page p95 1.64x health vs 1.89x with 4). Inside db.transaction() use only `tx`: a query on
  // `db` there would wait for the connection the transaction holds.
  const pool = new Pool({ connectionString: cfg.DATABASE_URL, max: connections });
  let closing = false;
  // An idle client's error (e.g. the server going away) must not crash the isolate.
  // Once end() is under way, the sockets' own teardown reports "connection lost": expected.
  pool.on('error', (error: Error) => {
    if (!closing) console.error('database pool error', error.message);
  });
  const db = drizzle({ client: pool, casing: 'snake_case' });
  return {
    db,
    close: () => {
      closing = true;
      return pool.end();
    },
  };
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
