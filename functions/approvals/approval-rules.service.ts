import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { approvalRules, approvalRuleSets } from '../../db/schema/approvals';
import { categories, suppliers } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { members, organizations } from '../../db/schema/organizations';
import { recordAudit, type AuditActor } from '../platform/audit-log';
import type { Db, DbOrTx } from '../platform/db';
import { ApiError } from '../platform/errors';
import {
  ruleLabel,
  ruleSetProblem,
  scopeNameOf,
  type ApprovalRule,
  type Approver,
  type StoredRule,
} from '../orders/decide/approval-rule-match';
import type { SaveRulesInput } from './approval-rules.schemas';

export interface StoredRuleSet {
  id: string;
  version: number;
  createdAt: Date;
  createdBy: { id: string; name: string } | null;
  /** Off: the owner's own orders are approved at creation (decision 0055). */
  ownerOrdersNeedApproval: boolean;
  rules: StoredRule[];
}

const cents = (value: string) => Math.round(Number(value) * 100);
const money = (c: number) => (c / 100).toFixed(2);
const toCents = (reais: number) => Math.round(reais * 100);

/** "Hortifrúti · Até R$ 500,00: aprovação automática". */
export const describeRule = (rule: StoredRule) => ruleLabel(rule, scopeNameOf(rule));

/** The rule sets of these ids with their rules (names included), newest version first. */
async function ruleSetsWithRules(db: DbOrTx, where: ReturnType<typeof and>, limit: number) {
  const sets = await db
    .select({
      id: approvalRuleSets.id,
      version: approvalRuleSets.version,
      createdAt: approvalRuleSets.createdAt,
      createdById: approvalRuleSets.createdBy,
      createdByName: users.name,
      ownerOrdersNeedApproval: approvalRuleSets.ownerOrdersNeedApproval,
    })
    .from(approvalRuleSets)
    .leftJoin(users, eq(users.id, approvalRuleSets.createdBy))
    .where(where)
    .orderBy(desc(approvalRuleSets.version))
    .limit(limit);
  if (sets.length === 0) return [];
  const rules = await db
    .select({ rule: approvalRules, supplierName: suppliers.name, categoryName: categories.name })
    .from(approvalRules)
    .leftJoin(suppliers, eq(suppliers.id, approvalRules.supplierId))
    .leftJoin(categories, eq(categories.id, approvalRules.categoryId))
    .where(
      inArray(
        approvalRules.ruleSetId,
        sets.map((s) => s.id),
      ),
    )
    .orderBy(asc(approvalRules.position));
  return sets.map((set): StoredRuleSet => ({
    id: set.id,
    version: set.version,
    createdAt: set.createdAt,
    createdBy: set.createdById ? { id: set.createdById, name: set.createdByName ?? '' } : null,
    ownerOrdersNeedApproval: set.ownerOrdersNeedApproval,
    rules: rules
      .filter((r) => r.rule.ruleSetId === set.id)
      .map((r) => ({
        id: r.rule.id,
        position: r.rule.position,
        supplierId: r.rule.supplierId,
        categoryId: r.rule.categoryId,
        minCents: cents(r.rule.minAmount),
        maxCents: r.rule.maxAmount === null ? null : cents(r.rule.maxAmount),
        approvers: r.rule.approvers as Approver[],
        supplierName: r.supplierName,
        categoryName: r.categoryName,
      })),
  }));
}

/** The version in force (the newest), or null: an organization that never saved rules. */
export async function ruleSetInForce(db: DbOrTx, organizationId: string): Promise<StoredRuleSet | null> {
  const [set] = await ruleSetsWithRules(db, and(eq(approvalRuleSets.organizationId, organizationId)), 1);
  return set ?? null;
}

/** Every version, newest first (the history the owner reads). */
export const ruleSetHistory = (db: DbOrTx, organizationId: string) =>
  ruleSetsWithRules(db, and(eq(approvalRuleSets.organizationId, organizationId)), 100);

/** How many people may decide each kind of step (the single-approver exception reads it). */
export async function decidersCount(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({
      owners: sql<number>`count(*) filter (where ${members.role} = 'owner')::int`,
      adminsOrOwners: sql<number>`count(*) filter (where ${members.role} in ('owner', 'admin'))::int`,
    })
    .from(members)
    .where(eq(members.organizationId, organizationId));
  return { owners: row?.owners ?? 0, adminsOrOwners: row?.adminsOrOwners ?? 0 };
}

