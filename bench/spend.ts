/**
 * `npx tsx bench/spend.ts`: only the spend analytics scenario of `npm run bench` (same stack, data
 * dir and fixture), for a quick look without the whole run. SKIP_BUILD=true reuses frontend/dist.
 */
import pg from 'pg';
import { spendFixture } from './spend-fixture';
import { measureSpend } from './spend-scenario';
import { startBenchStack } from './stack';

const stack = await startBenchStack();
try {
  const fixture = await spendFixture(stack.databaseUrl, stack.sessionSecret, 100_000);
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  await client.query('vacuum analyze purchase_orders, purchase_order_items');
  await client.end();
  const result = await measureSpend(stack.baseUrl, stack.databaseUrl, fixture);
  console.log(
    `spend analytics, 12 months of ${fixture.orders.toLocaleString('en-US')} orders (${fixture.lines.toLocaleString('en-US')} lines; ${result.lines.toLocaleString('en-US')} in the period): API (6 answers) ${result.apiMs.toFixed(1)} ms, months alone ${result.monthsMs.toFixed(1)} ms; naive (each answer fetches the lines, aggregates in JS) ${result.naiveMs.toFixed(1)} ms, months alone ${result.naiveMonthsMs.toFixed(1)} ms; screen ${(result.naiveMs / result.apiMs).toFixed(1)}x faster, months ${(result.naiveMonthsMs / result.monthsMs).toFixed(1)}x faster`,
  );
  console.log(
    'API per answer (median, ms):',
    Object.entries(result.perView)
      .map(([view, ms]) => `${view} ${ms.toFixed(0)}`)
      .join(', '),
  );
} finally {
  await stack.stop();
}
