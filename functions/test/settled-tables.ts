import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db';

/**
 * The tables as autovacuum leaves them once writes settle, for a test that reads query plans. VACUUM
 * marks pages all-visible (what makes an index-only scan cheap) only for rows no open transaction may
 * still need: work another test file left running (a queue job, a request still answering) holds that
 * horizon back, and the planner then prices the index-only scan as if it read the heap. So: wait until
 * no other session of this database holds a snapshot (at most 15 s; the plan assertions say the rest),
 * then vacuum and analyze.
 */
export async function settledTables(db: Db, tables: string[]): Promise<void> {
  for (const until = Date.now() + 15_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    const { rows } = await db.execute<{ holding: number }>(sql`
      select count(*)::int as holding from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_xmin is not null`);
    if (rows[0]!.holding === 0) break;
  }
  await db.execute(sql.raw(`vacuum (analyze) ${tables.join(', ')}`));
}
