import { createRequire } from 'node:module';
import type { Client as PgClient } from 'pg';
import type { BridgeCounts } from './ws-proxy';

// Loaded through require: under Vite (vitest's config and globalSetup) ESM resolution of pg picks its browser-less build oddly.
const pg = createRequire(import.meta.url)('pg') as typeof import('pg');

/**
 * What the database was doing when something waited too long: every session of the database that is
 * not idle (its state, what it waits on, who blocks it, its statement and their ages), and the
 * bridge's pool counts. Printed by the test harness when a test times out, so that a stall names its
 * cause instead of a generic "timed out".
 */
export async function stallReport(databaseUrl: string, bridgeUrl?: string): Promise<string> {
  const lines: string[] = [];
  const client: PgClient = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 5_000,
    statement_timeout: 5_000,
  });
  try {
    await client.connect();
    const { rows } = await client.query<{
      pid: number;
      state: string | null;
      wait: string | null;
      blocked_by: number[];
      query_age: string | null;
      xact_age: string | null;
      query: string | null;
    }>(`
      select pid, state, concat_ws(':', wait_event_type, wait_event) as wait, pg_blocking_pids(pid) as blocked_by,
             to_char(now() - query_start, 'HH24:MI:SS.MS') as query_age,
             to_char(now() - xact_start, 'HH24:MI:SS.MS') as xact_age,
             left(regexp_replace(query, '\\s+', ' ', 'g'), 400) as query
        from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state is distinct from 'idle'
       order by query_start`);
    lines.push(`pg_stat_activity: ${rows.length} session(s) not idle`);
    for (const row of rows) {
      const blocked = row.blocked_by.length ? ` blocked by ${row.blocked_by.join(', ')}` : '';
      lines.push(
        `  pid ${row.pid} ${row.state ?? '?'}${row.wait ? ` waiting on ${row.wait}` : ''}${blocked}; ` +
          `statement ${row.query_age ?? '?'} old, transaction ${row.xact_age ?? '-'}: ${row.query ?? ''}`,
      );
    }
  } catch (error) {
    lines.push(`pg_stat_activity: not read (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    await client.end().catch(() => undefined);
  }
  if (bridgeUrl) {
    try {
      const counts = (await (
        await fetch(`${bridgeUrl}/health`, { signal: AbortSignal.timeout(5_000) })
      ).json()) as BridgeCounts;
      const sql = counts.sql.map((p) => `${p.total} open, ${p.idle} idle, ${p.waiting} waiting`).join('; ') || 'none';
      lines.push(
        `bridge: ${counts.webSockets} WebSocket client(s); session backends ${counts.sessions.open} open, ` +
          `${counts.sessions.idle} idle; /sql pool(s): ${sql}`,
      );
    } catch (error) {
      lines.push(`bridge: not answering (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return lines.join('\n');
}
