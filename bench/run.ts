/**
 * npm run bench: every figure is measured in this one run and reported as a
 * ratio to its same-run baseline, so machines and days stay comparable.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measure, type LoadResult } from './load';
import { startBenchStack } from './stack';

interface Row {
  name: string;
  result: LoadResult;
  baseline?: string;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

function table(rows: Row[]): string {
  const byName = new Map(rows.map((r) => [r.name, r.result]));
  const lines = ['| scenario | req/s | p50 ms | p95 ms | p99 ms | errors | throughput vs baseline | p95 vs baseline |', '|---|---|---|---|---|---|---|---|'];
  for (const { name, result, baseline } of rows) {
    const base = baseline ? byName.get(baseline) : undefined;
    lines.push(
      `| ${name} | ${fmt(result.rps, 0)} | ${fmt(result.p50)} | ${fmt(result.p95)} | ${fmt(result.p99)} | ${result.errors} | ${base ? `${fmt(result.rps / base.rps, 2)}x ${baseline}` : '—'} | ${base ? `${fmt(result.p95 / base.p95, 2)}x` : '—'} |`,
    );
  }
  return lines.join('\n');
}

const stack = await startBenchStack();
const rows: Row[] = [];
try {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
  const durationMs = Number(process.env.BENCH_DURATION_MS ?? 8000);
  rows.push({ name: 'GET /api/v1/health (baseline)', result: await measure(`${stack.baseUrl}/api/v1/health`, { connections, durationMs }) });
  rows.push({
    name: 'GET /api/v1/nope (worker, no database)',
    result: await measure(`${stack.baseUrl}/api/v1/nope`, { connections, durationMs }),
    baseline: 'GET /api/v1/health (baseline)',
  });
  rows.push({ name: 'GET /app (static asset)', result: await measure(`${stack.baseUrl}/app`, { connections, durationMs }), baseline: 'GET /api/v1/health (baseline)' });
} finally {
  await stack.stop();
}

const report = `# Benchmark — ${new Date().toISOString()}\n\n${table(rows)}\n\n(404s of the "nope" scenario are its expected answer.)\n`;
console.log(report);
const dir = resolve(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(resolve(dir, 'latest.md'), report);
