import type { BrowserContext } from '@playwright/test';
import pg from 'pg';
import { SESSION_TTL_SECONDS, signSessionToken } from '../../../functions/identity/session-token';
import { sessionCookieName } from '../../../functions/platform/security-policy';
import { E2E } from './stack';

/**
 * Signs a seeded user in by minting the session cookie the API would set:
 * a sessions row (first organization active) and a signed JWT — no password typing.
 */
export async function signInAs(context: BrowserContext, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: E2E.databaseUrl });
  await client.connect();
  try {
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    const { rows } = await client.query<{ id: string; user_id: string }>(
      // As sign-in does: the first organization active, or (for supplier people) the first supplier.
      `insert into sessions (user_id, active_organization_id, active_supplier_id, expires_at, user_agent)
       select u.id, o.id, case when o.id is null then (select sm.supplier_id from supplier_members sm where sm.user_id = u.id order by sm.created_at limit 1) end, $2, 'playwright'
       from users u
       left join lateral (select m.organization_id as id from members m where m.user_id = u.id order by m.created_at limit 1) o on true
       where lower(u.email) = lower($1)
       returning id, user_id`,
      [email, expiresAt],
    );
    if (!rows[0]) throw new Error(`no user ${email} in the e2e database`);
    const token = await signSessionToken(
      process.env.E2E_SESSION_SECRET!,
      { sessionId: rows[0].id, userId: rows[0].user_id },
      expiresAt,
    );
    await context.addCookies([
      { name: sessionCookieName(false), value: token, url: E2E.baseUrl, httpOnly: true, sameSite: 'Lax' },
    ]);
  } finally {
    await client.end();
  }
}

/**
 * A new member of the same organization as `colleagueOf`, signed in: carts are per person, and the
 * browser tests run side by side, so a test that fills and checks out a cart needs a cart of its own.
 * Password "abastece123", as the demo people's. Returns the e-mail.
 */
export async function signInAsNewMember(
  context: BrowserContext,
  colleagueOf = 'membro@abastece.dev',
  role: 'member' | 'admin' = 'member',
): Promise<string> {
  const email = await createMember(colleagueOf, role);
  await signInAs(context, email);
  return email;
}

/** A new person in the organization of `colleagueOf` (see signInAsNewMember), not signed in. */
export async function createMember(colleagueOf = 'membro@abastece.dev', role: 'member' | 'admin' = 'member') {
  const email = `membro-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.abastece.dev`;
  const client = new pg.Client({ connectionString: E2E.databaseUrl });
  await client.connect();
  try {
    // Joined after the colleague, so it keeps the colleague's (the organization's) defaults.
    const { rowCount } = await client.query(
      `with colleague as (
         select m.* from members m join users u on u.id = m.user_id
         where lower(u.email) = lower($1) order by m.created_at limit 1),
       u as (insert into users (name, email, password_hash, email_verified)
             select 'Comprador E2E', $2, password_hash, true from users where lower(email) = lower($1) returning id)
       insert into members (organization_id, user_id, role)
       select colleague.organization_id, u.id, $3 from colleague, u`,
      [colleagueOf, email, role],
    );
    if (rowCount !== 1) throw new Error(`no member ${colleagueOf} in the e2e database`);
  } finally {
    await client.end();
  }
  return email;
}

/** A brand-new person with a verified e-mail and no organization yet, signed in. Returns the e-mail. */
export async function signInAsNewUser(context: BrowserContext, name = 'Pessoa Nova'): Promise<string> {
  const email = `nova-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.abastece.dev`;
  const client = new pg.Client({ connectionString: E2E.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (name, email, password_hash, email_verified)
       select $1, $2, password_hash, true from users where email = 'membro@abastece.dev'`,
      [name, email],
    );
  } finally {
    await client.end();
  }
  await signInAs(context, email);
  return email;
}
