import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batch, createDb, meteringRoundTrips, sendWithNextRoundTrip, unmetered } from './db';
import { ApiError } from './errors';
import { guard, guardRefusal, refusedBy } from './guard';
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

  it('sends a batch PostgreSQL aborted to break a deadlock again, so both writers succeed', async () => {
    const [first, second] = [`impasse-a-${crypto.randomUUID()}`, `impasse-b-${crypto.randomUUID()}`];
    await withRequestDb(async (db) => {
      await db.execute(sql`create table if not exists deadlock_probe (name text primary key, n int not null)`);
      await db.execute(sql`insert into deadlock_probe values (${first}, 0), (${second}, 0)`);
    });
    // Each takes one row, waits, then wants the other's: PostgreSQL aborts one of them (40P01).
    const crossing = (one: string, other: string) =>
      withRequestDb((db) =>
        batch(db, [
          db.execute(sql`update deadlock_probe set n = n + 1 where name = ${one}`),
          db.execute(sql`select pg_sleep(0.3)`),
          db.execute(sql`update deadlock_probe set n = n + 1 where name = ${other}`),
        ]),
      );
    const outcomes = await Promise.allSettled([crossing(first, second), crossing(second, first)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    await withRequestDb(async (db) => {
      const { rows } = await db.execute(
        sql`select n from deadlock_probe where name in (${first}, ${second}) order by name`,
      );
      expect(rows).toEqual([{ n: 2 }, { n: 2 }]);
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

describe('a statement riding with the next round trip (a principal check sent with the first read)', () => {
  const refusedKey = () => new ApiError({ code: 'UNAUTHORIZED', message: 'Invalid or expired API key' });
  /** A check that passes when `ok`: rows for accept, or the guard's abort of the whole round trip. */
  const check = (ok: boolean, seen: unknown[] = []) => ({
    query: sql`select abastece_guard(${ok}, 'probe:refused') as ok, 7 as count`,
    accept: (rows: Record<string, unknown>[]) => void seen.push(...rows),
    refusal: (error: unknown) => (guardRefusal(error) === 'probe:refused' ? refusedKey() : undefined),
  });
  const metered = async (work: () => Promise<unknown>) => {
    const { meter, done } = meteringRoundTrips(async () => await work());
    const outcome = await done.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    return { ...outcome, roundTrips: meter.roundTrips };
  };

  it('goes out with the next statement, one round trip, and hands its rows over before the statement answers', async () => {
    await withRequestDb(async (db) => {
      const seen: unknown[] = [];
      const flush = await sendWithNextRoundTrip(db, check(true, seen));
      const read = await metered(async () => {
        const { rows } = await db.execute(sql`select 41 + 1 as answer`);
        expect(seen).toEqual([{ ok: true, count: 7 }]);
        await flush();
        return rows;
      });
      expect(read).toEqual({ value: [{ answer: 42 }], roundTrips: 1 });
    });
  });

  it('rides with a batch too, and is sent alone by the flush when the work sent nothing', async () => {
    await withRequestDb(async (db) => {
      const seen: unknown[] = [];
      const flush = await sendWithNextRoundTrip(db, check(true, seen));
      const [a, b] = await batch(db, [db.execute(sql`select 1 as a`), db.execute(sql`select 2 as b`)]);
      expect([a.rows, b.rows, seen]).toEqual([[{ a: 1 }], [{ b: 2 }], [{ ok: true, count: 7 }]]);
      await flush();

      const alone: unknown[] = [];
      const flushAlone = await sendWithNextRoundTrip(db, check(true, alone));
      expect(alone).toEqual([]);
      expect(await metered(flushAlone)).toMatchObject({ roundTrips: 1 });
      expect(alone).toEqual([{ ok: true, count: 7 }]);
    });
  });

  const probeCount = (names: string[]) =>
    withRequestDb(async (db) => {
      const { rows } = await db.execute(
        sql`select count(*)::int as n from batch_probe where name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`,
      );
      return rows[0];
    });

  it('refused, it fails the statement it rode with and every later one, undoes what they wrote, and the flush says so', async () => {
    const name = `carona-${crypto.randomUUID()}`;
    await withRequestDb((db) => db.execute(sql`create table if not exists batch_probe (name text primary key)`));
    await withRequestDb(async (db) => {
      const flush = await sendWithNextRoundTrip(db, check(false));
      const written = await db.execute(sql`insert into batch_probe values (${name})`).catch((error: unknown) => error);
      expect((written as Error).cause ?? written).toBeInstanceOf(ApiError);
      const later = await db.execute(sql`insert into batch_probe values (${name + '-2'})`).catch((e: unknown) => e);
      expect((later as Error).cause ?? later).toBeInstanceOf(ApiError);
      await expect(flush()).rejects.toThrow('Invalid or expired API key');
    });
    expect(await probeCount([name, `${name}-2`])).toEqual({ n: 0 });
  });

  it('holds statements started meanwhile until its verdict: none of them runs for a refused check', async () => {
    const name = `espera-${crypto.randomUUID()}`;
    await withRequestDb((db) => db.execute(sql`create table if not exists batch_probe (name text primary key)`));
    await withRequestDb(async (db) => {
      await sendWithNextRoundTrip(db, check(false));
      const outcomes = await Promise.allSettled([
        db.execute(sql`select pg_sleep(0.05)`),
        db.execute(sql`insert into batch_probe values (${name})`),
        db.transaction((tx) => tx.execute(sql`insert into batch_probe values (${name + '-ws'})`)),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    });
    expect(await probeCount([name, `${name}-ws`])).toEqual({ n: 0 });
  });

  it('is answered before a WebSocket transaction begins', async () => {
    await withRequestDb(async (db) => {
      const seen: unknown[] = [];
      await sendWithNextRoundTrip(db, check(true, seen));
      const inside = await db.transaction(async (tx) => {
        const checkedBefore = seen.length;
        await tx.execute(sql`select 1`);
        return checkedBefore;
      });
      expect(inside).toBe(1);
    });
  });
});
