import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { supplierMembers } from '../../db/schema/supplier-people';
import { sessions } from '../../db/schema/sessions';
import { members } from '../../db/schema/organizations';
import type { AppEnv } from '../app-env';
import { clientIp } from '../auth/rate-limit';
import { requestOrigin } from '../audit/audit-actor';
import { recordSignIn, type SignInMethod } from '../audit/sign-in-audit';
import { inTransaction, type Db } from './db';
import { SESSION_TTL_SECONDS, sessionCookieName, signSessionToken } from './session-token';

const isSecure = (c: Context) => new URL(c.req.url).protocol === 'https:';

/**
 * Opens a session row (ip, user agent, first organization active) and sets the
 * HttpOnly cookie carrying its signed id.
 */
export async function startSession<E extends AppEnv>(
  c: Context<E>,
  userId: string,
  method: SignInMethod,
): Promise<{ id: string; activeOrganizationId: string | null; activeSupplierId: string | null; expiresAt: Date }> {
  const session = await inTransaction(c.var.db, async (db) => {
    const opened = await openSession(c, db, userId);
    // The sign-in's audit entries commit with the session they record.
    await recordSignIn(db, { userId, email: null, method, origin: requestOrigin(c.req.raw.headers) });
    return opened;
  });
  const token = await signSessionToken(
    c.var.config.SESSION_SECRET,
    { sessionId: session.id, userId },
    session.expiresAt,
  );
  const secure = isSecure(c);
  setCookie(c, sessionCookieName(secure), token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
  return session;
}

async function openSession<E extends AppEnv>(c: Context<E>, db: Db, userId: string) {
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  const [first] = await db
    .select({ organizationId: members.organizationId })
    .from(members)
    .where(eq(members.userId, userId))
    .orderBy(asc(members.createdAt))
    .limit(1);
  // Someone who only answers for a supplier starts in the portal.
  const [supplier] = first
    ? []
    : await db
        .select({ supplierId: supplierMembers.supplierId })
        .from(supplierMembers)
        .where(eq(supplierMembers.userId, userId))
        .orderBy(asc(supplierMembers.createdAt))
        .limit(1);
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      activeOrganizationId: first?.organizationId ?? null,
      activeSupplierId: supplier?.supplierId ?? null,
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
  return session!;
}

export function clearSessionCookie<E extends AppEnv>(c: Context<E>): void {
  const secure = isSecure(c);
  deleteCookie(c, sessionCookieName(secure), { path: '/', secure });
}
