import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import type { PlanDefinition } from '../billing/plans';
import { effectivePlan } from '../billing/subscription-state';
import { inTransaction, type Db } from '../platform/db';
import { auditChainOf } from '../platform/audit-log';

const DAY_MS = 24 * 3600 * 1000;

/** How long each plan keeps its audit log; the platform's log is kept as long as the longest. */
export const AUDIT_RETENTION_DAYS: Record<PlanDefinition['slug'], number> = { free: 90, pro: 730 };
export const PLATFORM_AUDIT_RETENTION_DAYS = 730;

/**
 * Deletes a chain's entries older than `cutoff` — always a prefix in sequence order, so what stays is
 * still one unbroken chain — and moves the head's anchor (prunedThroughSeq, prunedHash: the last
 * deleted entry's hash) so verification starts from there. The trigger lets the DELETE through only
 * with abastece.audit_retention set for this transaction.
 */
export async function pruneAuditChain(db: Db, chain: string, cutoff: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select set_config('abastece.audit_retention', 'on', true)`);
    // The head's row lock: appends to this chain wait until the anchor and the deletion commit.
    const [anchor] = (
      await tx.execute<{ seq: string | null; hash: string | null }>(sql`
        with locked as (select chain from audit_chain_heads where chain = ${chain} for update)
        select l.seq::text as seq, l.hash
        from locked join audit_log l on l.chain = locked.chain
        where l.created_at < ${cutoff.toISOString()}::timestamptz
        order by l.seq desc
        limit 1`)
    ).rows;
    if (!anchor?.seq) return 0;
    const through = Number(anchor.seq);
    await tx.execute(sql`
      update audit_chain_heads set pruned_through_seq = ${through}, pruned_hash = ${anchor.hash}, updated_at = now()
      where chain = ${chain} and pruned_through_seq < ${through}`);
    const removed = await tx
      .delete(auditLog)
      .where(and(eq(auditLog.chain, chain), sql`${auditLog.seq} <= ${through}`))
      .returning({ id: auditLog.id });
    return removed.length;
  });
}

/** The daily job: every organization's log by its plan's retention, and the platform's. */
export async function pruneAuditLogs(db: Db, now = new Date()): Promise<number> {
  const shortest = Math.min(...Object.values(AUDIT_RETENTION_DAYS));
  const candidates = await db
    .selectDistinct({ organizationId: auditLog.organizationId })
    .from(auditLog)
    .where(
      and(isNotNull(auditLog.organizationId), lt(auditLog.createdAt, new Date(now.getTime() - shortest * DAY_MS))),
    );
  let removed = 0;
  for (const { organizationId } of candidates) {
    const { plan } = await effectivePlan(db, organizationId!);
    const days = AUDIT_RETENTION_DAYS[plan.slug];
    removed += await pruneAuditChain(db, auditChainOf(organizationId), new Date(now.getTime() - days * DAY_MS));
  }
  removed += await pruneAuditChain(
    db,
    auditChainOf(null),
    new Date(now.getTime() - PLATFORM_AUDIT_RETENTION_DAYS * DAY_MS),
  );
  return removed;
}
