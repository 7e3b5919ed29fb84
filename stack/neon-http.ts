import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { Pool as PgPool, PoolClient, QueryResult } from 'pg';

// Loaded through require: under Vite (vitest globalSetup) ESM resolution of pg picks its browser-less build oddly.
const pg = createRequire(import.meta.url)('pg') as typeof import('pg');

/**
 * A stand-in for Neon's SQL-over-HTTP endpoint (`POST /sql`), the protocol `@neondatabase/serverless`'s
 * `neon()` and drizzle's neon-http driver speak: one query, or a batch run as one transaction, per HTTP
 * request — so a worker far from the database pays one round trip for several statements. Only what the
 * driver sends is implemented: `Neon-Connection-String`, raw text output, array mode, and the batch
 * isolation / read-only / deferrable headers; errors answer 400 with PostgreSQL's fields, as Neon does.
 */

interface QueryData {
  query: string;
  params: unknown[];
}

const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
] as const;

const ISOLATION: Record<string, string> = {
  ReadUncommitted: 'READ UNCOMMITTED',
  ReadCommitted: 'READ COMMITTED',
  RepeatableRead: 'REPEATABLE READ',
  Serializable: 'SERIALIZABLE',
};

// Every value as PostgreSQL's text: the driver parses types itself (Neon-Raw-Text-Output).
const rawText = { getTypeParser: () => (value: string) => value };

export interface SqlOverHttp {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Per pool: connections open, idle, and requests waiting for one (what a stall report prints). */
  counts(): { total: number; idle: number; waiting: number }[];
  close(): Promise<void>;
}

/** How long a request waits for one of the pool's connections before it is refused. */
export const SQL_POOL_CONNECT_TIMEOUT_MS = 10_000;
const SQL_POOL_MAX = 32;

/**
 * Why a connection could not be had, as PostgreSQL's own codes name it, so the worker tells "the
 * database is away" (08001, a refused or failed connection: 503 to the caller) from "the bridge's pool
 * is exhausted" (53300, every connection busy for SQL_POOL_CONNECT_TIMEOUT_MS).
 */
function connectFailure(error: Error & { code?: unknown }, pool: PgPool): Error {
  if (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) return error;
  const exhausted = /timeout exceeded when trying to connect/i.test(error.message);
  const message = exhausted
    ? `local /sql bridge: no database connection within ${SQL_POOL_CONNECT_TIMEOUT_MS / 1000} s ` +
      `(${pool.totalCount} of ${SQL_POOL_MAX} open, ${pool.waitingCount} waiting)`
    : error.code === 'ECONNREFUSED'
      ? `local /sql bridge: PostgreSQL refused the connection (${error.message}): is it running?`
      : `local /sql bridge: could not connect to PostgreSQL: ${error.message}`;
  return Object.assign(new Error(message), { code: exhausted ? '53300' : '08001', severity: 'ERROR' });
}

