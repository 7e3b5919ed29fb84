import { and, eq, lte, sql } from 'drizzle-orm';
import { featureUsages } from '../../db/schema/billing';
import { organizations } from '../../db/schema/organizations';
import type { DbOrTx } from '../platform/db';
import type { Cycle } from './plans';

export type UsageWindow = typeof featureUsages.$inferSelect;

/** anchor + k cycles, in SQL (month arithmetic clamps to the month's end, from the anchor each time). */
const cycleStart = (k: ReturnType<typeof sql>) => sql`case ${featureUsages.cycle}
  when 'day' then ${featureUsages.anchorAt} + make_interval(days => ${k})
  when 'week' then ${featureUsages.anchorAt} + make_interval(weeks => ${k})
  when 'month' then ${featureUsages.anchorAt} + make_interval(months => ${k})
  else ${featureUsages.anchorAt} + make_interval(years => ${k}) end`;

/** Whole cycles between the anchor and `now` (never fewer than the row already counts). */
const cyclesElapsed = (now: Date) => sql`greatest(${featureUsages.cycleIndex}, (case ${featureUsages.cycle}
  when 'day' then floor(extract(epoch from (${now.toISOString()}::timestamptz - ${featureUsages.anchorAt})) / 86400)
  when 'week' then floor(extract(epoch from (${now.toISOString()}::timestamptz - ${featureUsages.anchorAt})) / 604800)
  when 'month' then extract(year from age(${now.toISOString()}::timestamptz, ${featureUsages.anchorAt})) * 12 + extract(month from age(${now.toISOString()}::timestamptz, ${featureUsages.anchorAt}))
  else extract(year from age(${now.toISOString()}::timestamptz, ${featureUsages.anchorAt})) end)::int)`;

/**
 * Moves every window whose cycle ended to the cycle `now` falls in, and
 * clears its quota e-mail mark. Idempotent: a window is only touched while
 * its next reset is due, so running it twice (or concurrently) rolls once.
 */
export async function rollDueWindows(db: DbOrTx, now: Date, organizationId?: string): Promise<number> {
  let rolled = 0;
  // One pass jumps straight to the current cycle; a second one only when
  // month-end clamping left the computed cycle one short.
  for (let pass = 0; pass < 3; pass++) {
    const k = cyclesElapsed(now);
    const rows = await db
      .update(featureUsages)
      .set({
        cycleIndex: k,
        lastReset: sql`${cycleStart(k)}`,
        nextReset: sql`${cycleStart(sql`${k} + 1`)}`,
        quotaNotifiedAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          lte(featureUsages.nextReset, now),
          organizationId ? eq(featureUsages.organizationId, organizationId) : undefined,
        ),
      )
      .returning({ id: featureUsages.id });
    if (rows.length === 0) break;
    rolled += rows.length;
  }
  return rolled;
}

/**
 * The organization's current window for a feature, created on first use and
 * anchored at the organization's creation, rolled forward when due.
 */
export async function currentWindow(
  db: DbOrTx,
  organizationId: string,
  slug: string,
  cycle: Cycle,
  now = new Date(),
): Promise<UsageWindow> {
  await db.execute(sql`
    insert into ${featureUsages} (organization_id, slug, cycle, anchor_at, cycle_index, last_reset, next_reset)
    select ${organizationId}, ${slug}, ${cycle}, o.created_at, 0, o.created_at,
      o.created_at + ${sql.raw(`interval '1 ${cycle}'`)}
    from ${organizations} o where o.id = ${organizationId}
    on conflict (organization_id, slug) do nothing`);
  await rollDueWindows(db, now, organizationId);
  const [row] = await db
    .select()
    .from(featureUsages)
    .where(and(eq(featureUsages.organizationId, organizationId), eq(featureUsages.slug, slug)));
  return row!;
}
