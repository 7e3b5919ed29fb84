import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { users } from '../../db/schema/identity';
import { sessions } from '../../db/schema/sessions';
import { members } from '../../db/schema/organizations';
import { supplierMembers } from '../../db/schema/supplier-people';
import type { AppEnv, SessionEnv } from '../platform/app-env';
import { addRoundTrips, sendWithNextRoundTrip, unmetered, type Db } from '../platform/db';
import { documented } from '../platform/describe';
import { ApiError, type ErrorCode } from '../platform/errors';
import { verifySessionToken } from './session-token';
import { sessionUserColumns } from './session-user';
import { sessionCookieName } from '../platform/security-policy';
import {
  authenticateApiKey,
  authenticateSupplierKeyCounting,
  SUPPLIER_KEY_OVER_LIMIT,
  SUPPLIER_KEY_REFUSED,
  supplierKeyRide,
  type CountedSupplierKey,
} from './api-key';
import { windowEndOf } from './rate-limit';
import { supplierKeyRecheck } from './supplier-key-recheck';
import { guardRefusal } from '../platform/guard';
import { sha256Hex } from '../platform/tokens';
import {
  recallSession,
  rememberSession,
  SessionChanged,
  sessionRide,
  sessionSeen,
  sessionTokenHash,
  type SessionPrincipal,
} from './remembered-sessions';
import type {
  CurrentMembership,
  CurrentSession,
  CurrentSupplierMembership,
  MemberRole,
  SessionUser,
  SupplierMemberRole,
} from '../platform/principal';

/** Last-seen is refreshed at most this often, so reads don't turn into writes. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * Resolves a session token in one query: a valid JWT whose session row is
 * neither revoked nor expired, its user, and the user's membership in the
 * active organization. Null when any part fails, so revocation and removal
 * from an organization take effect on the very next request. What it finds,
 * the isolate remembers (remembered-sessions.ts): the token's next requests
 * check it in the statement that rides with their first round trip.
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
        activeSupplierId: sessions.activeSupplierId,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      },
      user: sessionUserColumns,
      membership: { id: members.id, organizationId: members.organizationId, role: members.role },
      supplierMembership: {
        id: supplierMembers.id,
        supplierId: supplierMembers.supplierId,
        role: supplierMembers.role,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      members,
      and(eq(members.organizationId, sessions.activeOrganizationId), eq(members.userId, sessions.userId)),
    )
    .leftJoin(
      supplierMembers,
      and(eq(supplierMembers.supplierId, sessions.activeSupplierId), eq(supplierMembers.userId, sessions.userId)),
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
  const lastSeenAt = touchLastSeen(db, row.session.id, row.session.lastSeenAt, waitUntil);
  const { lastSeenAt: _lastSeen, ...session } = row.session;
  const principal: SessionPrincipal = {
    session: session as CurrentSession,
    user: row.user as SessionUser,
    membership: row.membership as CurrentMembership | null,
    supplierMembership: row.supplierMembership as CurrentSupplierMembership | null,
  };
  rememberSession(sessionTokenHash(token), principal, lastSeenAt);
  return principal;
}

/**
 * Refreshes the session's last_seen_at after the response when it is older than the resolution (off the
 * request's round trips); returns what last_seen_at is (or is about to be).
 */
function touchLastSeen(db: Db, sessionId: string, lastSeenAt: Date, waitUntil: (work: Promise<unknown>) => void) {
  if (Date.now() - lastSeenAt.getTime() <= LAST_SEEN_RESOLUTION_MS) return lastSeenAt;
  waitUntil(
    unmetered(() =>
      db
        .update(sessions)
        .set({ lastSeenAt: new Date() })
        .where(eq(sessions.id, sessionId))
        .then(
          () => undefined,
          () => undefined,
        ),
    ),
  );
  return new Date();
}

export const sessionTokenOf = <E extends AppEnv>(c: Context<E>) =>
  getCookie(c, sessionCookieName(new URL(c.req.url).protocol === 'https:'));

function setPrincipal(c: Context<SessionEnv>, principal: SessionPrincipal) {
  c.set('session', principal.session);
  c.set('user', principal.user);
  c.set('membership', principal.membership);
  c.set('supplierMembership', principal.supplierMembership);
}

/** Puts the request's live session (if any) on the context; false when there is none. */
async function attachSession(c: Context<SessionEnv>): Promise<boolean> {
  const found = await loadSession(c.var.db, c.var.config.SESSION_SECRET, sessionTokenOf(c), (work) =>
    c.executionCtx.waitUntil(work),
  );
  if (!found) return false;
  setPrincipal(c, found);
  return true;
}

