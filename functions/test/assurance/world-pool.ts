import { sql, type SQL } from 'drizzle-orm';
import { withDb } from '../tenant';
import { createWorld, type World } from './world';

/**
 * Worlds for the route walks' write routes, handed out again while nothing in them has changed.
 *
 * A write route used to get a fresh world (~1 s of checkouts and an approval through the API, most of
 * each walk's time). A route whose allowed callers change nothing in the world (a shipment or an
 * incident that does not exist, a bad token, a sign-up of someone new) leaves it exactly as created, so
 * the next route may start on it: every route still starts on a world whose rows are those of a fresh
 * one, where its allowed callers succeed. Whether a route changed anything is measured, never assumed:
 * the world's state is every row of every table that names one of its ids, before and after.
 */

/**
 * Not state a route reads: the supplier key's call log and daily counts grow with every call of a key,
 * and a session's or a key's last use is touched by any call (middleware, api-key.ts).
 */
const CALL_LOGS = ['supplier_api_key_usage_logs', 'supplier_api_usage_daily'];
const TOUCHED_COLUMNS = ['last_seen_at', 'last_used_at'];

/**
 * The ids that are this world's alone: its organizations, people, sessions, catalogue, keys and
 * objects. Not the operator's user (one for the whole run, acted on by every file), only its session.
 */
export function idsOf(world: World): string[] {
  const people = [world.a.owner, world.a.admin, world.a.member, world.b.owner, world.b.admin, world.b.member];
  const supplierPeople = [world.suppliers.admin, world.suppliers.staff, world.suppliers.otherAdmin];
  return [
    world.a.organization.id,
    world.b.organization.id,
    ...[...people, ...supplierPeople].flatMap((p) => [p.user.id, p.sessionId]),
    world.operator.sessionId,
    world.catalogue.supplier.id,
    world.catalogue.city.id,
    world.catalogue.category.id,
    ...world.catalogue.products.map((p) => p.id),
    world.suppliers.otherId,
    world.suppliers.otherKey.id,
    world.supplierKey.id,
    world.orgKey.id,
    world.supplierWebhookId,
    ...Object.values(world.ids),
  ];
}

/** Every table with a uuid column and those columns, read once from the catalogue (the schema does not change in a run). */
let uuidColumns: Promise<Array<{ table: string; columns: string[] }>> | undefined;
function tablesWithUuids() {
  uuidColumns ??= withDb(async (db) => {
    const result = await db.execute<{ table_name: string; columns: string[] }>(sql`
      select c.table_name, array_agg(c.column_name::text order by c.column_name) as columns
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type = 'uuid'
      group by c.table_name order by c.table_name`);
    return result.rows
      .filter((r) => !CALL_LOGS.includes(r.table_name))
      .map((r) => ({ table: r.table_name, columns: r.columns }));
  });
  return uuidColumns;
}

/**
 * One table's rows that name an id of the world, as one hash (touched columns left out). The ids are
 * an array literal, not a subquery, so a column's index can answer for it (the tables grow with the suite).
 */
function tableHash(table: string, columns: string[], ids: SQL): SQL {
  const row = sql.raw(`(to_jsonb(t) ${TOUCHED_COLUMNS.map((c) => `- '${c}'`).join(' ')})::text`);
  const names = sql.join(
    columns.map((c) => sql`${sql.identifier(c)} = any(${ids})`),
    sql` or `,
  );
  return sql`select ${table}::text as name, (select md5(coalesce(string_agg(md5(${row}), ',' order by md5(${row})), ''))
    from ${sql.identifier(table)} t where ${names}) as hash`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A hash of every row, in every table, that names one of the world's ids: equal hashes, same world. */
export async function worldState(world: World): Promise<string> {
  const tables = await tablesWithUuids();
  const ids = idsOf(world);
  const bad = ids.find((id) => !UUID.test(id));
  if (bad) throw new Error(`not a uuid: ${bad}`);
  // Checked above, so written into the statement: one literal instead of a parameter per column.
  const literal = sql.raw(`'{${ids.join(',')}}'::uuid[]`);
  const parts = sql.join(
    tables.map((t) => tableHash(t.table, t.columns, literal)),
    sql` union all `,
  );
  const result = await withDb((db) =>
    db.execute<{ f: string }>(
      sql`select md5(string_agg(name || ':' || hash, '|' order by name)) as f from (${parts}) tables`,
    ),
  );
  return result.rows[0]!.f;
}

export interface PooledWorld {
  world: World;
  /** worldState as created. */
  state: string;
}

/**
 * A pool of worlds as created: `take` hands one out (a fresh one when none is left), `giveBack` keeps
 * it for the next route only if its state is still the one it was created with. One caller at a time
 * holds a world. `counts` says how many were built and how many routes started on a kept one.
 */
export function worldPool() {
  const kept: PooledWorld[] = [];
  let created = 0;
  let reused = 0;
  return {
    async take(): Promise<PooledWorld> {
      const world = kept.pop();
      if (world) {
        reused++;
        return world;
      }
      created++;
      const fresh = await createWorld();
      return { world: fresh, state: await worldState(fresh) };
    },
    async giveBack(pooled: PooledWorld): Promise<void> {
      if ((await worldState(pooled.world)) === pooled.state) kept.push(pooled);
    },
    counts: () => ({ created, reused }),
  };
}
