import { sql } from 'drizzle-orm';
import type { AuditChanges } from '../../db/schema/audit';
import type { DbOrTx } from './db';
import type { AuditAction } from './audit-actions';

/** Who did it, as the request knew them (functions/platform/audit-actor.ts builds it from a request). */
export interface AuditActor {
  type: 'user' | 'api_key' | 'supplier_key' | 'system';
  id: string | null;
  /** "Ana Souza <ana@…>", "ak_live_3f2a…", "Sistema". */
  label: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  /** Null: the platform operator's log. */
  organizationId: string | null;
  actor: AuditActor;
  action: AuditAction;
  target: { type: string; id: string | null; label?: string | null };
  /** Before/after of the fields changed; a secret is never a value here (say `{ after: 'alterado' }`). */
  changes?: AuditChanges | null;
  /** When it happened; now unless a test or an import says otherwise. */
  at?: Date;
}

export const SYSTEM_ACTOR: AuditActor = { type: 'system', id: null, label: 'Sistema', ip: null, userAgent: null };

export const auditChainOf = (organizationId: string | null) => organizationId ?? 'platform';

/** A field whose name says it holds a secret never goes into `changes` (a bug, caught before it is written). */
const SECRET_FIELD = /secret|token|password|hash|api_?key|^key$/i;

function assertNoSecretFields(changes: AuditChanges): void {
  const bad = Object.keys(changes).find((k) => SECRET_FIELD.test(k));
  if (bad) throw new Error(`audit entry must not carry the field "${bad}"`);
}

/**
 * `changes` as jsonb will give it back: JSON.stringify's view (dates become ISO strings, undefined
 * goes away), so the hash computed now is the one verification recomputes from the stored row.
 */
function asStoredJson(changes: AuditChanges | null | undefined): AuditChanges | null {
  if (!changes || Object.keys(changes).length === 0) return null;
  assertNoSecretFields(changes);
  return JSON.parse(JSON.stringify(changes)) as AuditChanges;
}

/** How a key appears in the log: its name and its public prefix, never more of it. */
export const auditKeyLabel = (name: string, prefix: string) => `${name} (${prefix}…)`;

/** JSON with object keys sorted at every depth: what jsonb gives back hashes as what was written. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The part of an entry its hash covers besides the previous hash and the sequence number. */
export function auditBody(row: {
  organizationId: string | null;
  actorType: string;
  actorId: string | null;
  actorLabel: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  changes: AuditChanges | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
}): string {
  return canonicalJson([
    row.organizationId,
    row.actorType,
    row.actorId,
    row.actorLabel,
    row.action,
    row.targetType,
    row.targetId,
    row.targetLabel,
    row.changes,
    row.ip,
    row.userAgent,
    row.createdAt.toISOString(),
  ]);
}

/**
 * Appends one entry to its chain, in the caller's transaction and in one statement: the head row's
 * upsert takes the next sequence number and computes the hash (sha256 of previous hash | seq | body)
 * under its row lock, so concurrent appends to one chain queue there and never fork it.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await auditInsert(db, entry);
}

/**
 * recordAudit's statement, not yet sent: for a `batch` that writes the entry with the change it
 * records (the chain's head is locked when the statement runs, not before).
 *
 * Append entries after the transaction's other changes (only outbox rows may follow): the chain head is
 * then the last lock a writer takes, and two writers that share other rows — a supplier's scorecard
 * day, kept by triggers on supplier_orders — never hold one while waiting for the other
 * (orders/answer/lock-order.test.ts: a supplier's answer and the buyer's approval deadlocked).
 */
export function auditInsert(db: DbOrTx, entry: AuditEntry) {
  const chain = auditChainOf(entry.organizationId);
  const row = {
    organizationId: entry.organizationId,
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    actorLabel: entry.actor.label,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label ?? null,
    changes: asStoredJson(entry.changes),
    ip: entry.actor.ip,
    userAgent: entry.actor.userAgent,
    createdAt: entry.at ?? new Date(),
  };
  const body = auditBody(row);
  return db.execute(sql`
    with head as (
      insert into audit_chain_heads as h (chain, seq, prev_hash, hash)
      values (${chain}, 1, '', encode(sha256(convert_to('|1|' || ${body}::text, 'UTF8')), 'hex'))
      on conflict (chain) do update set
        seq = h.seq + 1,
        prev_hash = h.hash,
        hash = encode(sha256(convert_to(h.hash || '|' || (h.seq + 1)::text || '|' || ${body}::text, 'UTF8')), 'hex'),
        updated_at = now()
      returning seq, prev_hash, hash
    )
    insert into audit_log (chain, organization_id, seq, actor_type, actor_id, actor_label, action, target_type,
      target_id, target_label, changes, ip, user_agent, created_at, prev_hash, hash)
    select ${chain}, ${row.organizationId}, head.seq, ${row.actorType}, ${row.actorId}, ${row.actorLabel},
      ${row.action}, ${row.targetType}, ${row.targetId}, ${row.targetLabel},
      ${row.changes === null ? null : JSON.stringify(row.changes)}::jsonb, ${row.ip}, ${row.userAgent},
      ${row.createdAt.toISOString()}::timestamptz, head.prev_hash, head.hash
    from head`);
}
