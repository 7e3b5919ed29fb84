import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batch, createDb, meteringRoundTrips, unmetered } from './db';
import { ApiError } from './errors';
import { guard, refusedBy } from './guard';
import { isUniqueViolation } from './pg-errors';

async function withRequestDb<T>(work: (db: ReturnType<typeof createDb>['db']) => Promise<T>) {
  const { db, close } = createDb(env);
  try {
    return await work(db);
  } finally {
    await close();
  }
}

describe('the request database: statements over HTTP, transactions over a WebSocket', () => {
  it('reads PostgreSQL types over HTTP as the WebSocket driver does', async () => {
    const query = sql`select now() as at, 12.50::numeric(12,2) as price, '{"a":[1,2]}'::jsonb as doc,
      array[1,2,3]::int[] as ints, null::text as nothing, true as yes, 9007199254740993::bigint as big,
      '\\x0102'::bytea as bytes, 'ç ã'::text as word`;
    const [overHttp, overSocket] = await withRequestDb(async (db) => [
      (await db.execute(query)).rows[0],
      await db.transaction(async (tx) => (await tx.execute(query)).rows[0]),
    ]);
    expect({ ...overHttp, at: undefined }).toEqual({ ...overSocket, at: undefined });
    expect(overHttp).toMatchObject({ price: '12.50', doc: { a: [1, 2] }, ints: [1, 2, 3], nothing: null, yes: true });
  });

  it('runs a batch as one transaction: a failing statement undoes the others', async () => {
    const name = `lote-${crypto.randomUUID()}`;
    await withRequestDb(async (db) => {
      await db.execute(sql`create table if not exists batch_probe (name text primary key)`);
      const failed = await batch(db, [
        db.execute(sql`insert into batch_probe values (${name})`),
        db.execute(sql`insert into batch_probe values (${name})`),
      ]).catch((error: unknown) => error);
      expect(isUniqueViolation(failed)).toBe(true);
      const { rows } = await db.execute(sql`select count(*)::int as n from batch_probe where name = ${name}`);
      expect(rows[0]).toEqual({ n: 0 });
    });
  });

  it('turns a guard that no longer holds into the ApiError its key names, writing nothing', async () => {
    const name = `guarda-${crypto.randomUUID()}`;
    await withRequestDb(async (db) => {
      await db.execute(sql`create table if not exists batch_probe (name text primary key)`);
      const refused = await refusedBy(
        { SEM_ESPACO: () => new ApiError({ code: 'CONFLICT', message: 'Não cabe mais' }) },
        () =>
          batch(db, [db.execute(sql`insert into batch_probe values (${name})`), guard(db, sql`1 > 2`, 'SEM_ESPACO')]),
      ).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).message).toBe('Não cabe mais');
      const { rows } = await db.execute(sql`select count(*)::int as n from batch_probe where name = ${name}`);
      expect(rows[0]).toEqual({ n: 0 });
    });
  });

  it('counts the round trips on the critical path: concurrent statements overlap, a transaction pays its connection', async () => {
    const count = (work: (db: ReturnType<typeof createDb>['db']) => Promise<unknown>) =>
      withRequestDb(async (db) => {
        // Awaited inside: a drizzle query runs when awaited, and must run under the meter.
        const { meter, done } = meteringRoundTrips(async () => await work(db));
        await done;
        return meter.roundTrips;
      });
    expect(await count((db) => db.execute(sql`select 1`))).toBe(1);
    expect(await count((db) => Promise.all([db.execute(sql`select 1`), db.execute(sql`select 2`)]))).toBe(1);
    expect(await count(async (db) => [await db.execute(sql`select 1`), await db.execute(sql`select 2`)])).toBe(2);
    expect(await count((db) => batch(db, [db.execute(sql`select 1`), db.execute(sql`select 2`)]))).toBe(1);
    // Work left to waitUntil (a last-seen touch) is not what the caller waits for.
    expect(
      await count(async (db) => {
        await db.execute(sql`select 1`);
        await unmetered(() => db.execute(sql`select 2`));
      }),
    ).toBe(1);
    // Upgrade + start-up, BEGIN, the statement, COMMIT.
    expect(await count((db) => db.transaction((tx) => tx.execute(sql`select 1`)))).toBe(5);
  });
});
