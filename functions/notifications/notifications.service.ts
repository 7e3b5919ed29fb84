import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import { members } from '../../db/schema/organizations';
import type { EmailChoice } from './email-choices';
import type { Db } from '../platform/db';

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

/** What a member turned off by e-mail in their organization (email-choices.ts). */
export async function emailOptOutsOf(db: Db, membershipId: string) {
  const [row] = await db.select({ optOuts: members.emailOptOuts }).from(members).where(eq(members.id, membershipId));
  return row?.optOuts ?? [];
}

/**
 * Turns e-mails on (true) or off (false) for the member, in one statement so two tabs saving
 * different choices at once both count; answers the list as it now is.
 */
export async function setEmailChoices(db: Db, membershipId: string, choices: Partial<Record<EmailChoice, boolean>>) {
  const entries = Object.entries(choices) as [EmailChoice, boolean][];
  const off = entries.filter(([, on]) => !on).map(([key]) => key);
  const on = entries.filter(([, want]) => want).map(([key]) => key);
  const textArray = (keys: string[]) =>
    sql`array[${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}]::text[]`;
  const [row] = await db
    .update(members)
    .set({
      emailOptOuts: sql`array(select distinct x from unnest(array_cat(${members.emailOptOuts}, ${textArray(off)})) x
        where not (x = any(${textArray(on)})) order by x)`,
      updatedAt: sql`now()`,
    })
    .where(eq(members.id, membershipId))
    .returning({ optOuts: members.emailOptOuts });
  return row?.optOuts ?? [];
}
