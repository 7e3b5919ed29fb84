import { randomBytes, createHash } from 'node:crypto';
import pg from 'pg';
import { SESSION_TTL_SECONDS, signSessionToken } from '../functions/identity/session-token';
import { sessionCookieName } from '../functions/platform/security-policy';
import { BULK_LOAD } from '../stack/postgres';

export interface SupplierBenchFixture {
  apiKey: string;
  operatorCookie: string;
  big: { supplierId: string; logs: number };
  small: { supplierId: string; logs: number };
}

/** A fresh key for a demo supplier (its secret known to the bench), and usage history of 1M and 100k logs on two suppliers. */
export async function supplierFixture(databaseUrl: string, sessionSecret: string): Promise<SupplierBenchFixture> {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    const suppliers = (await client.query<{ id: string }>('select id from suppliers order by name limit 2')).rows;
    const [big, small] = [suppliers[0]!.id, suppliers[1]!.id];
    const apiKey = `sk_bench${randomBytes(12).toString('hex')}`;
    await client.query(
      `insert into supplier_api_keys (name, supplier_id, key_hash, key_prefix, key_last4, never_expires) values ('bench', $1, $2, $3, $4, true)`,
      [big, createHash('sha256').update(apiKey).digest('hex'), apiKey.slice(0, 7), apiKey.slice(-4)],
    );
    const history = async (supplierId: string, target: number) => {
      const have = (
        await client.query<{ n: number }>(
          'select count(*)::int as n from supplier_api_key_usage_logs where supplier_id = $1',
          [supplierId],
        )
      ).rows[0]!.n;
      if (have >= target) return have;
      const existing = (
        await client.query<{ id: string }>(
          'select id from supplier_api_keys where supplier_id = $1 order by created_at limit 1',
          [supplierId],
        )
      ).rows[0];
      const keyId =
        existing?.id ??
        (
          await client.query<{ id: string }>(
            `insert into supplier_api_keys (name, supplier_id, key_hash, key_prefix, key_last4, never_expires) values ('bench history', $1, $2, 'sk_hist', 'hist', true) returning id`,
            [supplierId, createHash('sha256').update(randomBytes(16)).digest('hex')],
          )
        ).rows[0]!.id;
      await client.query(
        `insert into supplier_api_key_usage_logs (id, api_key_id, supplier_id, endpoint, method, status_code, response_time, created_at)
         select gen_random_uuid(), $1, $2, (array['/supplier/products','/supplier/products/:id','/supplier/products/stats','/supplier/products/categories'])[1 + g % 4],
                (array['GET','GET','PUT','POST'])[1 + g % 4], case when g % 17 = 0 then 404 else 200 end, 20 + g % 180,
                now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval
         from generate_series(1, $3) g`,
        [keyId, supplierId, target - have],
      );
      await client.query('delete from supplier_api_usage_daily where supplier_id = $1', [supplierId]);
      await client.query(
        `insert into supplier_api_usage_daily (api_key_id, supplier_id, day, endpoint, requests, success_requests, error_requests, total_response_time)
         select api_key_id, supplier_id, (created_at at time zone 'UTC')::date, endpoint, count(*), count(*) filter (where status_code between 200 and 299),
                count(*) filter (where status_code not between 200 and 299), sum(response_time)
         from supplier_api_key_usage_logs where supplier_id = $1 group by 1, 2, 3, 4`,
        [supplierId],
      );
      await client.query('analyze supplier_api_key_usage_logs');
      await client.query('analyze supplier_api_usage_daily');
      return target;
    };
    const bigLogs = await history(big, 1_000_000);
    const smallLogs = await history(small, 100_000);

    const operator = (await client.query<{ id: string }>(`select id from users where email = 'operador@abastece.dev'`))
      .rows[0]!;
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    const session = (
      await client.query<{ id: string }>(
        'insert into sessions (user_id, expires_at, user_agent) values ($1, $2, $3) returning id',
        [operator.id, expiresAt, 'bench'],
      )
    ).rows[0]!;
    const token = await signSessionToken(sessionSecret, { sessionId: session.id, userId: operator.id }, expiresAt);
    return {
      apiKey,
      operatorCookie: `${sessionCookieName(false)}=${token}`,
      big: { supplierId: big, logs: bigLogs },
      small: { supplierId: small, logs: smallLogs },
    };
  } finally {
    await client.end();
  }
}

/** The naive baseline: fetch every log of the period and aggregate in JavaScript. */
export async function naiveAnalytics(databaseUrl: string, supplierId: string, days: number) {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    const started = performance.now();
    const { rows } = await client.query<{
      endpoint: string;
      status_code: number;
      response_time: number;
      created_at: Date;
    }>(
      `select endpoint, status_code, response_time, created_at from supplier_api_key_usage_logs where supplier_id = $1 and created_at >= now() - ($2 || ' days')::interval`,
      [supplierId, days],
    );
    const byEndpoint = new Map<string, { requests: number; time: number }>();
    const byDay = new Map<string, number>();
    let success = 0;
    for (const r of rows) {
      const e = byEndpoint.get(r.endpoint) ?? { requests: 0, time: 0 };
      e.requests++;
      e.time += r.response_time;
      byEndpoint.set(r.endpoint, e);
      const day = r.created_at.toISOString().slice(0, 10);
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
      if (r.status_code >= 200 && r.status_code < 300) success++;
    }
    return { ms: performance.now() - started, rows: rows.length, success };
  } finally {
    await client.end();
  }
}
