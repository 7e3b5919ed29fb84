import { supplierKeys } from '../fixtures';
import { scenario } from '../scenario';
import { naiveAnalytics } from '../supplier-fixture';
import { fmt, median, warmTime } from '../timing';

/** Supplier API analytics over 1,000,000 usage logs against a naive fetch-and-aggregate, and against 100,000. */
export default scenario({
  name: 'analytics',
  summary: "the operator's supplier API analytics, 365 days of 1,000,000 logs, against naive and against 100,000",
  async prepare(ctx) {
    return supplierKeys(ctx);
  },
  async measure({ stack, report }, supplier) {
    const url = (supplierId: string) =>
      `${stack.baseUrl}/api/v1/supplier-api-key/supplier/${supplierId}/analytics?days=365`;
    const rollup1M = await warmTime(url(supplier.big.supplierId), supplier.operatorCookie);
    const rollup100k = await warmTime(url(supplier.small.supplierId), supplier.operatorCookie);
    const naiveRuns: number[] = [];
    for (let i = 0; i < 3; i++)
      naiveRuns.push((await naiveAnalytics(stack.databaseUrl, supplier.big.supplierId, 365)).ms);
    const naive = median(naiveRuns);
    report.note(`Usage logs: ${supplier.big.logs} for one supplier, ${supplier.small.logs} for another.`);
    report.line(
      'supplier analytics, 365 days, 1,000,000 logs',
      `${fmt(rollup1M)} ms`,
      `naive fetch-and-aggregate ${fmt(naive)} ms`,
      `${fmt(naive / rollup1M, 1)}x faster`,
      '≥ 20x',
      naive / rollup1M >= 20,
    );
    report.line(
      'supplier analytics, 1,000,000 vs 100,000 logs',
      `${fmt(rollup1M)} ms`,
      `100,000 logs ${fmt(rollup100k)} ms`,
      `${fmt(rollup1M / rollup100k, 2)}x`,
      'nearly flat',
    );
  },
});
