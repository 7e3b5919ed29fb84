import { env } from 'cloudflare:test';
import { Pool } from '@neondatabase/serverless';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from '../platform/db';

/**
 * One WebSocket client of the local bridge, as a request's transaction opens it: one connection, ended
 * after use (statements outside a transaction go over HTTP, not through this pool).
 */
async function asClient<T>(
  work: (run: (query: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
  url?: string,
) {
  const { db, close } = createDb({ ...env, DATABASE_URL: url ?? env.DATABASE_URL });
  try {
    return await db.transaction((tx) => work(async (query) => (await tx.execute(sql.raw(query))).rows));
  } finally {
    await close();
  }
}

const backendPid = () => asClient(async (run) => (await run('select pg_backend_pid() as pid'))[0]!.pid as number);

describe('the local bridge pools PostgreSQL sessions (stack/pg-session-pool.ts)', () => {
  it('hands a finished client’s backend to the next one, reset: no setting, temporary table or transaction carries over', async () => {
    await asClient(async (run) => {
      await run("set timezone = 'Asia/Tokyo'");
      await run('create temp table carried_over (x int)');
    });
    const pids = new Set<number>();
    for (let i = 0; i < 5; i++) pids.add(await backendPid());
    // Sequential clients mostly reuse one backend (a release takes one round trip to reset).
    expect(pids.size).toBeLessThan(5);
    await asClient(async (run) => {
      expect((await run('show timezone'))[0]!.TimeZone).not.toBe('Asia/Tokyo');
      expect((await run("select to_regclass('carried_over') as t"))[0]).toEqual({ t: null });
    });
  });

  it('closes a backend its client left inside a transaction instead of pooling it', async () => {
    // The driver's own pool (createDb has pointed it at the bridge): a transaction left open.
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 1 });
    // As createDb's: the socket's teardown after end() reports a lost connection.
    pool.on('error', () => undefined);
    const client = await pool.connect();
    await client.query('begin');
    const left = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    client.release();
    await pool.end();
    for (let i = 0; i < 5; i++) expect(await backendPid()).not.toBe(left);
    await asClient(async (run) => {
      expect((await run('select count(*)::int as n from pg_stat_activity where pid = ' + left))[0]).toEqual({ n: 0 });
    });
  });

  it('still checks the password of every client', async () => {
    const wrong = env.DATABASE_URL.replace(/:\/\/([^:]+):[^@]+@/, '://$1:wrong@');
    // Not ended: the server has closed the refused connection already.
    const { db } = createDb({ ...env, DATABASE_URL: wrong });
    const refused = await db.transaction((tx) => tx.execute(sql`select 1`)).catch((error: Error) => error);
    expect(String((refused as Error).cause ?? refused)).toMatch(/password authentication failed/);
    // The SQL-over-HTTP stand-in on the same bridge checks it too, also once it holds connections opened
    // with the right password.
    const right = createDb(env);
    expect((await right.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    const refusedOverHttp = await db.execute(sql`select 1`).catch((error: Error) => error);
    const httpCause = (refusedOverHttp as Error & { cause?: Error }).cause ?? (refusedOverHttp as Error);
    expect(httpCause.message).toMatch(/password authentication failed/);
    expect(await asClient(async (run) => (await run('select 1 as one'))[0])).toEqual({ one: 1 });
  });
});
