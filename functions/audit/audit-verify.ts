import { and, asc, eq, gt } from 'drizzle-orm';
import { auditChainHeads, auditLog } from '../../db/schema/audit';
import type { DbOrTx } from '../platform/db';
import { auditBody } from '../platform/audit-log';

/** Rows read per query while walking a chain. */
export const VERIFY_BATCH_SIZE = 1000;

export type BrokenReason =
  /** The row's content no longer gives its hash: it was changed. */
  | 'hash_mismatch'
  /** The row does not point at the hash of the entry before it. */
  | 'prev_hash_mismatch'
  /** Sequence numbers jump: entries before this one were deleted. */
  | 'seq_gap'
  /** The chain ends before its head says it does: the newest entries were deleted. */
  | 'missing_tail'
  /** The last entry is not the one the head recorded. */
  | 'head_mismatch';

export interface VerifyResult {
  ok: boolean;
  /** Entries whose hash was recomputed. */
  checked: number;
  firstBroken: { seq: number; id: string | null; createdAt: string | null; reason: BrokenReason } | null;
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * Walks one chain in sequence order from the retention anchor (the head's prunedThroughSeq and
 * prunedHash), recomputing every hash here — not in SQL, so a tampered database cannot vouch for
 * itself — and checking each link, then that the last entry is the one the head names.
 */
export async function verifyAuditChain(db: DbOrTx, chain: string): Promise<VerifyResult> {
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain));
  if (!head) {
    const [stray] = await db.select().from(auditLog).where(eq(auditLog.chain, chain)).limit(1);
    return stray
      ? { ok: false, checked: 0, firstBroken: broken(stray, 'prev_hash_mismatch') }
      : { ok: true, checked: 0, firstBroken: null };
  }
  let expectedSeq = head.prunedThroughSeq + 1;
  let prevHash = head.prunedHash;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.chain, chain), gt(auditLog.seq, expectedSeq - 1)))
      .orderBy(asc(auditLog.seq))
      .limit(VERIFY_BATCH_SIZE);
    for (const row of rows) {
      if (row.seq !== expectedSeq) return { ok: false, checked, firstBroken: broken(row, 'seq_gap') };
      if (row.prevHash !== prevHash) return { ok: false, checked, firstBroken: broken(row, 'prev_hash_mismatch') };
      const hash = await sha256Hex(`${prevHash}|${row.seq}|${auditBody(row)}`);
      checked += 1;
      if (hash !== row.hash) return { ok: false, checked, firstBroken: broken(row, 'hash_mismatch') };
      prevHash = row.hash;
      expectedSeq += 1;
    }
    if (rows.length < VERIFY_BATCH_SIZE) break;
  }
  if (expectedSeq - 1 < head.seq)
    return { ok: false, checked, firstBroken: { seq: expectedSeq, id: null, createdAt: null, reason: 'missing_tail' } };
  if (expectedSeq - 1 !== head.seq || prevHash !== head.hash)
    return { ok: false, checked, firstBroken: { seq: head.seq, id: null, createdAt: null, reason: 'head_mismatch' } };
  return { ok: true, checked, firstBroken: null };
}

const broken = (row: { seq: number; id: string; createdAt: Date }, reason: BrokenReason) => ({
  seq: row.seq,
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  reason,
});
