import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deadLetterJobs } from '../../db/schema/jobs';
import type { EmailJob } from '../email/email.payload';
import { config, dataEncryptionKey } from '../platform/env';
import { DEAD_LETTER_QUEUE, recordDeadLetters } from './dead-letters';
import { inboxFor } from '../test/inbox';
import { call, createOperator, createTenant, uniq, withDb } from '../test/tenant';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('dead letters (platform operator)', () => {
  it('keeps a dead job sealed, lists it without its secrets, replays it through the queue once, and discards another', async () => {
    const operator = await createOperator();
    const { member } = await createTenant();
    const to = `morto-${uniq()}@teste.abastece.dev`;
    const token = `tok${uniq()}${uniq()}`;
    const email: EmailJob = {
      kind: 'email',
      id: crypto.randomUUID(),
      to,
      template: 'forgot-password',
      data: { name: 'Ana', url: `http://localhost:8787/auth/reset-password?token=${token}` },
    };
    const other = { kind: 'noop' as const, id: crypto.randomUUID() };
    const ids = [crypto.randomUUID().replaceAll('-', ''), crypto.randomUUID().replaceAll('-', '')];
    const key = dataEncryptionKey(config(env));
    const letters = [
      { id: ids[0]!, body: email, attempts: 7 },
      { id: ids[1]!, body: other, attempts: 7 },
    ];
    expect(await withDb((db) => recordDeadLetters(db, key, DEAD_LETTER_QUEUE, letters))).toBe(2);
    expect(await withDb((db) => recordDeadLetters(db, key, DEAD_LETTER_QUEUE, letters))).toBe(0);

    const stored = await withDb((db) => db.select().from(deadLetterJobs).where(inArray(deadLetterJobs.messageId, ids)));
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(row.sealedBody).toMatch(/^enc:v1:/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.find((r) => r.messageId === ids[0])).toMatchObject({
      kind: 'email',
      jobId: email.id,
      summary: `e-mail "forgot-password" para ${to}`,
      attempts: 7,
    });

    expect((await call('GET', '/dead-letters', { as: member })).status).toBe(401);
    const list = await call('GET', '/dead-letters?limit=100', { as: operator });
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(text).not.toContain(token);
    const listed = JSON.parse(text) as {
      data: Array<{ messageId: string; summary: string }>;
      pagination: { total: number };
    };
    expect(listed.data.map((d) => d.messageId)).toEqual(expect.arrayContaining(ids));
    expect(listed.pagination.total).toBeGreaterThanOrEqual(2);

    // Replayed: the queue's consumer sends the e-mail, with the link intact.
    expect(await (await call('POST', `/dead-letters/${ids[0]}/replay`, { as: operator })).json()).toEqual({
      message: 'Job reenviado para a fila',
    });
    await expect.poll(async () => (await inboxFor(to)).length, { timeout: 20_000, interval: 250 }).toBe(1);
    expect((await inboxFor(to))[0]!.text).toContain(token);
    expect(await errorOf(await call('POST', `/dead-letters/${ids[0]}/replay`, { as: operator }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Job não encontrado',
    });

    expect(await (await call('DELETE', `/dead-letters/${ids[1]}`, { as: operator })).json()).toEqual({
      message: 'Job descartado',
    });
    expect((await call('DELETE', `/dead-letters/${ids[1]}`, { as: operator })).status).toBe(404);
    expect(await withDb((db) => db.select().from(deadLetterJobs).where(eq(deadLetterJobs.messageId, ids[1]!)))).toEqual(
      [],
    );
  });
});
