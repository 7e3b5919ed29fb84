import { and, asc, count, eq, sql } from 'drizzle-orm';
import { budgets, costCentres, memberCostCentres } from '../../db/schema/cost-centres';
import { users } from '../../db/schema/identity';
import { members, organizations } from '../../db/schema/organizations';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import type { AuditActor } from '../platform/audit-log';
import { recordAudit } from '../platform/audit-log';
import type { Db, DbOrTx } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { isUniqueViolation } from '../platform/pg-errors';

type CostCentreRow = typeof costCentres.$inferSelect;

export const costCentreNotFound = () => notFound('Centro de custo não encontrado');
const duplicateName = () => new ApiError({ code: 'CONFLICT', message: 'Já existe um centro de custo com este nome' });

/** The organization's cost centre, or 404 (another organization's looks missing). */
export async function findCostCentre(db: DbOrTx, organizationId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(costCentres)
    .where(and(eq(costCentres.id, id), eq(costCentres.organizationId, organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw costCentreNotFound();
  return row;
}

/** The member's default cost centre in the organization (what checkout preselects), or null. */
export async function defaultCostCentreOf(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ costCentreId: memberCostCentres.costCentreId })
    .from(memberCostCentres)
    .where(eq(memberCostCentres.memberId, memberId));
  return row?.costCentreId ?? null;
}

/**
 * Makes `id` the organization's default centre and gives it to every member who has none. Callers
 * hold the organization's row lock (`lockCentresOf`), so two changes never race for the one default.
 */
async function makeDefault(tx: DbOrTx, organizationId: string, id: string) {
  // Two statements: the one-default index is checked row by row, so one update that moves the flag
  // would meet the old default still set.
  await tx
    .update(costCentres)
    .set({ isDefault: false })
    .where(and(eq(costCentres.organizationId, organizationId), eq(costCentres.isDefault, true)));
  await tx.update(costCentres).set({ isDefault: true }).where(eq(costCentres.id, id));
  await tx.execute(sql`insert into ${memberCostCentres} (member_id, cost_centre_id)
    select ${members.id}, ${id}::uuid from ${members} where ${members.organizationId} = ${organizationId}
    on conflict (member_id) do nothing`);
}

/**
 * Serializes the changes of one organization's centres that touch its default. FOR NO KEY UPDATE: the
 * foreign key checks of the organization's other writers (FOR KEY SHARE) need not wait for it.
 */
const lockCentresOf = (tx: DbOrTx, organizationId: string) =>
  tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('no key update');

/** The organization's default centre, or null (no centres yet). */
export async function organizationDefaultCentre(tx: DbOrTx, organizationId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: costCentres.id })
    .from(costCentres)
    .where(and(eq(costCentres.organizationId, organizationId), eq(costCentres.isDefault, true)));
  return row?.id ?? null;
}

/** A member who joins gets the organization's default centre, if it has one. */
export async function giveDefaultCentre(tx: DbOrTx, organizationId: string, memberId: string) {
  const centre = await organizationDefaultCentre(tx, organizationId);
  if (centre) await tx.insert(memberCostCentres).values({ memberId, costCentreId: centre }).onConflictDoNothing();
}

/** Cost centres by name with how many budgets and members use each, and the viewer's default. */
export async function listCostCentres(db: Db, input: { organizationId: string; memberId: string }) {
  // Counted in joined subqueries, not correlated ones in the select list: a single-table select drops
  // the table name from its columns, and "id" inside `from budgets` is the budget's own id (every
  // centre counted 0 budgets).
  const budgetCounts = db
    .select({ costCentreId: budgets.costCentreId, n: count().as('budget_n') })
    .from(budgets)
    .where(eq(budgets.organizationId, input.organizationId))
    .groupBy(budgets.costCentreId)
    .as('budget_counts');
  const memberCounts = db
    .select({ costCentreId: memberCostCentres.costCentreId, n: count().as('member_n') })
    .from(memberCostCentres)
    .groupBy(memberCostCentres.costCentreId)
    .as('member_counts');
  const [rows, defaultId] = await Promise.all([
    db
      .select({
        id: costCentres.id,
        name: costCentres.name,
        code: costCentres.code,
        isDefault: costCentres.isDefault,
        createdAt: costCentres.createdAt,
        updatedAt: costCentres.updatedAt,
        budgetCount: sql<number>`coalesce(${budgetCounts.n}, 0)::int`,
        memberCount: sql<number>`coalesce(${memberCounts.n}, 0)::int`,
      })
      .from(costCentres)
      .leftJoin(budgetCounts, eq(budgetCounts.costCentreId, costCentres.id))
      .leftJoin(memberCounts, eq(memberCounts.costCentreId, costCentres.id))
      .where(eq(costCentres.organizationId, input.organizationId))
      .orderBy(asc(sql`lower(${costCentres.name})`)),
    defaultCostCentreOf(db, input.memberId),
  ]);
  return { rows, defaultCostCentreId: defaultId };
}

