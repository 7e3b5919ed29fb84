import { scorecards, supplierKeys, supplierOrders } from '../fixtures';
import { scenario } from '../scenario';
import { naiveScorecard } from '../scorecard-fixture';
import { fmt, median, warmTime } from '../timing';

/** The supplier scorecard over its 100,000 supplier orders: SQL over kept figures vs fetch-and-aggregate. */
export default scenario({
  name: 'scorecard',
  summary: 'the supplier scorecard, 365 days of 100,000 supplier orders, against a naive fetch-and-aggregate',
  async prepare(ctx) {
    await scorecards(ctx);
    return { supplier: await supplierKeys(ctx), orders: await supplierOrders(ctx) };
  },
  async measure({ stack, report }, { supplier, orders }) {
    const api = await warmTime(
      `${stack.baseUrl}/api/v1/scorecards/operator/${supplier.big.supplierId}?days=365`,
      supplier.operatorCookie,
    );
    const naiveRuns: number[] = [];
    for (let i = 0; i < 3; i++)
      naiveRuns.push((await naiveScorecard(stack.databaseUrl, supplier.big.supplierId, 365)).ms);
    const naive = median(naiveRuns);
    report.line(
      `supplier scorecard, 365 days, ${orders.toLocaleString('en-US')} supplier orders (API: totals + weekly series in SQL)`,
      `${fmt(api)} ms`,
      `naive: fetch the orders, their lines and incidents, aggregate in JS ${fmt(naive)} ms`,
      `${fmt(naive / api, 1)}x faster`,
      '≥ 20x',
      naive / api >= 20,
    );
  },
});