/** "v3: Até R$ 500,00: aprovação automática | Acima de R$ 500,00: dono" — what the audit keeps. */
const summary = (set: StoredRuleSet | null) =>
  set ? `v${set.version}: ${set.rules.map(describeRule).join(' | ') || 'sem regras (um administrador)'}` : null;

/** Suppliers and categories the rules name must exist (another id is a 400 naming the rule). */
async function assertScopesExist(tx: DbOrTx, rules: SaveRulesInput['rules']) {
  const supplierIds = [...new Set(rules.flatMap((r) => (r.supplierId ? [r.supplierId] : [])))];
  const categoryIds = [...new Set(rules.flatMap((r) => (r.categoryId ? [r.categoryId] : [])))];
  const [foundSuppliers, foundCategories] = await Promise.all([
    supplierIds.length
      ? tx.select({ id: suppliers.id }).from(suppliers).where(inArray(suppliers.id, supplierIds))
      : Promise.resolve([]),
    categoryIds.length
      ? tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds))
      : Promise.resolve([]),
  ]);
  const missing = rules.findIndex(
    (r) =>
      (r.supplierId && !foundSuppliers.some((s) => s.id === r.supplierId)) ||
      (r.categoryId && !foundCategories.some((c) => c.id === r.categoryId)),
  );
  if (missing >= 0) {
    const r = rules[missing]!;
    throw new ApiError({
      code: 'VALIDATION_ERROR',
      message: `Regra ${missing + 1}: ${r.supplierId && !foundSuppliers.some((s) => s.id === r.supplierId) ? 'fornecedor não encontrado' : 'categoria não encontrada'}`,
    });
  }
}

/**
 * Saves the owner's whole list as the next version, in one transaction: the organization's row
 * lock serializes two owners saving at once (each gets its own version), the rules go in one
 * statement, and the audit entry (before/after) commits with them. Orders already placed keep the
 * version their steps point at.
 */
export async function saveRuleSet(
  db: Db,
  input: { organizationId: string; userId: string; actor: AuditActor } & SaveRulesInput,
) {
  const engineRules: ApprovalRule[] = input.rules.map((r) => ({
    supplierId: r.supplierId ?? null,
    categoryId: r.categoryId ?? null,
    minCents: toCents(r.minAmount),
    maxCents: r.maxAmount === null ? null : toCents(r.maxAmount),
    approvers: r.approvers,
  }));
  const problem = ruleSetProblem(engineRules);
  if (problem) throw new ApiError({ code: 'VALIDATION_ERROR', message: problem });
  return db.transaction(async (tx) => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId))
      .for('update');
    await assertScopesExist(tx, input.rules);
    const before = await ruleSetInForce(tx, input.organizationId);
    const ownerSettingBefore = before?.ownerOrdersNeedApproval ?? false;
    const ownerOrdersNeedApproval = input.ownerOrdersNeedApproval ?? ownerSettingBefore;
    const [set] = await tx
      .insert(approvalRuleSets)
      .values({
        organizationId: input.organizationId,
        version: (before?.version ?? 0) + 1,
        createdBy: input.userId,
        ownerOrdersNeedApproval,
      })
      .returning({ id: approvalRuleSets.id, version: approvalRuleSets.version });
    if (engineRules.length) {
      await tx.insert(approvalRules).values(
        engineRules.map((r, i) => ({
          ruleSetId: set!.id,
          position: i + 1,
          supplierId: r.supplierId,
          categoryId: r.categoryId,
          minAmount: money(r.minCents),
          maxAmount: r.maxCents === null ? null : money(r.maxCents),
          approvers: r.approvers,
        })),
      );
    }
    const after = await ruleSetInForce(tx, input.organizationId);
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'approval_rules.changed',
      target: { type: 'approval_rule_set', id: set!.id, label: `Versão ${set!.version}` },
      changes: {
        rules: { before: summary(before), after: summary(after) },
        // Only when it changed: most saves are about the bands.
        ...(ownerOrdersNeedApproval !== ownerSettingBefore
          ? { ownerOrdersNeedApproval: { before: ownerSettingBefore, after: ownerOrdersNeedApproval } }
          : {}),
      },
    });
    return after!;
  });
}
