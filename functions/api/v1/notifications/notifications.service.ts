import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notifications } from '../../../../db/schema/notifications';
import type { Db } from '../../../lib/db';

/** The bell: the user's latest notifications and how many are unread (only the user's own). */
export async function listNotifications(db: Db, userId: string, limit: number) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { rows, unread: unread!.value };
}

/** Marks the given notifications (or all) read; others' ids change nothing. */
export async function markNotificationsRead(db: Db, userId: string, ids?: string[]) {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return updated.length;
}
