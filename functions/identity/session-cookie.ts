import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { supplierMembers } from '../../db/schema/supplier-people';
import { sessions } from '../../db/schema/sessions';
import { members } from '../../db/schema/organizations';
import type { AppEnv } from '../platform/app-env';
import { clientIp } from './rate-limit';
import { requestOrigin } from '../platform/audit-actor';
import { signInAccountQuery, signInAuditStatements, type SignInAccountRow, type SignInMethod } from './sign-in-audit';
import { batch, type Db } from '../platform/db';
import { SESSION_TTL_SECONDS, signSessionToken } from './session-token';
import { sessionCookieName } from '../platform/security-policy';

const isSecure = (c: Context) => new URL(c.req.url).protocol === 'https:';

/**
 * Opens a session row (ip, user agent, first organization active) and sets the
 * HttpOnly cookie carrying its signed id. The session and the sign-in's audit entries go in one batch
 * (one round trip, one transaction: they commit together); `account` is the account as
 * signInAccountQuery reads it when the caller already has it (else it is read first).
 */
export async function startSession<E extends AppEnv>(
  c: Context<E>,
  userId: string,
  method: SignInMethod,
  account?: SignInAccountRow[],
): Promise<{ id: string; activeOrganizationId: string | null; activeSupplierId: string | null; expiresAt: Date }> {
  const db = c.var.db;
  const rows = account ?? (await signInAccountQuery(db, { userId }));
  const [[session]] = await batch(db, [
    openSession(c, db, userId),
    ...signInAuditStatements(db, { userId, email: null, method, origin: requestOrigin(c.req.raw.headers) }, rows),
  ]);
  const token = await signSessionToken(
    c.var.config.SESSION_SECRET,
    { sessionId: session!.id, userId },
    session!.expiresAt,
  );
  const secure = isSecure(c);
  setCookie(c, sessionCookieName(secure), token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
  return session!;
}

/**
 * The session row's insert: the user's first organization active, or — someone who only answers for a
 * supplier — their first supplier (the portal), chosen by the statement itself.
 */
function openSession<E extends AppEnv>(c: Context<E>, db: Db, userId: string) {
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const firstOrganization = sql`(select ${members.organizationId} from ${members} where ${members.userId} = ${userId} order by ${members.createdAt} limit 1)`;
  const firstSupplier = sql`(select ${supplierMembers.supplierId} from ${supplierMembers} where ${supplierMembers.userId} = ${userId} order by ${supplierMembers.createdAt} limit 1)`;
  return db
    .insert(sessions)
    .values({
      userId,
      activeOrganizationId: firstOrganization,
      activeSupplierId: sql`case when ${firstOrganization} is null then ${firstSupplier} end`,
      ipAddress: clientIp(c.req.raw.headers),
      userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
      expiresAt,
    })
    .returning({
      id: sessions.id,
      activeOrganizationId: sessions.activeOrganizationId,
      activeSupplierId: sessions.activeSupplierId,
      expiresAt: sessions.expiresAt,
    });
}

export function clearSessionCookie<E extends AppEnv>(c: Context<E>): void {
  const secure = isSecure(c);
  deleteCookie(c, sessionCookieName(secure), { path: '/', secure });
}
