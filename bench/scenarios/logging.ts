/**
 * Usage logging on vs off, measured in one run (issue #55, point 4). Two `wrangler dev` workers of the
 * same config on the same stack and database, the same variables but USAGE_LOGGING, each with its queue
 * consumer (the logs' writes are part of what logging costs on this machine), answer the same supplier
 * API calls in interleaved rounds; the figure is the median of the rounds' ratios. Before this scenario the
 * "off" figure came from a second start of the whole stack, and the ratio read 0.70–1.40: the noise of two
 * starts on 2 cores.
 *
 * Every round of the "on" worker also checks what logging promises: each call it answered is logged once,
 * and the daily rollup counts it once. The next round starts only when the logs are written, so the
 * consumer's tail of one round never lands on the other worker's.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { measure, type LoadResult } from '../load';
import { scenario, type BenchContext } from '../scenario';
import type { BenchStack } from '../stack';
import { startDevWorker, type DevWorker } from '../workers';
import { standinOAuthVars } from '../../stack/oauth-standin';
import { standinStripeVars } from '../../stack/stripe-standin';
import { BULK_LOAD } from '../../stack/postgres';

const root = resolve(import.meta.dirname, '../..');
const ROUNDS = Number(process.env.BENCH_LOGGING_ROUNDS ?? 7);
const TARGET = 0.95;
const PATH = '/api/v1/supplier/products';
const fmt = (n: number, digits = 1) => n.toFixed(digits);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const byRps = (runs: LoadResult[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface LoggingFixture {
  apiKey: string;
  apiKeyId: string;
  /** Rows in the usage-log table when the measurement starts (the inserts' index sizes). */
  tableRows: number;
}

/** A fresh key, its secret known to the bench, for the first demo supplier (the one its products answer for). */
async function loggingFixture(databaseUrl: string): Promise<LoggingFixture> {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    const supplier = (await client.query<{ id: string }>('select id from suppliers order by name limit 1')).rows[0]!;
    const apiKey = `sk_logb${randomBytes(12).toString('hex')}`;
    const key = await client.query<{ id: string }>(
      `insert into supplier_api_keys (name, supplier_id, key_hash, key_prefix, key_last4, never_expires)
       values ('bench logging', $1, $2, $3, $4, true) returning id`,
      [supplier.id, createHash('sha256').update(apiKey).digest('hex'), apiKey.slice(0, 7), apiKey.slice(-4)],
    );
    const rows = await client.query<{ n: number }>(
      `select reltuples::bigint as n from pg_class where relname = 'supplier_api_key_usage_logs'`,
    );
    return { apiKey, apiKeyId: key.rows[0]!.id, tableRows: Math.max(0, Number(rows.rows[0]?.n ?? 0)) };
  } finally {
    await client.end();
  }
}

function wrangler(args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [resolve(root, 'node_modules/wrangler/bin/wrangler.js'), ...args], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    let err = '';
    child.stderr!.on('data', (d) => (err += d));
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`wrangler ${args[0]} exited ${code}: ${err.slice(-500)}`)),
    );
  });
}

/**
 * wrangler.toml with the worker built once, as `wrangler deploy` would upload it, for both workers: the
 * same code however long the rounds take (`wrangler dev` on the sources rebuilds whenever a file of the
 * tree changes, and a rebuild in one worker's round is its round's noise). Queue consumers kept: writing
 * the logs is part of what logging costs.
 */
async function frozenWorkerConfig(): Promise<string> {
  const dir = resolve(root, '.wrangler/bench-logging');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await wrangler(['deploy', '--dry-run', '--config', 'wrangler.toml', '--outdir', resolve(dir, 'dist')]);
  const toml = readFileSync(resolve(root, 'wrangler.toml'), 'utf8')
    .replace(/^main = "(.+)"$/m, `main = ${JSON.stringify(resolve(dir, 'dist/index.js'))}\nno_bundle = true`)
    .replace(/^directory = "(.+)"$/m, (_, assets: string) => `directory = ${JSON.stringify(resolve(root, assets))}`);
  writeFileSync(resolve(dir, 'wrangler.toml'), toml);
  return resolve(dir, 'wrangler.toml');
}

/** The variables stack/start.ts gives its worker (as bench/latency.ts' workers get them), plus these. */
function workerVars(stack: BenchStack, extra: Record<string, string>): Record<string, string> {
  return {
    DATABASE_URL: stack.databaseUrl,
    SESSION_SECRET: stack.sessionSecret,
    ENVIRONMENT: 'development',
    APP_URL: stack.baseUrl,
    SMTP_URL: `smtp://127.0.0.1:${stack.ports.smtp}`,
    NEON_WS_PROXY: `127.0.0.1:${stack.ports.wsProxy}`,
    ...standinOAuthVars(`http://127.0.0.1:${stack.ports.oauth}`),
    ...standinStripeVars(`http://127.0.0.1:${stack.ports.stripe}`),
    // The product API's per-key limit would otherwise answer 429 under load.
    SUPPLIER_KEY_RATE_LIMIT: '100000000',
    ...extra,
  };
}

/** The key's logs and its rollup's count, as the analytics read them. */
async function loggedCounts(client: pg.Client, apiKeyId: string): Promise<{ logs: number; rollup: number }> {
  const { rows } = await client.query<{ logs: number; rollup: number }>(
    `select (select count(*)::int from supplier_api_key_usage_logs where api_key_id = $1) as logs,
            (select coalesce(sum(requests), 0)::int from supplier_api_usage_daily where api_key_id = $1) as rollup`,
    [apiKeyId],
  );
  return rows[0]!;
}

