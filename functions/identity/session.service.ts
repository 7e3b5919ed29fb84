import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema/sessions';
import type { Db } from '../platform/db';
import { notFound } from '../platform/errors';

/** The user's live sessions, most recently used first. */
export function listLiveSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
}

/** Ends one of the user's own sessions; another's (or an ended one) is not found. */
export async function revokeSession(db: Db, input: { userId: string; sessionId: string }) {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, input.sessionId), eq(sessions.userId, input.userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (!row) throw notFound('Sessão não encontrada');
}
