import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { members } from '../../db/schema/organizations';
import { recordAudit, type AuditActor } from '../platform/audit-log';
import { inTransaction, type Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { containsPattern, offsetOf, pagination } from '../platform/pagination';

export interface MembershipQuery {
  page: number;
  limit: number;
  sortBy: 'name' | 'email' | 'role' | 'createdAt';
  sortOrder: 'asc' | 'desc';
  search?: string;
}

const SORT = { name: users.name, email: users.email, role: members.role, createdAt: members.createdAt } as const;

export async function listMemberships(db: Db, organizationId: string, query: MembershipQuery) {
  const where = and(
    eq(members.organizationId, organizationId),
    query.search
      ? or(ilike(users.name, containsPattern(query.search)), ilike(users.email, containsPattern(query.search)))
      : undefined,
  );
  const order = query.sortOrder === 'asc' ? asc(SORT[query.sortBy]) : desc(SORT[query.sortBy]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: members.id,
        role: members.role,
        createdAt: members.createdAt,
        user: { id: users.id, name: users.name, email: users.email, image: users.image },
      })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(where)
      .orderBy(order, asc(members.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ value: count() }).from(members).innerJoin(users, eq(users.id, members.userId)).where(where),
  ]);
  return { data: rows, pagination: pagination(query.page, query.limit, total!.value) };
}

async function findMembership(db: Db, organizationId: string, membershipId: string) {
  const [row] = await db
    .select({ id: members.id, role: members.role, userId: members.userId, email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.id, membershipId), eq(members.organizationId, organizationId)))
    .limit(1)
    .for('update', { of: members });
  if (!row) throw notFound('Membership not found');
  return row;
}

/** Roles change between admin and member; the owner's membership is fixed. */
export async function updateMembershipRole(
  db: Db,
  input: { organizationId: string; membershipId: string; role: 'admin' | 'member'; actor: AuditActor },
) {
  return inTransaction(db, async (tx) => {
    const target = await findMembership(tx, input.organizationId, input.membershipId);
    if (target.role === 'owner')
      throw new ApiError({ code: 'BAD_REQUEST', message: 'O papel do proprietário não pode ser alterado' });
    const [row] = await tx
      .update(members)
      .set({ role: input.role })
      .where(eq(members.id, target.id))
      .returning({ id: members.id, role: members.role });
    // Setting the role it already has changes nothing: nothing to record.
    if (target.role !== input.role)
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'member.role_changed',
        target: { type: 'member', id: target.id, label: target.email },
        changes: { role: { before: target.role, after: input.role } },
      });
    return row!;
  });
}

/** The owner membership is never removed; removal takes effect on the member's next request. */
export async function removeMembership(
  db: Db,
  input: { organizationId: string; membershipId: string; actor: AuditActor },
) {
  await inTransaction(db, async (tx) => {
    const target = await findMembership(tx, input.organizationId, input.membershipId);
    if (target.role === 'owner')
      throw new ApiError({ code: 'BAD_REQUEST', message: 'Cannot delete organization owner' });
    await tx.delete(members).where(eq(members.id, target.id));
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'member.removed',
      target: { type: 'member', id: target.id, label: target.email },
      changes: { role: { before: target.role } },
    });
  });
}
