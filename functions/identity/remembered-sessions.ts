import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { sessions } from '../../db/schema/sessions';
import { members } from '../../db/schema/organizations';
import { supplierMembers } from '../../db/schema/supplier-people';
import type { RidingStatement } from '../platform/db';
import { ApiError } from '../platform/errors';
import { guardRefusal } from '../platform/guard';
import { sha256Hex } from '../platform/tokens';
import type { CurrentMembership, CurrentSession, CurrentSupplierMembership, SessionUser } from '../platform/principal';

/** Who a session token stood for when the full look-up (loadSession) last read it. */
export interface SessionPrincipal {
  session: CurrentSession;
  user: SessionUser;
  membership: CurrentMembership | null;
  supplierMembership: CurrentSupplierMembership | null;
}

interface Remembered {
  principal: SessionPrincipal;
  lastSeenAt: Date;
  /** Date.now() after which the token needs a full look-up again. */
  until: number;
}

/**
 * Principals this isolate loaded, by the SHA-256 of their token (decision 0066). Never trusted alone:
 * a request that finds its token here still checks, in the statement that rides with its first round
 * trip, that the session is live and the principal unchanged. The TTL only bounds how long an isolate
 * keeps a token it no longer sees; the bound keeps the map small on a busy isolate.
 */
const rememberedSessions = new Map<string, Remembered>();
const REMEMBERED_SESSIONS_MAX = 1_000;
const REMEMBERED_SESSION_TTL_MS = 60_000;

/** The guard's key when the session is gone or its principal changed since it was remembered. */
export const SESSION_CHANGED = 'session_changed';

export const sessionTokenHash = (token: string) => sha256Hex(token);

export function rememberSession(hash: string, principal: SessionPrincipal, lastSeenAt: Date) {
  rememberedSessions.delete(hash);
  rememberedSessions.set(hash, { principal, lastSeenAt, until: Date.now() + REMEMBERED_SESSION_TTL_MS });
  // The oldest first out: a Map iterates in insertion order.
  if (rememberedSessions.size > REMEMBERED_SESSIONS_MAX)
    rememberedSessions.delete(rememberedSessions.keys().next().value!);
}

/** The principal remembered for this token, if still within its TTL (a copy: requests may not share it). */
export function recallSession(hash: string): { principal: SessionPrincipal; lastSeenAt: Date } | undefined {
  const found = rememberedSessions.get(hash);
  if (!found) return undefined;
  if (found.until <= Date.now() || found.principal.session.expiresAt.getTime() <= Date.now()) {
    rememberedSessions.delete(hash);
    return undefined;
  }
  const { session, user, membership, supplierMembership } = found.principal;
  return {
    principal: {
      session: { ...session },
      user: { ...user },
      membership: membership && { ...membership },
      supplierMembership: supplierMembership && { ...supplierMembership },
    },
    lastSeenAt: found.lastSeenAt,
  };
}

export function forgetSession(hash: string) {
  rememberedSessions.delete(hash);
}

/** Last-seen was just refreshed: the next request of this token need not refresh it again. */
export function sessionSeen(hash: string, at: Date) {
  const found = rememberedSessions.get(hash);
  if (found) found.lastSeenAt = at;
}

/** The user's membership as remembered: that one row with that role, or still none. */
function sameMembership(membership: CurrentMembership | null): SQL {
  if (!membership)
    return sql`NOT EXISTS (SELECT 1 FROM ${members} WHERE ${members.organizationId} = ${sessions.activeOrganizationId} AND ${members.userId} = ${sessions.userId})`;
  return sql`EXISTS (SELECT 1 FROM ${members} WHERE ${members.id} = ${membership.id} AND ${members.organizationId} = ${sessions.activeOrganizationId} AND ${members.userId} = ${sessions.userId} AND ${members.role} = ${membership.role})`;
}

function sameSupplierMembership(membership: CurrentSupplierMembership | null): SQL {
  if (!membership)
    return sql`NOT EXISTS (SELECT 1 FROM ${supplierMembers} WHERE ${supplierMembers.supplierId} = ${sessions.activeSupplierId} AND ${supplierMembers.userId} = ${sessions.userId})`;
  return sql`EXISTS (SELECT 1 FROM ${supplierMembers} WHERE ${supplierMembers.id} = ${membership.id} AND ${supplierMembers.supplierId} = ${sessions.activeSupplierId} AND ${supplierMembers.userId} = ${sessions.userId} AND ${supplierMembers.role} = ${membership.role})`;
}

/**
 * One statement: the session row is live (not revoked, not expired) with the same active organization
 * and supplier, its user reads as remembered, and the membership(s) are the same rows with the same
 * roles — or abastece_guard refuses, rolling back every statement that rode with it.
 */
export function sessionCheck({ session, user, membership, supplierMembership }: SessionPrincipal): SQL {
  const unchanged = sql`EXISTS (
    SELECT 1 FROM ${sessions} INNER JOIN ${users} ON ${users.id} = ${sessions.userId}
    WHERE ${sessions.id} = ${session.id} AND ${sessions.userId} = ${user.id}
      AND ${sessions.revokedAt} IS NULL AND ${sessions.expiresAt} > now()
      AND ${sessions.activeOrganizationId} IS NOT DISTINCT FROM ${session.activeOrganizationId}::uuid
      AND ${sessions.activeSupplierId} IS NOT DISTINCT FROM ${session.activeSupplierId}::uuid
      AND ${users.name} = ${user.name} AND ${users.email} = ${user.email}
      AND ${users.image} IS NOT DISTINCT FROM ${user.image}::text
      AND ${users.emailVerified} = ${user.emailVerified} AND ${users.role} = ${user.role}
      AND ${sameMembership(membership)} AND ${sameSupplierMembership(supplierMembership)})`;
  return sql`SELECT abastece_guard(${unchanged}, ${SESSION_CHANGED}) AS unchanged,
    (SELECT ${sessions.lastSeenAt} FROM ${sessions} WHERE ${sessions.id} = ${session.id}) AS last_seen_at`;
}

/**
 * Thrown by every statement of a request whose remembered principal no longer holds. The middleware
 * answers the request again with a full look-up; this 409 is what a caller gets only where it cannot.
 */
export class SessionChanged extends ApiError {
  constructor() {
    super({ code: 'CONFLICT', message: 'Sua sessão mudou. Tente de novo.' });
  }
}

/**
 * The riding statement for a remembered principal: its refusal forgets the token and fails the
 * request's statements with SessionChanged; `seen` gets the row's last_seen_at when it holds.
 */
export function sessionRide(hash: string, principal: SessionPrincipal, seen: (at: Date) => void): RidingStatement {
  const check = sessionCheck(principal);
  return {
    query: check,
    // It only reads: a statement the request starts while it is in flight goes with a copy of it.
    recheck: check,
    accept: (rows) => {
      const at = rows[0]?.last_seen_at;
      if (at) seen(at instanceof Date ? at : new Date(String(at)));
    },
    refusal: (error) => {
      if (guardRefusal(error) !== SESSION_CHANGED) return undefined;
      forgetSession(hash);
      return new SessionChanged();
    },
  };
}
