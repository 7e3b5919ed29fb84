import { SELF } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTenant, withDb } from './tenant';

/**
 * A stall must end as an error that names what waited, inside a test's timeout (20 s): the local
 * PostgreSQL runs with lock_timeout (stack/postgres.ts SERVER_TIMEOUTS); the request answers 503 "busy,
 * try again" (its transaction was rolled back), and its failed statement is logged with its text (never
 * its values).
 */
describe('a lock held past the lock timeout', () => {
  it('fails the waiting request within the test timeout, and its log names the waiting statement', async () => {
    const tenant = await createTenant();
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const started = Date.now();
      const res = await withDb((db) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select id from organizations where id = ${tenant.organization.id} for update`);
          return SELF.fetch('http://localhost/api/v1/organization', {
            method: 'PUT',
            headers: { cookie: tenant.owner.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Nome que espera a trava' }),
          });
        }),
      );
      const waited = Date.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(await res.json()).toMatchObject({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'O sistema está ocupado no momento. Tente de novo em alguns segundos.',
        },
      });
      // It waited for the lock until lock_timeout (10 s) and gave up on its own; that it did so
      // within this test's 20 s is the test's own timeout, not a wall-clock bound that load could break.
      expect(waited).toBeGreaterThanOrEqual(9_000);

      const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('lock timeout'));
      expect(lines, 'the 503 is logged with its cause').toHaveLength(1);
      const logged = JSON.parse(lines[0]!) as { error: string; cause: { code: string; message: string } };
      expect(logged.cause).toEqual({ code: '55P03', message: 'canceling statement due to lock timeout' });
      expect(logged.error).toMatch(/Failed query: update "organizations" set/);
      expect(logged.error).not.toContain('Nome que espera a trava');
    } finally {
      log.mockRestore();
    }
    // Nothing was half-written: the name is the one the tenant was created with.
    const [row] = await withDb((db) =>
      db.execute<{ name: string }>(sql`select name from organizations where id = ${tenant.organization.id}`),
    ).then((r) => r.rows);
    expect(row?.name).toBe(tenant.organization.name);
  });
});
