import { latencyFailures, measureLatency } from '../latency';
import { scenario } from '../scenario';
import { BENCH_VARS } from '../stack';

/** Round trips per hot route with the database at edge distance (bench/latency.ts); over budget or a trip the route's own Server-Timing does not count fails the run. */
export default scenario({
  name: 'latency',
  summary: 'database round trips of each hot route behind a 25 ms delay, against the read/write budgets',
  async measure({ stack, report }) {
    const latency = await measureLatency(stack, { vars: BENCH_VARS });
    report.section('Latency under edge distance', latency.table);
    for (const failure of latencyFailures(latency)) report.fail(failure);
  },
});