/** Each member with their default cost centre (the screen where owners assign them). */
export async function listMemberDefaults(db: Db, organizationId: string) {
  return db
    .select({
      memberId: members.id,
      name: users.name,
      email: users.email,
      role: members.role,
      costCentreId: memberCostCentres.costCentreId,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(memberCostCentres, eq(memberCostCentres.memberId, members.id))
    .where(eq(members.organizationId, organizationId))
    .orderBy(asc(users.name), asc(members.id));
}

const fields = (row: Pick<CostCentreRow, 'name' | 'code'>) => ({ name: row.name, code: row.code });

export async function createCostCentre(
  db: Db,
  input: { organizationId: string; actor: AuditActor; name: string; code?: string | null },
) {
  try {
    return await db.transaction(async (tx) => {
      await lockCentresOf(tx, input.organizationId);
      const first = !(await organizationDefaultCentre(tx, input.organizationId));
      const [row] = await tx
        .insert(costCentres)
        .values({ organizationId: input.organizationId, name: input.name, code: input.code ?? null })
        .returning();
      // The first centre is the default: from now on nobody orders outside every centre unnoticed.
      if (first) await makeDefault(tx, input.organizationId, row!.id);
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'cost_centre.changed',
        target: { type: 'cost_centre', id: row!.id, label: row!.name },
        changes: {
          name: { before: null, after: row!.name },
          code: { before: null, after: row!.code },
          ...(first && { isDefault: { before: null, after: true } }),
        },
      });
      return { ...row!, isDefault: first };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'cost_centres_org_name_key')) throw duplicateName();
    throw error;
  }
}

export async function updateCostCentre(
  db: Db,
  input: {
    organizationId: string;
    actor: AuditActor;
    id: string;
    name?: string;
    code?: string | null;
    isDefault?: true;
  },
) {
  try {
    return await db.transaction(async (tx) => {
      if (input.isDefault) await lockCentresOf(tx, input.organizationId);
      const before = await findCostCentre(tx, input.organizationId, input.id, true);
      const next = {
        name: input.name ?? before.name,
        code: input.code === undefined ? before.code : input.code,
      };
      const [row] = await tx
        .update(costCentres)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(costCentres.id, before.id))
        .returning();
      const becomesDefault = input.isDefault === true && !before.isDefault;
      if (becomesDefault) await makeDefault(tx, input.organizationId, before.id);
      const changes = {
        ...Object.fromEntries(
          (['name', 'code'] as const)
            .filter((k) => fields(before)[k] !== fields(row!)[k])
            .map((k) => [k, { before: fields(before)[k], after: fields(row!)[k] }]),
        ),
        ...(becomesDefault && { isDefault: { before: false, after: true } }),
      };
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, {
          organizationId: input.organizationId,
          actor: input.actor,
          action: 'cost_centre.changed',
          target: { type: 'cost_centre', id: row!.id, label: row!.name },
          changes,
        });
      }
      return { ...row!, isDefault: row!.isDefault || becomesDefault };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'cost_centres_org_name_key')) throw duplicateName();
    throw error;
  }
}

/**
 * Removes a cost centre with its budgets and the member defaults pointing at it. Refused (409) once
 * an order spent against it: the orders would lose where their spend belongs (rename it instead).
 */
export async function deleteCostCentre(db: Db, input: { organizationId: string; actor: AuditActor; id: string }) {
  await db.transaction(async (tx) => {
    await lockCentresOf(tx, input.organizationId);
    const row = await findCostCentre(tx, input.organizationId, input.id, true);
    const [orders] = await tx
      .select({ n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.costCentreId, row.id));
    if (orders!.n > 0)
      throw new ApiError({
        code: 'CONFLICT',
        message: `${row.name} tem ${orders!.n === 1 ? '1 pedido' : `${orders!.n} pedidos`} e não pode ser excluído; renomeie-o se preciso`,
      });
    const [removed] = await tx.select({ n: count() }).from(budgets).where(eq(budgets.costCentreId, row.id));
    await tx.delete(costCentres).where(eq(costCentres.id, row.id));
    // The default goes to the oldest centre left, and with it to the members who had the deleted one.
    const [heir] = row.isDefault
      ? await tx
          .select({ id: costCentres.id })
          .from(costCentres)
          .where(eq(costCentres.organizationId, input.organizationId))
          .orderBy(asc(costCentres.createdAt), asc(costCentres.id))
          .limit(1)
      : [];
    if (heir) await makeDefault(tx, input.organizationId, heir.id);
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'cost_centre.changed',
      target: { type: 'cost_centre', id: row.id, label: row.name },
      changes: {
        name: { before: row.name, after: null },
        code: { before: row.code, after: null },
        budgets: { before: removed!.n, after: 0 },
      },
    });
  });
}

/** Sets (or clears, with null) a member's default cost centre. */
export async function setMemberDefault(
  db: Db,
  input: { organizationId: string; actor: AuditActor; memberId: string; costCentreId: string | null },
) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id, name: users.name, email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(members.id, input.memberId), eq(members.organizationId, input.organizationId)));
    if (!member) throw notFound('Membro não encontrado');
    const centre = input.costCentreId ? await findCostCentre(tx, input.organizationId, input.costCentreId) : null;
    const [previous] = await tx
      .select({ id: costCentres.id, name: costCentres.name })
      .from(memberCostCentres)
      .innerJoin(costCentres, eq(costCentres.id, memberCostCentres.costCentreId))
      .where(eq(memberCostCentres.memberId, member.id))
      .for('update', { of: memberCostCentres });
    if (centre) {
      await tx
        .insert(memberCostCentres)
        .values({ memberId: member.id, costCentreId: centre.id })
        .onConflictDoUpdate({ target: memberCostCentres.memberId, set: { costCentreId: centre.id } });
    } else {
      await tx.delete(memberCostCentres).where(eq(memberCostCentres.memberId, member.id));
    }
    if ((previous?.id ?? null) !== (centre?.id ?? null)) {
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actor: input.actor,
        action: 'cost_centre.changed',
        target: { type: 'member', id: member.id, label: `${member.name} <${member.email}>` },
        changes: { defaultCostCentre: { before: previous?.name ?? null, after: centre?.name ?? null } },
      });
    }
    return { memberId: member.id, costCentreId: centre?.id ?? null };
  });
}
