import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { users } from '../../db/schema/identity';
import { sessions } from '../../db/schema/sessions';
import { members } from '../../db/schema/organizations';
import type { AppEnv } from '../app-env';
import type { Db } from './db';
import { ApiError, type ErrorCode } from './errors';
import type { CurrentMembership, CurrentSession, MemberRole, SessionUser } from './principal';
import { sessionCookieName, verifySessionToken } from './session-token';

/** Last-seen is refreshed at most this often, so reads don't turn into writes. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * Resolves a session token in one query: a valid JWT whose session row is
 * neither revoked nor expired, its user, and the user's membership in the
 * active organization. Null when any part fails, so revocation and removal
 * from an organization take effect on the very next request.
 */
export async function loadSession(
  db: Db,
  secret: string,
  token: string | undefined,
  waitUntil: (work: Promise<unknown>) => void,
) {
  if (!token) return null;
  const claims = await verifySessionToken(secret, token);
  if (!claims) return null;
  const [row] = await db
    .select({
      session: {
        id: sessions.id,
        activeOrganizationId: sessions.activeOrganizationId,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      },
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        image: users.image,
        emailVerified: users.emailVerified,
        role: users.role,
      },
      membership: { id: members.id, organizationId: members.organizationId, role: members.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      members,
      and(eq(members.organizationId, sessions.activeOrganizationId), eq(members.userId, sessions.userId)),
    )
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    waitUntil(
      db
        .update(sessions)
        .set({ lastSeenAt: new Date() })
        .where(eq(sessions.id, row.session.id))
        .then(
          () => undefined,
          () => undefined,
        ),
    );
  }
  const { lastSeenAt: _lastSeen, ...session } = row.session;
  return {
    session: session as CurrentSession,
    user: row.user as SessionUser,
    membership: row.membership as CurrentMembership | null,
  };
}

export const sessionTokenOf = (c: Context<AppEnv>) =>
  getCookie(c, sessionCookieName(new URL(c.req.url).protocol === 'https:'));

/** Puts the request's live session (if any) on the context; false when there is none. */
async function attachSession(c: Context<AppEnv>): Promise<boolean> {
  const found = await loadSession(c.var.db, c.var.config.SESSION_SECRET, sessionTokenOf(c), (work) =>
    c.executionCtx.waitUntil(work),
  );
  if (!found) return false;
  c.set('session', found.session);
  c.set('user', found.user);
  c.set('membership', found.membership);
  return true;
}

/** 401 unless a live session is present; the area chooses the spec's wording. */
export const requireSession = (
  failure: { code: ErrorCode; message: string } = { code: 'ERR_UNAUTHORIZED', message: 'Usuário não autenticado' },
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await attachSession(c))) throw new ApiError(failure);
    await next();
  });

/**
 * After requireSession: the user must be a member of the session's active
 * organization, with one of `roles` when given. Checked on every request.
 */
export const requireRole = (...roles: MemberRole[]) =>
  requireRoleOr({ code: 'FORBIDDEN', message: 'Você não tem permissão para esta ação' }, ...roles);

/** requireRole with the area's own refusal (e.g. the spec's "Admin access required"). */
export const requireRoleOr = (refusal: { code: ErrorCode; message: string }, ...roles: MemberRole[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const membership = c.var.membership;
    if (!membership)
      throw new ApiError({ code: 'NO_ACTIVE_ORGANIZATION', message: 'Selecione uma organização para continuar' });
    if (roles.length > 0 && !roles.includes(membership.role)) throw new ApiError(refusal);
    await next();
  });

/** The active organization's id, for handlers behind requireRole. */
export const activeOrganizationId = (c: { var: { membership: CurrentMembership | null } }): string =>
  c.var.membership!.organizationId;

/**
 * The platform operator (PLATFORM_OPERATOR_EMAIL) only: anonymous callers get
 * "Authentication required", everyone else the spec's "Not allowed".
 */
export const requireOperator = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await attachSession(c))) throw new ApiError({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    if (!isOperator(c.var.user.email, c.var.config.PLATFORM_OPERATOR_EMAIL))
      throw new ApiError({ code: 'NOT_ALLOWED', message: 'Not allowed' });
    await next();
  });

export const isOperator = (email: string, operatorEmail: string) => email.toLowerCase() === operatorEmail.toLowerCase();

/** Inactive catalogue rows are for the operator's console: true only when the operator asked for them. */
export async function operatorAskedForInactive(c: Context<AppEnv>, asked: string | undefined): Promise<boolean> {
  if (asked !== 'true') return false;
  const found = await loadSession(c.var.db, c.var.config.SESSION_SECRET, sessionTokenOf(c), (work) =>
    c.executionCtx.waitUntil(work),
  );
  return Boolean(found && isOperator(found.user.email, c.var.config.PLATFORM_OPERATOR_EMAIL));
}
