/**
 * npm run bench: every figure is measured in this one run and reported as a ratio to its same-run
 * baseline, so machines and days stay comparable.
 *
 *   npm run bench                     every scenario, in the order below
 *   npm run bench -- comparison sizes only those scenarios (their fixtures, the stack if they need it)
 *   npm run bench -- --list           the scenarios and what each measures
 *
 * Writes the report to bench/results/latest.md (a partial run: bench/results/<names>.md) and exits 1
 * when a figure misses its target.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { BULK_LOAD } from '../stack/postgres';
import { markSpaBuilt, spaIsCurrent } from '../stack/spa-build';
import { measure, type LoadResult } from './load';
import { collectReport } from './report';
import { HEALTH_ROW, type BenchContext, type Scenario } from './scenario';
import { BENCH_VARS, startBenchStack, type BenchStack } from './stack';
import analytics from './scenarios/analytics';
import catalogue from './scenarios/catalogue';
import comparison from './scenarios/comparison';
import latency from './scenarios/latency';
import logging from './scenarios/logging';
import mixed from './scenarios/mixed';
import orders from './scenarios/orders';
import runtime from './scenarios/runtime';
import scorecard from './scenarios/scorecard';
import sizes from './scenarios/sizes';
import spend from './scenarios/spend';
import supplierApi from './scenarios/supplier-api';

// Latency last: it starts two more workers on the same stack and wants the others' load gone.
const SCENARIOS: Scenario<never>[] = [
  sizes,
  runtime,
  catalogue,
  supplierApi,
  analytics,
  scorecard,
  spend,
  orders,
  comparison,
  logging,
  mixed,
  latency,
] as Scenario<never>[];

function chosen(args: string[]): Scenario<never>[] {
  if (args.includes('--list')) {
    for (const s of SCENARIOS) console.log(`${s.name.padEnd(14)} ${s.summary}`);
    process.exit(0);
  }
  const names = args.filter((a) => !a.startsWith('-'));
  const unknown = names.filter((n) => !SCENARIOS.some((s) => s.name === n));
  if (unknown.length > 0) {
    console.error(`unknown scenario(s): ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  return names.length > 0 ? SCENARIOS.filter((s) => names.includes(s.name)) : SCENARIOS;
}

/** Lets PostgreSQL finish with bulk loads (vacuum, checkpoint) before timing anything. */
async function settle(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, options: BULK_LOAD });
  await client.connect();
  try {
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/** A run without the stack (sizes alone) still measures the SPA as the sources are now. */
function buildSpaIfStale() {
  if (spaIsCurrent()) return;
  const vite = resolve(import.meta.dirname, '../node_modules/vite/bin/vite.js');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: resolve(import.meta.dirname, '..'),
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('the SPA build failed');
  markSpaBuilt();
}

const noStack = new Proxy({} as BenchStack, {
  get: () => {
    throw new Error('this scenario declared needsStack: false but used the stack');
  },
});

function context(stack: BenchStack, report: ReturnType<typeof collectReport>): BenchContext {
  const load = {
    connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
    durationMs: Number(process.env.BENCH_DURATION_MS ?? 8000),
  };
  let health: Promise<LoadResult> | undefined;
  const ctx: BenchContext = {
    stack,
    report,
    load,
    health: () =>
      (health ??= measure(`${stack.baseUrl}/api/v1/health`, load).then((result) => {
        report.row(HEALTH_ROW, result);
        return result;
      })),
    loadRow: async (name, url, init) => {
      await ctx.health();
      const result = await measure(url, { ...load, init });
      report.row(name, result, HEALTH_ROW);
      return result;
    },
  };
  return ctx;
}

const args = process.argv.slice(2);
const selected = chosen(args);
const report = collectReport();
const stack = selected.some((s) => s.needsStack !== false) ? await startBenchStack(BENCH_VARS) : undefined;
try {
  if (!stack) buildSpaIfStale();
  const ctx = context(stack ?? noStack, report);
  // Every fixture first: bulk inserts must not overlap any measurement.
  const prepared = new Map<Scenario<never>, unknown>();
  for (const s of selected) if (s.prepare) prepared.set(s, await s.prepare(ctx));
  if (stack && prepared.size > 0) await settle(stack.databaseUrl);
  for (const s of selected) {
    console.error(`[bench] ${s.name}…`);
    await s.measure(ctx, prepared.get(s) as never);
  }
} finally {
  await stack?.stop();
}

const whole = selected.length === SCENARIOS.length;
const markdown = report.markdown(whole ? 'Benchmark' : `Benchmark: ${selected.map((s) => s.name).join(', ')}`);
console.log(markdown);
const dir = resolve(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(resolve(dir, whole ? 'latest.md' : `${selected.map((s) => s.name).join('+')}.md`), markdown);
for (const warning of report.warnings) console.error(warning);
for (const failure of report.failures) console.error(failure);
if (report.failures.length > 0) process.exit(1);
