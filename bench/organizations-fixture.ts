import pg from 'pg';
import { DEMO_USERS } from '../db/seed/demo-data';
import { SESSION_TTL_SECONDS, signSessionToken } from '../functions/identity/session-token';
import { cnpjCheckDigits } from '../functions/platform/cnpj';
import { sessionCookieName } from '../functions/platform/security-policy';

export interface BenchOrganization {
  admin: string;
  shoppers: string[];
}

/**
 * `count` restaurants of their own ("Bench Carga N"), each with an admin and `shoppers` members (session
 * cookies minted as the API would) and the demo restaurant's default delivery address: the mixed load's
 * buyers, so their orders contend as different restaurants' do, not all on one organization's rows.
 * Idempotent across runs (organizations and people by slug and e-mail; sessions are new each run).
 */
export async function benchOrganizations(
  databaseUrl: string,
  sessionSecret: string,
  count: number,
  shoppers: number,
): Promise<BenchOrganization[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const cookie = async (userId: string, organizationId: string) => {
    const { rows } = await client.query<{ id: string }>(
      'insert into sessions (user_id, active_organization_id, expires_at, user_agent) values ($1, $2, $3, $4) returning id',
      [userId, organizationId, expiresAt, 'bench'],
    );
    const token = await signSessionToken(sessionSecret, { sessionId: rows[0]!.id, userId }, expiresAt);
    return `${sessionCookieName(false)}=${token}`;
  };
  try {
    const organizations: BenchOrganization[] = [];
    for (let n = 1; n <= count; n++) organizations.push(await organization(client, n, shoppers, cookie));
    return organizations;
  } finally {
    await client.end();
  }
}

async function organization(
  client: pg.Client,
  n: number,
  shoppers: number,
  cookie: (userId: string, organizationId: string) => Promise<string>,
): Promise<BenchOrganization> {
  const base12 = `9${String(n).padStart(7, '0')}0001`;
  const { rows } = await client.query<{ id: string }>(
    `insert into organizations (name, slug, cnpj) values ($1, $2, $3)
     on conflict (slug) do update set name = excluded.name returning id`,
    [`Bench Carga ${n}`, `bench-carga-${n}`, base12 + cnpjCheckDigits(base12)],
  );
  const org = rows[0]!.id;
  await client.query(
    `insert into delivery_addresses (organization_id, label, cep, street, number, complement, district, city_id, is_default)
     select $1, a.label, a.cep, a.street, a.number, a.complement, a.district, a.city_id, true
     from delivery_addresses a join members m on m.organization_id = a.organization_id join users u on u.id = m.user_id
     where u.email = $2 and m.role = 'owner' and a.is_default
       and not exists (select 1 from delivery_addresses where organization_id = $1)`,
    [org, DEMO_USERS.owner.email],
  );
  const person = async (email: string, name: string, role: 'admin' | 'member') => {
    const user = await client.query<{ id: string }>(
      `insert into users (name, email, email_verified) values ($1, $2, true)
       on conflict (lower(email)) do update set name = excluded.name returning id`,
      [name, email],
    );
    const userId = user.rows[0]!.id;
    await client.query(
      'insert into members (organization_id, user_id, role) values ($1, $2, $3) on conflict do nothing',
      [org, userId, role],
    );
    return cookie(userId, org);
  };
  const admin = await person(`carga-${n}-admin@bench.abastece.dev`, `Admin da Carga ${n}`, 'admin');
  const people: string[] = [];
  for (let i = 1; i <= shoppers; i++)
    people.push(await person(`carga-${n}-${i}@bench.abastece.dev`, `Pessoa da Carga ${n}.${i}`, 'member'));
  return { admin, shoppers: people };
}
