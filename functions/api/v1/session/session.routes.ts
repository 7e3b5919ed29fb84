import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import { sessions } from '../../../../db/schema/identity';
import type { AppEnv } from '../../../app-env';
import { requireSession } from '../../../lib/auth';
import { notFound } from '../../../lib/errors';
import { validate } from '../../../lib/validate';

export const sessionRoutes = new Hono<AppEnv>()
  .use(requireSession())
  // GET /session — the user's live sessions, the current one marked
  .get('/', async (c) => {
    const rows = await c.var.db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, c.var.user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(50);
    return c.json({
      data: rows.map((s) => ({
        ...s,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.id === c.var.session.id,
      })),
    });
  })
  // DELETE /session/revoke — end one of the user's sessions ("token" is the session id)
  .delete('/revoke', validate('json', z.object({ token: z.string().uuid('Sessão inválida') })), async (c) => {
    const [row] = await c.var.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(sessions.id, c.req.valid('json').token), eq(sessions.userId, c.var.user.id), isNull(sessions.revokedAt)),
      )
      .returning({ id: sessions.id });
    if (!row) throw notFound('Session not found');
    return c.json({ message: 'Sessão encerrada' });
  });
