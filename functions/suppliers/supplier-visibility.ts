import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { products, suppliers } from '../../db/schema/catalogue';
import { organizationSuppliers } from '../../db/schema/own-suppliers';
import { members } from '../../db/schema/organizations';
import { sessions } from '../../db/schema/sessions';
import type { AppEnv } from '../platform/app-env';
import { sessionTokenOf } from '../identity/middleware';
import { verifySessionToken } from '../identity/session-token';

/**
 * Who sees what of the marketplace (#54): the one rule every read that lists or opens a supplier or a
 * product applies, so a buyer's own supplier and its private price list never reach another buyer, a
 * shared cache or the public catalogue. `null` is "no organization": the public catalogue, the
 * edge-cached reads and the operator's view of the marketplace. The organization is its id, or an SQL
 * expression that yields it inside the statement (viewerOrganization: the session's, checked there).
 */
export type Viewer = string | SQL | null;

/** A product of the listed marketplace's public catalogue, or of the organization's own price lists. */
export function productVisibleTo(organizationId: Viewer): SQL {
  const publicCatalogue = and(isNull(products.organizationId), eq(suppliers.listed, true)) as SQL;
  if (organizationId === null) return publicCatalogue;
  return or(publicCatalogue, eq(products.organizationId, organizationId)) as SQL;
}

/** A supplier listed on the marketplace, or one the organization added itself. */
export function supplierVisibleTo(organizationId: Viewer): SQL {
  if (organizationId === null) return eq(suppliers.listed, true);
  return or(
    eq(suppliers.listed, true),
    sql`EXISTS (SELECT 1 FROM ${organizationSuppliers} WHERE ${organizationSuppliers.organizationId} = ${organizationId} AND ${organizationSuppliers.supplierId} = ${suppliers.id})`,
  ) as SQL;
}

/**
 * The organization of the request's session, for the public catalogue reads that also show a signed-in
 * buyer its own suppliers and price lists: null without a session cookie or with a forged one (the JWT is
 * checked here, no database), otherwise a scalar subquery that the read's own statement evaluates — the
 * session row live (not revoked, not expired) and the user still a member of its active organization,
 * as loadSession checks — so the rule adds no round trip. A session that fails in the database yields
 * NULL, which matches no private row: the caller then sees the public catalogue only.
 */
export async function viewerOrganization(c: Context<AppEnv>): Promise<SQL | null> {
  const token = sessionTokenOf(c);
  if (!token) return null;
  const claims = await verifySessionToken(c.var.config.SESSION_SECRET, token);
  if (!claims) return null;
  return sql`(SELECT ${members.organizationId} FROM ${sessions} JOIN ${members} ON ${and(
    eq(members.organizationId, sessions.activeOrganizationId),
    eq(members.userId, sessions.userId),
  )} WHERE ${and(
    eq(sessions.id, claims.sessionId),
    eq(sessions.userId, claims.userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
  )})`;
}

/** Whether the request carries a session cookie: its catalogue answer may hold private rows (never cached). */
export const carriesSession = (c: Context<AppEnv>) => sessionTokenOf(c) !== undefined;
