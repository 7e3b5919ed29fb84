import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import type { Db } from '../platform/db';
import { containsPattern } from '../platform/pagination';
import type { AuditFilter, AuditListQuery } from './audit-log.schemas';

export type AuditRow = typeof auditLog.$inferSelect;

/** The chain being read (an organization's id, or "platform") and its filters, on the (chain, seq) index. */
export const auditWhere = (chain: string, filter: AuditFilter) =>
  and(
    eq(auditLog.chain, chain),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.from
      ? sql`${auditLog.createdAt} >= (${filter.from}::date::timestamp at time zone 'America/Sao_Paulo')`
      : undefined,
    filter.to
      ? sql`${auditLog.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`
      : undefined,
    filter.q
      ? or(
          ilike(auditLog.actorLabel, containsPattern(filter.q)),
          ilike(auditLog.targetLabel, containsPattern(filter.q)),
          ilike(auditLog.targetId, containsPattern(filter.q)),
          ilike(auditLog.ip, containsPattern(filter.q)),
        )
      : undefined,
  );

/** Newest first by sequence (the chain's own order); the next page starts below the last seq. */
export async function listAuditEntries(db: Db, chain: string, query: AuditListQuery) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(auditWhere(chain, query), query.cursor ? lt(auditLog.seq, query.cursor) : undefined))
    .orderBy(desc(auditLog.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { rows: page, nextCursor: rows.length > query.limit ? page.at(-1)!.seq : null };
}
