import { env } from 'cloudflare:test';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/sessions';
import { createUser, withDb } from './test/tenant';
import { purgeDeadSessions } from './scheduled';

describe('scheduled: dead session purge', () => {
  it('removes expired sessions and ones revoked over a week ago, and keeps live ones', async () => {
    const user = await createUser();
    const now = new Date();
    const day = 24 * 3600 * 1000;
    const rows = await withDb((db) =>
      db
        .insert(sessions)
        .values([
          { userId: user.user.id, expiresAt: new Date(now.getTime() - 1000) },
          {
            userId: user.user.id,
            expiresAt: new Date(now.getTime() + day),
            revokedAt: new Date(now.getTime() - 8 * day),
          },
          { userId: user.user.id, expiresAt: new Date(now.getTime() + day), revokedAt: new Date(now.getTime() - day) },
        ])
        .returning({ id: sessions.id }),
    );
    await purgeDeadSessions(env, now);
    const left = await withDb((db) =>
      db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, [...rows.map((r) => r.id), user.sessionId])),
    );
    expect(left.map((r) => r.id).sort()).toEqual([rows[2]!.id, user.sessionId].sort());
  });
});