type AnswerAgain = (
  request: Context['req']['raw'],
  env: unknown,
  executionCtx: Context['executionCtx'],
) => Promise<Response>;
let answerAgain: AnswerAgain | undefined;

/**
 * How a request whose remembered principal no longer held is answered afresh: the app's own fetch
 * (createApp registers it). Without it such a request is answered 409 "Sua sessão mudou".
 */
export function answerChangedSessionsWith(fetch: AnswerAgain) {
  answerAgain = fetch;
}

/**
 * A request whose token this isolate remembers: the principal is set from memory (so roles are checked
 * before the body is read) and its check rides with the request's first round trip (one trip, not two).
 * The answer waits for the check's verdict. When the check refuses, nothing the request did stays (the
 * riding transaction rolled back, later statements failed) and the request is answered again from the
 * start with a full look-up: exactly what it would have got without the memory (401 for a revoked
 * session, the fresh role's answer). False when the token is not remembered (or the body was read).
 */
async function rideRememberedSession(c: Context<SessionEnv>, next: () => Promise<void>): Promise<boolean> {
  const token = sessionTokenOf(c);
  if (!token || c.req.raw.bodyUsed) return false;
  const hash = sessionTokenHash(token);
  const recalled = recallSession(hash);
  if (!recalled) return false;
  // (clone() is typed with the runtime's own Request generics; it is the same request.)
  const again = answerAgain && (c.req.raw.clone() as typeof c.req.raw);
  setPrincipal(c, recalled.principal);
  let lastSeenAt = recalled.lastSeenAt;
  const flush = await sendWithNextRoundTrip(
    c.var.db,
    sessionRide(hash, recalled.principal, (at) => (lastSeenAt = at)),
  );
  let failure: unknown;
  try {
    await next();
  } catch (error) {
    failure = error;
  }
  try {
    await flush();
  } catch (refusal) {
    if (!(refusal instanceof SessionChanged) || !again || !answerAgain) throw refusal;
    const fresh = await answerAgain(again, c.env, c.executionCtx);
    // The fresh answer's own trips follow the refused one's.
    addRoundTrips(countedRoundTripsOf(fresh));
    // Unset first: Hono copies the old response's headers onto a new one.
    c.res = undefined;
    c.res = fresh;
    return true;
  }
  // The copy is not needed: its branch of the body is let go rather than kept buffered.
  again?.body?.cancel().catch(() => undefined);
  if (failure !== undefined) throw failure;
  const touched = touchLastSeen(c.var.db, recalled.principal.session.id, lastSeenAt, (work) =>
    c.executionCtx.waitUntil(work),
  );
  if (touched !== lastSeenAt) sessionSeen(hash, touched);
  return true;
}

/** The round trips an answer of this app reported in Server-Timing (app.ts). */
const countedRoundTripsOf = (res: Response) =>
  Number(/db;desc="(\d+) round trips?"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? 0);

/** 401 unless a live session is present; the area chooses the spec's wording. */
export const requireSession = (
  failure: { code: ErrorCode; message: string } = { code: 'ERR_UNAUTHORIZED', message: 'Usuário não autenticado' },
) =>
  documented(
    createMiddleware<SessionEnv>(async (c, next) => {
      if (await rideRememberedSession(c, next)) return;
      if (!(await attachSession(c))) throw new ApiError(failure);
      await next();
    }),
    { security: [{ session: [] }], errors: [401] },
  );

/**
 * After requireSession: the user must be a member of the session's active
 * organization, with one of `roles` when given. Checked on every request.
 */
export const requireRole = (...roles: MemberRole[]) =>
  requireRoleOr({ code: 'FORBIDDEN', message: 'Você não tem permissão para esta ação' }, ...roles);

/** requireRole with the area's own refusal (e.g. the spec's "Admin access required"). */
export const requireRoleOr = (refusal: { code: ErrorCode; message: string }, ...roles: MemberRole[]) =>
  documented(
    createMiddleware<SessionEnv>(async (c, next) => {
      const membership = c.var.membership;
      if (!membership)
        throw new ApiError({ code: 'NO_ACTIVE_ORGANIZATION', message: 'Selecione uma organização para continuar' });
      if (roles.length > 0 && !roles.includes(membership.role)) throw new ApiError(refusal);
      await next();
    }),
    { errors: [403] },
  );

