import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { config } from '../platform/env';
import { createDb, type Db } from '../platform/db';
import { planTemplateOf } from './plan-template';
import { randomCnpj, uniq, withDb } from './tenant';

/**
 * A database of its own, copied from the migrated template, for a test that reads query plans at
 * 10,000–100,000 rows. A plan depends on the tables' statistics and visibility map; in the suite's
 * database every other file's open transaction holds back the horizon VACUUM marks pages all-visible
 * by (the horizon is per database), and its rows change the statistics. Here nobody else connects,
 * so these tests run beside the rest of the suite instead of after it, one at a time.
 *
 * The copy is left to the run's end (the test cluster is thrown away): dropping it would cut the
 * bridge's pooled connections to it.
 */
export async function withPlanDatabase<T>(work: (db: Db) => Promise<T>, connections = 2): Promise<T> {
  const url = new URL(env.DATABASE_URL);
  const name = `plans_${uniq()}${uniq()}`;
  await withDb((db) =>
    db.execute(sql.raw(`create database "${name}" template "${planTemplateOf(url.pathname.slice(1))}"`)),
  );
  url.pathname = `/${name}`;
  const own = createDb(config({ ...env, DATABASE_URL: url.toString() }), connections);
  try {
    return await work(own.db);
  } finally {
    await own.close();
  }
}

/**
 * The time a test that loads its 10,000–100,000 rows (with their triggers, then VACUUM ANALYZE) may
 * take: bulk work, about 10 s on two idle cores, and past the suite's 20 s on one busy core (the
 * scorecard's 100,000 orders timed out in `taskset -c 0 .ci/run`). A stall still ends sooner and
 * names itself: the server's lock_timeout (10 s) and the stall reporter.
 */
export const PLAN_LOAD_TIMEOUT = 60_000;

/** An organization and a member of it, the least a plan's orders need. */
export async function planBuyer(db: Db): Promise<{ organizationId: string; userId: string }> {
  const id = uniq();
  const { rows } = await db.execute<{ organization_id: string; user_id: string }>(sql`
    with o as (
      insert into organizations (name, slug, cnpj) values (${`Plano ${id}`}, ${`plano-${id}`}, ${randomCnpj()}) returning id
    ), u as (
      insert into users (name, email) values (${`Comprador ${id}`}, ${`plano-${id}@teste.dev`}) returning id
    ), m as (
      insert into members (organization_id, user_id, role) select o.id, u.id, 'owner' from o, u
    )
    select o.id as organization_id, u.id as user_id from o, u`);
  return { organizationId: rows[0]!.organization_id, userId: rows[0]!.user_id };
}

/** A supplier and a category, the least a plan's products need. */
export async function planSupplier(db: Db): Promise<{ supplierId: string; categoryId: string }> {
  const id = uniq();
  const { rows } = await db.execute<{ supplier_id: string; category_id: string }>(sql`
    with s as (
      insert into suppliers (name, email, cnpj, color)
      values (${`Atacado Volume ${id}`}, ${`v${id}@teste.dev`}, ${randomCnpj()}, '#0f766e') returning id
    ), c as (
      insert into categories (name) values (${`Volume ${id}`}) returning id
    )
    select s.id as supplier_id, c.id as category_id from s, c`);
  return { supplierId: rows[0]!.supplier_id, categoryId: rows[0]!.category_id };
}
