import { sql } from 'drizzle-orm';
import type { Db } from '../db';

/** One round trip to the database: readiness. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
