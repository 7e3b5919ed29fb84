import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { recordAudit } from '../platform/audit-log';
import { inTransaction } from '../platform/db';
import { call, createOperator, createTenant, uniq, withDb } from '../test/tenant';

type Page = {
  data: {
    id: string;
    seq: number;
    action: string;
    actionLabel: string;
    actor: { id: string | null };
    target: { label: string | null };
  }[];
  nextCursor: number | null;
};

/** An organization with three role changes by its owner and one key created by its admin. */
async function loggedTenant() {
  const t = await createTenant();
  const actor = (who: typeof t.owner) => ({
    type: 'user' as const,
    id: who.user.id,
    label: who.user.email,
    ip: '203.0.113.1',
    userAgent: 'Teste',
  });
  await withDb(async (db) => {
    for (let i = 0; i < 3; i++)
      await recordAudit(db, {
        organizationId: t.organization.id,
        actor: actor(t.owner),
        action: 'member.role_changed',
        target: { type: 'member', id: crypto.randomUUID(), label: `pessoa-${i}` },
        changes: { role: { before: 'member', after: 'admin' } },
      });
    await recordAudit(db, {
      organizationId: t.organization.id,
      actor: actor(t.admin),
      action: 'api_key.created',
      target: { type: 'api_key', id: crypto.randomUUID(), label: '=ERP (ak_abcd…)' },
    });
  });
  return t;
}

describe('/audit-log', () => {
  it('owners only: members and admins are refused before the query is read; another tenant sees none of ours', async () => {
    const t = await loggedTenant();
    for (const path of ['/audit-log', '/audit-log/export', '/audit-log/verify', '/audit-log?from=nao-e-data'])
      for (const who of [t.member, t.admin]) expect((await call('GET', path, { as: who })).status).toBe(403);
    const other = await createTenant();
    const page = (await (await call('GET', '/audit-log', { as: other.owner })).json()) as Page;
    expect(page.data).toEqual([]);
    const csv = await (await call('GET', '/audit-log/export', { as: other.owner })).text();
    expect(csv).not.toContain('pessoa-');
    // requireOperator: anyone but the operator gets its 401 "Not allowed".
    expect((await call('GET', '/audit-log/platform', { as: t.owner })).status).toBe(401);
  });

  it('lists newest first with filters and cursor pagination', async () => {
    const t = await loggedTenant();
    const get = async (query: string) =>
      (await (await call('GET', `/audit-log${query}`, { as: t.owner })).json()) as Page;
    const all = await get('');
    expect(all.data.map((e) => e.seq)).toEqual([4, 3, 2, 1]);
    expect(all.data[0]).toMatchObject({ action: 'api_key.created', actionLabel: 'Chave de API criada' });
    const first = await get('?limit=2');
    expect(first.data.map((e) => e.seq)).toEqual([4, 3]);
    const second = await get(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.data.map((e) => e.seq)).toEqual([2, 1]);
    expect(second.nextCursor).toBeNull();
    expect((await get('?action=member.role_changed')).data).toHaveLength(3);
    expect((await get(`?actorId=${t.admin.user.id}`)).data.map((e) => e.seq)).toEqual([4]);
    expect((await get('?targetType=api_key')).data.map((e) => e.seq)).toEqual([4]);
    expect((await get('?q=pessoa-1')).data.map((e) => e.target.label)).toEqual(['pessoa-1']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await get(`?from=${today}&to=${today}`)).data).toHaveLength(4);
    expect((await get('?from=2020-01-01&to=2020-01-31')).data).toHaveLength(0);
    expect((await call('GET', '/audit-log?action=nada', { as: t.owner })).status).toBe(400);
  });

  it('exports CSV for Excel in Portuguese: BOM, ";" and formula-safe cells', async () => {
    const t = await loggedTenant();
    const res = await call('GET', '/audit-log/export?targetType=api_key', { as: t.owner });
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/auditoria-\d{4}-\d{2}-\d{2}\.csv/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Data e hora;Ação;Código da ação;Autor;Tipo de autor;Alvo;Tipo de alvo;ID do alvo;Alterações;IP;Navegador;Sequência;Hash (início)',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';Chave de API criada;api_key.created;');
    // The target's type in words, like the screen says it.
    expect(lines[1]).toMatch(/;Chave de API;[0-9a-f-]{36};/);
    expect(lines[1]).toContain(';"\'=ERP (ak_abcd…)";');
  });

  it('verify answers ok, then names the first broken entry after a direct change', async () => {
    const t = await loggedTenant();
    expect(await (await call('GET', '/audit-log/verify', { as: t.owner })).json()).toEqual({
      ok: true,
      checked: 4,
      firstBroken: null,
    });
    const [victim] = await withDb((db) =>
      db.select().from(auditLog).where(eq(auditLog.chain, t.organization.id)).orderBy(auditLog.seq).offset(1).limit(1),
    );
    await withDb((db) =>
      inTransaction(db, async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx
          .update(auditLog)
          .set({ actorLabel: `intruso-${uniq()}` })
          .where(eq(auditLog.id, victim!.id));
      }),
    );
    expect(await (await call('GET', '/audit-log/verify', { as: t.owner })).json()).toEqual({
      ok: false,
      checked: 2,
      firstBroken: { seq: 2, id: victim!.id, createdAt: victim!.createdAt.toISOString(), reason: 'hash_mismatch' },
    });
  });

  it('the operator reads and verifies the platform log; owners cannot', async () => {
    const operator = await createOperator();
    const email = `desconhecido-${uniq()}@teste.abastece.dev`;
    await call('POST', '/auth/sign-in/credentials', { body: { email, password: 'qualquer-coisa' } });
    const page = (await (await call('GET', `/audit-log/platform?q=${email}`, { as: operator })).json()) as Page;
    expect(page.data).toEqual([
      expect.objectContaining({ action: 'auth.sign_in_failed', target: expect.objectContaining({ label: email }) }),
    ]);
    const verified = (await (await call('GET', '/audit-log/platform/verify', { as: operator })).json()) as {
      ok: boolean;
    };
    expect(verified.ok).toBe(true);
    const csv = await call('GET', `/audit-log/platform/export?q=${email}`, { as: operator });
    const text = await csv.text();
    expect(text).toContain(email);
    // How the attempt came in, in words: never the code the API keeps.
    expect(text).toContain('Forma de entrada: e-mail e senha; Motivo: e-mail desconhecido');
    expect(text).not.toContain('credentials');
    const t = await createTenant();
    expect((await call('GET', '/audit-log/platform/verify', { as: t.owner })).status).toBe(401);
  });
});