export function sqlOverHttp(options: { allowed: Set<string> }): SqlOverHttp {
  const pools = new Map<string, PgPool>();

  function poolFor(connectionString: string): PgPool | null {
    let url: URL;
    try {
      url = new URL(connectionString);
    } catch {
      return null;
    }
    const address = `${url.hostname}:${url.port || '5432'}`;
    if (!options.allowed.has(address)) return null;
    const host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
    // Keyed by the whole string, password included: a pool opened with the right password must never
    // serve a request that sent a wrong one.
    const key = connectionString;
    let pool = pools.get(key);
    if (!pool) {
      pool = new pg.Pool({
        host,
        port: Number(url.port || 5432),
        user: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        database: decodeURIComponent(url.pathname.slice(1)),
        max: SQL_POOL_MAX,
        idleTimeoutMillis: 30_000,
        // Without it a request waits for a connection for ever: a stall with no name.
        connectionTimeoutMillis: SQL_POOL_CONNECT_TIMEOUT_MS,
      });
      // An idle backend going away must not take the bridge down.
      pool.on('error', (error) => console.warn(`[sql-over-http] ${error.message}`));
      pools.set(key, pool);
    }
    return pool;
  }

  const run = (client: PoolClient, { query, params }: QueryData) =>
    client.query({ text: query, values: params, rowMode: 'array', types: rawText });

  const shape = (result: QueryResult) => ({
    command: result.command,
    rowCount: result.rowCount,
    rows: result.rows,
    fields: result.fields.map((f) => ({
      name: f.name,
      dataTypeID: f.dataTypeID,
      tableID: f.tableID,
      columnID: f.columnID,
      dataTypeSize: f.dataTypeSize,
      dataTypeModifier: f.dataTypeModifier,
      format: f.format,
    })),
    rowAsArray: true,
  });

  const clientFailed = new WeakSet<PoolClient>();
  function onClientError(this: PoolClient, error: Error) {
    clientFailed.add(this);
    console.warn(`[sql-over-http] ${error.message}`);
  }

  async function answer(req: IncomingMessage, body: string): Promise<{ status: number; json: unknown }> {
    const pool = poolFor(String(req.headers['neon-connection-string'] ?? ''));
    if (!pool) return { status: 400, json: { message: 'connection string not allowed by this bridge' } };
    let payload: QueryData | { queries: QueryData[] };
    try {
      payload = JSON.parse(body) as typeof payload;
    } catch {
      return { status: 400, json: { message: 'request body is not JSON' } };
    }
    let client: PoolClient | undefined;
    let broken = false;
    try {
      client = await pool.connect().catch((error: Error) => {
        throw connectFailure(error, pool);
      });
      // The pool listens to idle clients only: an 'error' on this one while it is ours (PostgreSQL
      // ending the connection, 57P01 on a restart) would otherwise crash the bridge. The statement in
      // flight fails on its own; the client is not given back.
      client.on('error', onClientError);
      if (!('queries' in payload)) return { status: 200, json: shape(await run(client, payload)) };
      const isolation = ISOLATION[String(req.headers['neon-batch-isolation-level'] ?? '')];
      const readOnly = req.headers['neon-batch-read-only'] === 'true';
      const deferrable = req.headers['neon-batch-deferrable'] === 'true';
      const begin = [
        'BEGIN',
        isolation && `ISOLATION LEVEL ${isolation}`,
        readOnly && 'READ ONLY',
        deferrable && 'DEFERRABLE',
      ]
        .filter(Boolean)
        .join(' ');
      await client.query(begin);
      try {
        const results = [];
        for (const query of payload.queries) results.push(shape(await run(client, query)));
        await client.query('COMMIT');
        return { status: 200, json: { results } };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      }
    } catch (error) {
      const fields = error as Record<string, unknown>;
      if (typeof fields.code !== 'string' || !/^[0-9A-Z]{5}$/.test(fields.code)) {
        // No SQLSTATE: the connection itself failed mid-statement (PostgreSQL restarting, "Connection
        // terminated unexpectedly"). Answered as connection_failure, as the driver would see it.
        broken = true;
        return {
          status: 400,
          json: {
            message: `local /sql bridge: ${String((error as Error).message ?? error)}`,
            code: '08006',
            severity: 'ERROR',
          },
        };
      }
      // A connection PostgreSQL ended (a restart: 57P01) or lost (08…) is not given back to the pool.
      if (/^(08|57P0)/.test(fields.code)) broken = true;
      const json: Record<string, unknown> = { message: (error as Error).message };
      for (const field of ERROR_FIELDS) if (fields[field] !== undefined) json[field] = fields[field];
      return { status: 400, json };
    } finally {
      client?.off('error', onClientError);
      client?.release(broken || clientFailed.has(client));
    }
  }

  return {
    handle(req, res) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        answer(req, Buffer.concat(chunks).toString('utf8')).then(
          ({ status, json }) => {
            res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
          },
          (error: unknown) => {
            res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
          },
        );
      });
    },
    counts: () =>
      [...pools.values()].map((pool) => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })),
    close: async () => {
      await Promise.all([...pools.values()].map((pool) => pool.end()));
    },
  };
}
