import { naiveSpend, SPEND_VIEWS } from './spend-fixture';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Spend analytics against the naive baseline, in the same run: the API's six answers of the spend
 * screen (months with totals, suppliers, categories, cost centres, people, top products' weekly
 * prices — one SQL statement each), requested one after another, median of 9; against a naive API
 * that answers each of the six by fetching the period's lines and aggregating in JavaScript
 * (naiveSpend), median of 3; and the months' answer alone against its naive one. The period's spent
 * total must agree between both.
 */
export async function measureSpend(
  baseUrl: string,
  databaseUrl: string,
  fixture: { organizationId: string; cookie: string },
) {
  const get = async (view: string) => {
    const res = await fetch(`${baseUrl}/api/v1/spend/${view}`, { headers: { cookie: fixture.cookie } });
    if (!res.ok) throw new Error(`/spend/${view} answered ${res.status}`);
    return (await res.json()) as { totals?: { spent: number } };
  };
  const perView = new Map<string, number[]>();
  const screen = async () => {
    const started = performance.now();
    let spent = 0;
    for (const view of SPEND_VIEWS) {
      const at = performance.now();
      const body = await get(view);
      perView.set(view, [...(perView.get(view) ?? []), performance.now() - at]);
      if (body.totals) spent = body.totals.spent;
    }
    return { ms: performance.now() - started, spent };
  };
  await screen();
  await screen();
  const runs: number[] = [];
  let apiSpent = 0;
  for (let i = 0; i < 9; i++) {
    const run = await screen();
    runs.push(run.ms);
    apiSpent = run.spent;
  }
  // One answer alone (the months, with the period's totals): what the first screen paints.
  const months: number[] = [];
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    await get('months');
    months.push(performance.now() - started);
  }
  // The naive API answers each view the same way: fetch the period's lines, aggregate in JS.
  const naive: number[] = [];
  const naiveMonths: number[] = [];
  let naiveSpent = 0;
  let lines = 0;
  for (let i = 0; i < 3; i++) {
    let total = 0;
    for (const view of SPEND_VIEWS) {
      const result = await naiveSpend(databaseUrl, fixture.organizationId, view);
      total += result.ms;
      lines = result.lines;
      if (view === 'months') {
        naiveMonths.push(result.ms);
        naiveSpent = result.spent;
      }
    }
    naive.push(total);
  }
  if (Math.abs(naiveSpent - apiSpent) > 0.005)
    throw new Error(`spend: the API's spent (${apiSpent}) and the naive one (${naiveSpent}) differ`);
  return {
    apiMs: median(runs),
    monthsMs: median(months),
    naiveMs: median(naive),
    naiveMonthsMs: median(naiveMonths),
    lines,
    spent: apiSpent,
    perView: Object.fromEntries([...perView].map(([view, ms]) => [view, median(ms)])),
  };
}
