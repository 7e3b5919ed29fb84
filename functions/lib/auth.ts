import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { sessions, users } from '../../db/schema/identity';
import type { AppEnv } from '../app-env';
import type { Db } from './db';
import { ApiError, type ErrorCode } from './errors';
import { sessionCookieName, verifySessionToken } from './session-token';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  emailVerified: boolean;
  role: string;
}

export interface CurrentSession {
  id: string;
  activeOrganizationId: string | null;
  expiresAt: Date;
}

/** Last-seen is refreshed at most this often, so reads don't turn into writes. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

const isSecure = (url: string) => new URL(url).protocol === 'https:';

/**
 * Resolves the session cookie: a valid JWT whose session row is neither
 * revoked nor expired. Null when there is none; revocation therefore takes
 * effect on the very next request.
 */
export async function loadSession(db: Db, secret: string, token: string | undefined, waitUntil: (work: Promise<unknown>) => void) {
  if (!token) return null;
  const claims = await verifySessionToken(secret, token);
  if (!claims) return null;
  const [row] = await db
    .select({
      session: { id: sessions.id, activeOrganizationId: sessions.activeOrganizationId, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt },
      user: { id: users.id, name: users.name, email: users.email, image: users.image, emailVerified: users.emailVerified, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    waitUntil(
      db
        .update(sessions)
        .set({ lastSeenAt: new Date() })
        .where(eq(sessions.id, row.session.id))
        .then(() => undefined, () => undefined),
    );
  }
  const { lastSeenAt: _lastSeen, ...session } = row.session;
  return { session: session as CurrentSession, user: row.user as SessionUser };
}

/** 401 unless a live session is present; the area chooses the spec's wording. */
export const requireSession = (failure: { code: ErrorCode; message: string } = { code: 'ERR_UNAUTHORIZED', message: 'Usuário não autenticado' }) =>
  createMiddleware<AppEnv & { Variables: { session: CurrentSession; user: SessionUser } }>(async (c, next) => {
    const token = getCookie(c, sessionCookieName(isSecure(c.req.url)));
    const found = await loadSession(c.var.db, c.var.config.SESSION_SECRET, token, (work) => c.executionCtx.waitUntil(work));
    if (!found) throw new ApiError(failure);
    c.set('session', found.session);
    c.set('user', found.user);
    await next();
  });
