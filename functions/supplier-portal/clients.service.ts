import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { accounts, users } from '../../db/schema/identity';
import { sessions } from '../../db/schema/sessions';
import { members, organizations } from '../../db/schema/organizations';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import type { Db } from '../platform/db';
import { notFound } from '../platform/errors';
import { containsPattern } from '../platform/pagination';

const clientFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  image: users.image,
  role: users.role,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  metadata: users.metadata,
  twoFactorEnabled: users.twoFactorEnabled,
};

/** The members of the admin's organization (never users of other organizations). */
export async function listClients(
  db: Db,
  input: { organizationId: string; page: number; limit: number; search?: string; emailVerified?: boolean },
) {
  const where = and(
    eq(members.organizationId, input.organizationId),
    input.search
      ? or(ilike(users.name, containsPattern(input.search)), ilike(users.email, containsPattern(input.search)))
      : undefined,
    input.emailVerified !== undefined ? eq(users.emailVerified, input.emailVerified) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...clientFields, memberRole: members.role, joinedAt: members.createdAt })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(where)
      .orderBy(desc(members.createdAt), desc(users.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ value: count() }).from(members).innerJoin(users, eq(users.id, members.userId)).where(where),
  ]);
  return { rows, total: total!.value };
}

/**
 * One member of the admin's organization: that membership, linked accounts,
 * the 5 latest sessions and the 10 latest orders in this organization.
 */
export async function getClient(db: Db, input: { organizationId: string; userId: string }) {
  const [row] = await db
    .select({
      client: clientFields,
      organization: {
        id: organizations.id,
        name: organizations.name,
        slug: organizations.slug,
        logo: organizations.logo,
        cnpj: organizations.cnpj,
        metadata: organizations.metadata,
      },
      role: members.role,
      joinedAt: members.createdAt,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.organizationId, input.organizationId), eq(members.userId, input.userId)))
    .limit(1);
  if (!row) throw notFound('Client not found');
  const [linked, latestSessions, latestOrders] = await Promise.all([
    db
      .select({ provider: accounts.provider, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, input.userId)),
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, input.userId))
      .orderBy(desc(sessions.createdAt))
      .limit(5),
    db
      .select({
        id: purchaseOrders.id,
        createdAt: purchaseOrders.createdAt,
        status: purchaseOrders.status,
        totalAmount: purchaseOrders.totalAmount,
      })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.clientId, input.userId), eq(purchaseOrders.organizationId, input.organizationId)))
      .orderBy(desc(purchaseOrders.createdAt))
      .limit(10),
  ]);
  return { ...row, linked, latestSessions, latestOrders };
}
