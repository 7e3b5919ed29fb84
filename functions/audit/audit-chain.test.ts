import { env } from 'cloudflare:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditChainHeads, auditLog } from '../../db/schema/audit';
import { config } from '../platform/env';
import { createDb, inTransaction, type Db } from '../platform/db';
import { grantPro } from '../test/billing';
import { call, createTenant, withDb } from '../test/tenant';
import { auditChainOf, recordAudit, SYSTEM_ACTOR, type AuditEntry } from '../platform/audit-log';
import { pruneAuditChain, pruneAuditLogs } from './audit-retention';
import { verifyAuditChain } from './audit-verify';

const DAY = 24 * 3600 * 1000;

const entry = (organizationId: string, i: number, at?: Date): AuditEntry => ({
  organizationId,
  actor: { ...SYSTEM_ACTOR, ip: '198.51.100.7', userAgent: 'Teste' },
  action: 'member.role_changed',
  target: { type: 'member', id: crypto.randomUUID(), label: `Pessoa ${i} — “ção” 🍅` },
  changes: { role: { before: 'member', after: 'admin' }, at: { after: new Date(Date.UTC(2026, 10, i + 1)) } },
  at,
});

/** An organization whose chain has `n` entries, one after another. */
async function chainOf(n: number, at?: (i: number) => Date) {
  const t = await createTenant();
  for (let i = 1; i <= n; i++) await withDb((db) => recordAudit(db, entry(t.organization.id, i, at?.(i))));
  const rows = await withDb((db) =>
    db.select().from(auditLog).where(eq(auditLog.chain, t.organization.id)).orderBy(asc(auditLog.seq)),
  );
  return { t, chain: auditChainOf(t.organization.id), rows };
}

/** Changes the log behind the trigger's back, as someone with database access could. */
const tamper = (work: (db: Db) => Promise<unknown>) =>
  withDb((db) =>
    inTransaction(db, async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await work(tx);
    }),
  );

