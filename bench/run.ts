/**
 * npm run bench: every figure is measured in this one run and reported as a
 * ratio to its same-run baseline, so machines and days stay comparable.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measure, type LoadResult } from './load';
import { startBenchStack } from './stack';
import { ensureCatalogueSize } from './catalogue-fixture';
import { ordersFixture } from './orders-fixture';

interface Row {
  name: string;
  result: LoadResult;
  baseline?: string;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function firstCategoryId(baseUrl: string): Promise<string> {
  const categories = (await (await fetch(`${baseUrl}/api/v1/categorys`)).json()) as Array<{ id: string }>;
  return categories[0]!.id;
}

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
const notes: string[] = [];
try {
  const products = await ensureCatalogueSize(stack.databaseUrl, 10_000);
  const owner = await ordersFixture(stack.databaseUrl, stack.sessionSecret, 100_000);
  notes.push(`Catalogue: ${products} active products. Purchase orders in the database: ${owner.orders}.`);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
  const durationMs = Number(process.env.BENCH_DURATION_MS ?? 8000);
  rows.push({ name: 'GET /api/v1/health (baseline)', result: await measure(`${stack.baseUrl}/api/v1/health`, { connections, durationMs }) });
  rows.push({
    name: 'GET /api/v1/nope (worker, no database)',
    result: await measure(`${stack.baseUrl}/api/v1/nope`, { connections, durationMs }),
    baseline: 'GET /api/v1/health (baseline)',
  });
  rows.push({ name: 'GET /app (static asset)', result: await measure(`${stack.baseUrl}/app`, { connections, durationMs }), baseline: 'GET /api/v1/health (baseline)' });
  rows.push({
    name: 'GET /api/v1/products (catalogue page, 24 by name)',
    result: await measure(`${stack.baseUrl}/api/v1/products?limit=24`, { connections, durationMs }),
    baseline: 'GET /api/v1/health (baseline)',
  });
  rows.push({
    name: 'GET /api/v1/products?sort=price (filtered by category)',
    result: await measure(`${stack.baseUrl}/api/v1/products?limit=24&sort=price&categoryId=${await firstCategoryId(stack.baseUrl)}`, { connections, durationMs }),
    baseline: 'GET /api/v1/health (baseline)',
  });
  const signedIn = () => ({ headers: { cookie: owner.cookie } });
  rows.push({
    name: 'GET /api/v1/purchase-orders (page 1 of 100,000)',
    result: await measure(`${stack.baseUrl}/api/v1/purchase-orders`, { connections, durationMs, init: signedIn }),
    baseline: 'GET /api/v1/health (baseline)',
  });
  rows.push({
    name: 'GET /api/v1/purchase-orders?status=APPROVED&page=50',
    result: await measure(`${stack.baseUrl}/api/v1/purchase-orders?status=APPROVED&page=50`, { connections, durationMs, init: signedIn }),
    baseline: 'GET /api/v1/health (baseline)',
  });
} finally {
  await stack.stop();
}

const report = `# Benchmark — ${new Date().toISOString()}\n\n${table(rows)}\n\n${notes.join(' ')} (404s of the "nope" scenario are its expected answer.)\n`;
console.log(report);
const dir = resolve(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(resolve(dir, 'latest.md'), report);