/** Until the key has `expected` logs and rollup counts (at most 60 s); what it has then. */
async function drained(client: pg.Client, apiKeyId: string, expected: number) {
  const deadline = Date.now() + 60_000;
  let counts = await loggedCounts(client, apiKeyId);
  while ((counts.logs < expected || counts.rollup < expected) && Date.now() < deadline) {
    await sleep(250);
    counts = await loggedCounts(client, apiKeyId);
  }
  return counts;
}

interface Rounds {
  on: LoadResult[];
  off: LoadResult[];
  /** Calls the "on" worker answered (warm-ups included) and what the database holds for them afterwards. */
  sent: number;
  failed: number;
  logged: { logs: number; rollup: number };
}

/**
 * Interleaved rounds (the first worker alternates), each "on" round drained before the next starts. One
 * unmeasured round of each first: a fresh worker's first calls (its queue, its consumer's first batch and
 * connection) would otherwise fall on the first measured round.
 */
async function interleave(ctx: BenchContext, on: DevWorker, off: DevWorker, f: LoggingFixture): Promise<Rounds> {
  const client = new pg.Client({ connectionString: ctx.stack.databaseUrl });
  await client.connect();
  const result: Rounds = { on: [], off: [], sent: 0, failed: 0, logged: { logs: 0, rollup: 0 } };
  const headers = { 'x-api-key': f.apiKey };
  const warmUp = { ...ctx.load, durationMs: 3000 };
  try {
    const runOn = async (load = ctx.load) => {
      const r = await measure(`${on.url}${PATH}`, {
        ...load,
        init: () => {
          result.sent++;
          return { headers };
        },
      });
      result.failed += r.errors;
      result.logged = await drained(client, f.apiKeyId, result.sent);
      if (load === ctx.load) result.on.push(r);
    };
    const runOff = async (load = ctx.load) => {
      const r = await measure(`${off.url}${PATH}`, { ...load, init: () => ({ headers }) });
      result.failed += r.errors;
      if (load === ctx.load) result.off.push(r);
    };
    await runOn(warmUp);
    await runOff(warmUp);
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [runOn, runOff] : [runOff, runOn];
      for (const run of order) await run();
    }
    // The "off" worker's calls must have left nothing: only the "on" worker's are in the table.
    result.logged = await loggedCounts(client, f.apiKeyId);
  } finally {
    await client.end();
  }
  return result;
}

function report(ctx: BenchContext, r: Rounds, f: LoggingFixture) {
  const on = byRps(r.on);
  const off = byRps(r.off);
  // Each round's pair ran back to back, so the machine's drift (other work on its 2 cores) cancels within
  // a pair: the figure is the median of the rounds' ratios.
  const ratios = r.on.map((o, i) => o.rps / r.off[i]!.rps);
  const ratio = median(ratios);
  const rounds = ratios.map((x) => fmt(x, 2)).join(', ');
  ctx.report.row(`GET ${PATH} (x-api-key, logging off; median of ${ROUNDS})`, off);
  ctx.report.row(
    `GET ${PATH} (x-api-key, logging on; median of ${ROUNDS})`,
    on,
    `GET ${PATH} (x-api-key, logging off; median of ${ROUNDS})`,
  );
  ctx.report.line(
    `supplier API with usage logging on vs off (two workers on one stack, median of ${ROUNDS} interleaved rounds' ratios)`,
    `${fmt(on.rps, 0)} req/s on, p95 ${fmt(on.p95)} ms`,
    `${fmt(off.rps, 0)} req/s off, p95 ${fmt(off.p95)} ms`,
    `${fmt(ratio, 2)} (rounds: ${rounds})`,
    `≥ ${TARGET}`,
    ratio >= TARGET,
  );
  ctx.report.note(
    `Usage logging: ${r.sent} calls answered with logging on (${r.failed} failed), ${r.logged.logs} logged, ${r.logged.rollup} counted in the daily rollup; the table held about ${f.tableRows.toLocaleString('en-US')} logs before.`,
  );
  if (r.failed > 0) ctx.report.fail(`usage logging: ${r.failed} supplier API calls failed under load`);
  else if (r.logged.logs !== r.sent || r.logged.rollup !== r.sent)
    ctx.report.fail(
      `usage logging: ${r.sent} calls answered, ${r.logged.logs} logged and ${r.logged.rollup} in the rollup (each must be logged once)`,
    );
}

export default scenario<LoggingFixture>({
  name: 'logging',
  summary: 'supplier API with usage logging on vs off: two workers on one stack, interleaved rounds (target ≥ 0.95)',
  prepare: (ctx) => loggingFixture(ctx.stack.databaseUrl),
  async measure(ctx, fixture) {
    const config = await frozenWorkerConfig();
    const start = (port: number, logging: 'on' | 'off') =>
      startDevWorker({
        config,
        port,
        probe: '/api/v1/health/live',
        vars: workerVars(ctx.stack, { USAGE_LOGGING: logging }),
      });
    const workers: DevWorker[] = [];
    try {
      const on = await start(Number(process.env.BENCH_LOGGING_ON_PORT ?? 8813), 'on');
      workers.push(on);
      const off = await start(Number(process.env.BENCH_LOGGING_OFF_PORT ?? 8814), 'off');
      workers.push(off);
      report(ctx, await interleave(ctx, on, off, fixture), fixture);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  },
});