/** The spec's wording where an order or an approval asks for the organization's owner or an admin. */
export const requireOwnerOrAdmin = () =>
  requireRoleOr({ code: 'FORBIDDEN', message: 'Admin access required' }, 'owner', 'admin');

/** The signed-in member as the approval steps see them (who may decide, segregation of duties). */
export const memberViewer = (c: { var: { user: { id: string }; membership: CurrentMembership | null } }) => ({
  userId: c.var.user.id,
  role: c.var.membership!.role,
});

/**
 * After requireSession: the user must answer for the session's active supplier (the portal), with
 * one of `roles` when given. Checked on every request, like organization roles.
 */
export const requireSupplierMember = (...roles: SupplierMemberRole[]) =>
  documented(
    createMiddleware<SessionEnv>(async (c, next) => {
      const membership = c.var.supplierMembership;
      if (!membership) throw new ApiError({ code: 'FORBIDDEN', message: 'Entre como fornecedor para continuar' });
      if (roles.length > 0 && !roles.includes(membership.role))
        throw new ApiError({ code: 'FORBIDDEN', message: 'Só administradores do fornecedor podem fazer isso' });
      await next();
    }),
    { errors: [403] },
  );

/** The active supplier's id, for handlers behind requireSupplierMember. */
export const activeSupplierId = (c: { var: { supplierMembership: CurrentSupplierMembership | null } }): string =>
  c.var.supplierMembership!.supplierId;

/** The active organization's id, for handlers behind requireRole. */
export const activeOrganizationId = (c: { var: { membership: CurrentMembership | null } }): string =>
  c.var.membership!.organizationId;

/**
 * The platform operator (PLATFORM_OPERATOR_EMAIL) only: anonymous callers get
 * "Authentication required", everyone else the spec's "Not allowed".
 */
export const requireOperator = () =>
  documented(
    createMiddleware<SessionEnv>(async (c, next) => {
      const operatorOnly = async () => {
        if (!isOperator(c.var.user.email, c.var.config.PLATFORM_OPERATOR_EMAIL))
          throw new ApiError({ code: 'NOT_ALLOWED', message: 'Not allowed' });
        await next();
      };
      if (await rideRememberedSession(c, operatorOnly)) return;
      if (!(await attachSession(c))) throw new ApiError({ code: 'UNAUTHORIZED', message: 'Authentication required' });
      await operatorOnly();
    }),
    { security: [{ session: [] }], errors: [401] },
  );

export const isOperator = (email: string, operatorEmail: string) => email.toLowerCase() === operatorEmail.toLowerCase();

/** Inactive catalogue rows are for the operator's console: true only when the operator asked for them. */
export async function operatorAskedForInactive<E extends AppEnv>(
  c: Context<E>,
  asked: string | undefined,
): Promise<boolean> {
  if (asked !== 'true') return false;
  const found = await loadSession(c.var.db, c.var.config.SESSION_SECRET, sessionTokenOf(c), (work) =>
    c.executionCtx.waitUntil(work),
  );
  return Boolean(found && isOperator(found.user.email, c.var.config.PLATFORM_OPERATOR_EMAIL));
}

/** Machine calls as an organization: `x-api-key: ak_…`. */
async function attachOrganizationKey<E extends AppEnv>(c: Context<E>, raw: string) {
  const key = await authenticateApiKey(c.var.db, 'organization', raw, (work) => c.executionCtx.waitUntil(work));
  if (!key) throw new ApiError({ code: 'UNAUTHORIZED', message: 'Invalid or expired API key' });
  c.set('apiKeyOrganizationId', key.organizationId);
  c.set('apiKey', { id: key.id, label: `${key.description} (${key.keyPrefix}…)` });
}

/** A signed-in member of the active organization, or a machine call with that organization's API key. */
export const requireMemberOrOrganizationKey = () =>
  documented(
    createMiddleware<SessionEnv>(async (c, next) => {
      const raw = c.req.header('x-api-key');
      if (raw) {
        await attachOrganizationKey(c, raw);
        await next();
        return;
      }
      await requireSession()(c, async () => {
        await requireRole()(c, next);
      });
    }),
    { security: [{ session: [] }, { organizationKey: [] }], errors: [401, 403] },
  );

export type SupplierKeyEnv = AppEnv & {
  Variables: {
    supplierKey: { id: string; supplierId: string; /** "name (sk_abcd…)" for the audit log. */ label?: string };
  };
};