describe('audit chain', () => {
  it('a fresh chain verifies: contiguous seq, each hash over the previous one (unicode and dates in changes)', async () => {
    const { chain, rows } = await chainOf(5);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0]!.prevHash).toBe('');
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prevHash).toBe(rows[i - 1]!.hash);
    expect(await withDb((db) => verifyAuditChain(db, chain))).toEqual({ ok: true, checked: 5, firstBroken: null });
  });

  it('a field changed directly in the database fails verification, naming that entry', async () => {
    const { chain, rows } = await chainOf(5);
    const victim = rows[2]!;
    await tamper((db) => db.update(auditLog).set({ targetLabel: 'outra pessoa' }).where(eq(auditLog.id, victim.id)));
    expect(await withDb((db) => verifyAuditChain(db, chain))).toEqual({
      ok: false,
      checked: 3,
      firstBroken: { seq: 3, id: victim.id, createdAt: victim.createdAt.toISOString(), reason: 'hash_mismatch' },
    });
  });

  it('changes rewritten with a recomputed hash still break the next link', async () => {
    const { chain, rows } = await chainOf(4);
    await tamper((db) =>
      db
        .update(auditLog)
        .set({ changes: null, hash: 'f'.repeat(64) })
        .where(eq(auditLog.id, rows[1]!.id)),
    );
    const result = await withDb((db) => verifyAuditChain(db, chain));
    expect(result.firstBroken).toMatchObject({ seq: 2, reason: 'hash_mismatch' });
  });

  it('a middle row deleted: the first broken entry is the one after the gap', async () => {
    const { chain, rows } = await chainOf(5);
    await tamper((db) => db.delete(auditLog).where(eq(auditLog.id, rows[2]!.id)));
    expect(await withDb((db) => verifyAuditChain(db, chain))).toMatchObject({
      ok: false,
      checked: 2,
      firstBroken: { seq: 4, id: rows[3]!.id, reason: 'seq_gap' },
    });
  });

  it('the last row deleted: detected through the chain head', async () => {
    const { chain, rows } = await chainOf(3);
    await tamper((db) => db.delete(auditLog).where(eq(auditLog.id, rows[2]!.id)));
    expect(await withDb((db) => verifyAuditChain(db, chain))).toEqual({
      ok: false,
      checked: 2,
      firstBroken: { seq: 3, id: null, createdAt: null, reason: 'missing_tail' },
    });
  });

  it('20 concurrent appends to one chain: contiguous seq and a valid chain', async () => {
    const t = await createTenant();
    const pool = createDb(config(env), 20);
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          inTransaction(pool.db, async (tx) => {
            await recordAudit(tx, entry(t.organization.id, i));
            await tx.execute(sql`select pg_sleep(0.01)`);
          }),
        ),
      );
    } finally {
      await pool.close();
    }
    const chain = auditChainOf(t.organization.id);
    const seqs = await withDb((db) =>
      db.select({ seq: auditLog.seq }).from(auditLog).where(eq(auditLog.chain, chain)).orderBy(asc(auditLog.seq)),
    );
    expect(seqs.map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await withDb((db) => verifyAuditChain(db, chain))).toEqual({ ok: true, checked: 20, firstBroken: null });
  });

  it('the append-only trigger refuses UPDATE and DELETE; retention may delete within its transaction', async () => {
    const { rows } = await chainOf(2);
    const refused = async (work: Promise<unknown>) => {
      const error = await work.then(
        () => null,
        (e: unknown) => e as { cause?: { message?: string }; message?: string },
      );
      expect(`${error?.message} ${error?.cause?.message ?? ''}`).toContain('append-only');
    };
    await refused(withDb((db) => db.update(auditLog).set({ ip: null }).where(eq(auditLog.id, rows[0]!.id))));
    await refused(withDb((db) => db.delete(auditLog).where(eq(auditLog.id, rows[0]!.id))));
    const [kept] = await withDb((db) => db.select().from(auditLog).where(eq(auditLog.id, rows[0]!.id)));
    expect(kept).toEqual(rows[0]);
  });

  it('deleting the organization takes its log with it (the trigger allows it once the organization is gone)', async () => {
    const { t, chain } = await chainOf(2);
    const res = await call('DELETE', `/organization/${t.organization.id}`, { as: t.owner });
    expect(res.status).toBe(200);
    expect(await withDb((db) => db.select().from(auditLog).where(eq(auditLog.chain, chain)))).toEqual([]);
  });

  it('retention prunes the oldest entries and moves the anchor: verification still passes, appends go on', async () => {
    const now = Date.now();
    const { t, chain, rows } = await chainOf(5, (i) => new Date(now - (10 - i) * DAY));
    const removed = await withDb((db) => pruneAuditChain(db, chain, rows[3]!.createdAt));
    expect(removed).toBe(3);
    const [head] = await withDb((db) => db.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain)));
    expect(head).toMatchObject({ seq: 5, prunedThroughSeq: 3, prunedHash: rows[2]!.hash });
    expect(await withDb((db) => verifyAuditChain(db, chain))).toEqual({ ok: true, checked: 2, firstBroken: null });
    await withDb((db) => recordAudit(db, entry(t.organization.id, 6)));
    expect(await withDb((db) => verifyAuditChain(db, chain))).toEqual({ ok: true, checked: 3, firstBroken: null });
    // Deleting past the anchor by hand is still caught.
    await tamper((db) => db.delete(auditLog).where(and(eq(auditLog.chain, chain), eq(auditLog.seq, 4))));
    expect((await withDb((db) => verifyAuditChain(db, chain))).firstBroken).toMatchObject({
      seq: 5,
      reason: 'seq_gap',
    });
  });

  it('the daily job keeps 90 days on Free and 2 years on Pro', async () => {
    const now = Date.now();
    const ages = [800, 400, 100, 10];
    const at = (i: number) => new Date(now - ages[i - 1]! * DAY);
    const free = await chainOf(4, at);
    const pro = await chainOf(4, at);
    await grantPro(pro.t.organization.id);
    await withDb((db) => pruneAuditLogs(db, new Date(now)));
    const left = (chain: string) =>
      withDb((db) =>
        db.select({ seq: auditLog.seq }).from(auditLog).where(eq(auditLog.chain, chain)).orderBy(asc(auditLog.seq)),
      );
    expect((await left(free.chain)).map((r) => r.seq)).toEqual([4]);
    expect((await left(pro.chain)).map((r) => r.seq)).toEqual([2, 3, 4]);
    for (const chain of [free.chain, pro.chain])
      expect((await withDb((db) => verifyAuditChain(db, chain))).ok).toBe(true);
  });
});
