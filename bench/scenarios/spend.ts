import { spend } from '../fixtures';
import { scenario } from '../scenario';
import { measureSpend } from '../spend-scenario';
import { fmt } from '../timing';

/** Spend analytics: the screen's six SQL answers vs fetching the period's lines and aggregating in JS. */
export default scenario({
  name: 'spend',
  summary: "spend analytics over 12 months of 100,000 orders: the screen's six answers against naive",
  async prepare(ctx) {
    return spend(ctx);
  },
  async measure({ stack, report }, fixture) {
    const run = await measureSpend(stack.baseUrl, stack.databaseUrl, fixture);
    const orders = fixture.orders.toLocaleString('en-US');
    report.note(`Spend analytics' organization: ${fixture.orders} orders, ${fixture.lines} lines.`);
    report.line(
      `spend analytics, 12 months of ${orders} orders, ${run.lines.toLocaleString('en-US')} lines in the period (API: the screen's 6 answers, one SQL statement each)`,
      `${fmt(run.apiMs)} ms`,
      `naive, each answer fetching the lines and aggregating in JS (same spent total: R$ ${fmt(run.spent, 2)}): ${fmt(run.naiveMs)} ms`,
      `${fmt(run.naiveMs / run.apiMs, 1)}x faster`,
    );
    report.line(
      `spend by month with the period's totals, 12 months of ${orders} orders (API: one answer)`,
      `${fmt(run.monthsMs)} ms`,
      `naive fetch-lines-and-aggregate ${fmt(run.naiveMonthsMs)} ms`,
      `${fmt(run.naiveMonthsMs / run.monthsMs, 1)}x faster`,
    );
  },
});
