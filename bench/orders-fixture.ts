import pg from 'pg';
import { SESSION_TTL_SECONDS, signSessionToken } from '../functions/identity/session-token';
import { sessionCookieName } from '../functions/platform/security-policy';
import { BULK_LOAD } from '../stack/postgres';

/**
 * Makes sure the demo restaurant has `target` purchase orders (idempotent across
 * runs) and returns a session cookie for its owner, minted like the API would.
 */
export async function ordersFixture(
  databaseUrl: string,
  sessionSecret: string,
  target: number,
): Promise<{ cookie: string; orders: number }> {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string; organization_id: string }>(
      `select m.user_id, m.organization_id from members m join users u on u.id = m.user_id where u.email = 'dono@abastece.dev' and m.role = 'owner'`,
    );
    const owner = rows[0]!;
    const existing = await client.query<{ count: number }>(
      'select count(*)::int as count from purchase_orders where organization_id = $1',
      [owner.organization_id],
    );
    const missing = target - existing.rows[0]!.count;
    if (missing > 0) {
      await client.query(
        `insert into purchase_orders (description, organization_id, client_id, total_amount, status, created_at)
         select 'Pedido de carga ' || g, $1, $2, (g % 900) + 10, (array['PENDING','APPROVED','IN_PROGRESS','COMPLETED','CANCELLED'])[1 + g % 5]::purchase_order_status,
                now() - (g || ' minutes')::interval
         from generate_series(1, $3) g`,
        [owner.organization_id, owner.user_id, missing],
      );
      await client.query('analyze purchase_orders');
    }
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    const session = await client.query<{ id: string }>(
      'insert into sessions (user_id, active_organization_id, expires_at, user_agent) values ($1, $2, $3, $4) returning id',
      [owner.user_id, owner.organization_id, expiresAt, 'bench'],
    );
    const token = await signSessionToken(
      sessionSecret,
      { sessionId: session.rows[0]!.id, userId: owner.user_id },
      expiresAt,
    );
    const total = await client.query<{ count: number }>('select count(*)::int as count from purchase_orders');
    return { cookie: `${sessionCookieName(false)}=${token}`, orders: total.rows[0]!.count };
  } finally {
    await client.end();
  }
}