/**
 * `x-api-key: sk_…` → the key's supplier; the call counts against the key's per-minute limit
 * (SUPPLIER_KEY_RATE_LIMIT), reported in X-RateLimit-* headers, 429 with Retry-After over it.
 */
export const requireSupplierKey = () =>
  documented(createSupplierKeyMiddleware(), { security: [{ supplierKey: [] }], errors: [401, 429] });

/**
 * Supplier keys this isolate has seen pass, by the SHA-256 of the key: a key's id and supplier never
 * change, only whether it may still be used — which every call checks in the database. Knowing the
 * supplier lets a read send the key's check with its own statements, in one round trip.
 */
const knownSupplierKeys = new Map<string, CountedSupplierKey>();
const KNOWN_SUPPLIER_KEYS_MAX = 1_000;

function rememberSupplierKey(hash: string, key: CountedSupplierKey) {
  knownSupplierKeys.delete(hash);
  knownSupplierKeys.set(hash, key);
  // The oldest first out: a Map iterates in insertion order.
  if (knownSupplierKeys.size > KNOWN_SUPPLIER_KEYS_MAX)
    knownSupplierKeys.delete(knownSupplierKeys.keys().next().value!);
}

const invalidSupplierKey = () => new ApiError({ code: 'UNAUTHORIZED', message: 'Invalid or expired API key' });

/** The rate-limit headers of a counted call, and 429 with Retry-After over the limit. */
function answerSupplierKeyLimit(c: Context<SupplierKeyEnv>, limit: number, count: number, reopensAt: number) {
  const reset = Math.ceil(reopensAt / 1000);
  c.header('X-RateLimit-Limit', String(limit));
  c.header('X-RateLimit-Remaining', String(Math.max(0, limit - count)));
  c.header('X-RateLimit-Reset', String(reset));
  if (count > limit) {
    throw new ApiError({
      code: 'TOO_MANY_REQUESTS',
      message: 'Rate limit exceeded',
      headers: { 'Retry-After': String(Math.max(1, reset - Math.floor(Date.now() / 1000))) },
    });
  }
}

const createSupplierKeyMiddleware = () =>
  createMiddleware<SupplierKeyEnv>(async (c, next) => {
    const raw = c.req.header('x-api-key');
    if (!raw) throw new ApiError({ code: 'UNAUTHORIZED', message: 'API key is required' });
    const limit = c.var.config.SUPPLIER_KEY_RATE_LIMIT;
    const window = { limit, windowSeconds: 60 };
    const hash = sha256Hex(raw);
    const known = knownSupplierKeys.get(hash);
    if (known) {
      // A call by a key this isolate knows: its check rides with the call's first round trip and
      // aborts it when the key is no longer usable or over its limit (then nothing read is answered
      // and nothing written stays: the riding transaction rolled back).
      const now = new Date();
      c.set('supplierKey', {
        id: known.id,
        supplierId: known.supplierId,
        label: `${known.name} (${known.keyPrefix}…)`,
      });
      const flush = await sendWithNextRoundTrip(c.var.db, {
        ...supplierKeyRide(raw, window, now, (attempt) =>
          answerSupplierKeyLimit(c, limit, attempt.count, attempt.reopensAt),
        ),
        recheck: supplierKeyRecheck(raw, known.id, window, now),
        refusal: (error) => {
          const refused = guardRefusal(error);
          if (refused === SUPPLIER_KEY_REFUSED) {
            knownSupplierKeys.delete(hash);
            // Not the key's call: the usage log and the audit trail must not name it.
            c.set('supplierKey', undefined as unknown as SupplierKeyEnv['Variables']['supplierKey']);
            return invalidSupplierKey();
          }
          if (refused === SUPPLIER_KEY_OVER_LIMIT) {
            try {
              answerSupplierKeyLimit(c, limit, limit + 1, windowEndOf(window, now));
            } catch (overLimit) {
              return overLimit as ApiError;
            }
          }
          return undefined;
        },
      });
      await next();
      await flush();
      return;
    }
    // The key's look-up and this call's count against its per-minute limit: one round trip.
    const found = await authenticateSupplierKeyCounting(c.var.db, raw, window);
    if (!found) throw invalidSupplierKey();
    const { key, attempt } = found;
    rememberSupplierKey(hash, key);
    c.set('supplierKey', { id: key.id, supplierId: key.supplierId, label: `${key.name} (${key.keyPrefix}…)` });
    answerSupplierKeyLimit(c, limit, attempt.count, attempt.reopensAt);
    await next();
  });
