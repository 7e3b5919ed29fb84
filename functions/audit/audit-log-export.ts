import { and, desc, lt } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { AUDIT_ACTIONS, type AuditAction } from '../platform/audit-actions';
import { AUDIT_ACTOR_TYPE, auditChangesText, auditInstantText, AUDIT_TARGET_LABELS } from './audit-words';
import type { AppConfig } from '../platform/env';
import type { Db } from '../platform/db';
import { csvStream, EXPORT_BATCH_SIZE } from '../orders/read/purchase-orders-export.service';
import { hashPrefix } from './audit-log.responses';
import type { AuditFilter } from './audit-log.schemas';
import { auditWhere } from './audit-log.service';

export const AUDIT_COLUMNS = [
  'Data e hora',
  'Ação',
  'Código da ação',
  'Autor',
  'Tipo de autor',
  'Alvo',
  'Tipo de alvo',
  'ID do alvo',
  'Alterações',
  'IP',
  'Navegador',
  'Sequência',
  'Hash (início)',
];

export type AuditExportFilter = AuditFilter & { chain: string };

/** One batch, newest first by sequence, after the cursor (keyset on (chain, seq)). */
export async function auditBatch(db: Db, filter: AuditExportFilter, cursor: number | null, limit: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(auditWhere(filter.chain, filter), cursor ? lt(auditLog.seq, cursor) : undefined))
    .orderBy(desc(auditLog.seq))
    .limit(limit);
  return {
    next: rows.length === limit ? rows.at(-1)!.seq : null,
    rows: rows.map((r) => [
      auditInstantText(r.createdAt, 'second'),
      AUDIT_ACTIONS[r.action as AuditAction] ?? r.action,
      r.action,
      r.actorLabel ?? '',
      (AUDIT_ACTOR_TYPE as Record<string, string>)[r.actorType] ?? r.actorType,
      r.targetLabel ?? '',
      AUDIT_TARGET_LABELS[r.targetType] ?? r.targetType,
      r.targetId ?? '',
      auditChangesText(r.changes, r.action),
      r.ip ?? '',
      r.userAgent ?? '',
      String(r.seq),
      hashPrefix(r.hash),
    ]),
  };
}

/** The same CSV as the orders' export (BOM, ";", formula-safe cells), streamed in keyset batches. */
export const auditCsv = (
  config: Pick<AppConfig, 'DATABASE_URL' | 'NEON_WS_PROXY'>,
  filter: AuditExportFilter,
  batchSize = EXPORT_BATCH_SIZE,
) => csvStream(config, AUDIT_COLUMNS, auditBatch, filter, batchSize);
