/**
 * Decisions under load (#55 point 5): fifty virtual users on one stack at once — ten restaurants' shoppers
 * browsing the catalogue and checking out, each restaurant's admin approving the orders those checkouts create, the supplier
 * acknowledging through its API key what the approvals sent, and readers of GET /health — each a closed
 * loop. Every request's time is kept by what it decides; the figures are each kind's p95 against
 * health's p95 in the same seconds (target: approvals and supplier answers within 2x).
 */
import { randomUUID } from 'node:crypto';
import { benchOrganizations, type BenchOrganization } from '../organizations-fixture';
import { API, orderLoop, send, shopperOf, type Order, type OrderLoop, type Request } from '../order-loop';
import { scenario } from '../scenario';
import { fmt } from '../timing';

// Ten restaurants of two shoppers and one admin each, buying from one supplier: as many restaurants' orders
// at once, not one restaurant's twenty (one organization's checkouts queue on its order sequence and audit chain).
const RESTAURANTS = 10;
const USERS = { shoppers: 2 * RESTAURANTS, approvers: RESTAURANTS, suppliers: 10, health: 10 };
const DURATION_MS = Number(process.env.BENCH_MIXED_MS ?? 30_000);
const WARMUP_MS = 3_000;
const TARGET = 2;
const KINDS = ['catalogue', 'checkout', 'approval', 'order read', 'supplier answer', 'health'] as const;
type Kind = (typeof KINDS)[number];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Times requests by kind once the warm-up is over; a non-2xx or a refused connection is an error. */
function recorder(base: string, measuredFrom: number) {
  const times = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  const errors = new Map<Kind, string[]>(KINDS.map((k) => [k, []]));
  // The database round trips each answer's Server-Timing counted: where a kind's time goes besides the CPU.
  const trips = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  /** The answer's body when it was 2xx (null when empty), undefined when it failed. */
  const timed = async (kind: Kind, request: Request): Promise<unknown> => {
    const started = performance.now();
    try {
      const res = await send(base, request);
      const text = await res.text();
      const counted = /db;desc="(\d+) round trips?"/.exec(res.headers.get('server-timing') ?? '');
      if (counted && started >= measuredFrom) trips.get(kind)!.push(Number(counted[1]));
      if (!res.ok) errors.get(kind)!.push(`${res.status} ${text.slice(0, 120)}`);
      return res.ok ? (text ? JSON.parse(text) : null) : undefined;
    } catch (error) {
      errors.get(kind)!.push(String(error));
      return undefined;
    } finally {
      if (started >= measuredFrom) times.get(kind)!.push(performance.now() - started);
    }
  };
  return { times, errors, trips, timed };
}

type Recorder = ReturnType<typeof recorder>;

/** The virtual users: each a loop until `until`; orders pass from shoppers to their admin to the supplier. */
function users(
  loop: OrderLoop,
  restaurants: BenchOrganization[],
  { timed, errors }: Pick<Recorder, 'timed' | 'errors'>,
  until: number,
) {
  const sent: Order[] = [];
  const promisedDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const running = () => performance.now() < until;
  const take = async (queue: Order[]) => {
    while (running() && queue.length === 0) await sleep(20);
    return queue.shift();
  };
  const shopper = (cookie: string, pending: Order[]) => async () => {
    const s = shopperOf(loop.base, cookie, [loop.lineA, loop.lineB]);
    while (running()) {
      await timed('catalogue', { path: `${API}/products?limit=24`, headers: { 'cache-control': 'no-cache' } });
      // The cart's calls are set-up here (not timed); one that fails counts as the checkout's error.
      const filled = await s.fillCart([loop.lineA, loop.lineB]).then(
        () => true,
        (error: unknown) => void errors.get('checkout')!.push(String(error)),
      );
      if (!filled) continue;
      const created = (await timed('checkout', {
        method: 'POST',
        path: `${API}/purchase-orders`,
        headers: { cookie, 'Idempotency-Key': randomUUID() },
        body: { description: 'Bench: carga mista' },
      })) as { id: string } | undefined;
      if (!created) continue;
      const order = (await timed('order read', {
        path: `${API}/purchase-orders/${created.id}`,
        headers: { cookie },
      })) as Order | undefined;
      if (order) pending.push(order);
    }
  };
  const approver = (admin: string, pending: Order[]) => async () => {
    for (let order = await take(pending); order; order = await take(pending)) {
      const approval = {
        method: 'PUT' as const,
        path: `${API}/purchase-orders/${order.id}/items`,
        headers: { cookie: admin },
        body: { items: order.items.map((i) => ({ itemId: i.id, status: 'APPROVED' })) },
      };
      if ((await timed('approval', approval)) === undefined) continue;
      const after = (await timed('order read', {
        path: `${API}/purchase-orders/${order.id}`,
        headers: { cookie: admin },
      })) as Order | undefined;
      if (after?.supplier_orders[0]) sent.push(after);
      else errors.get('approval')!.push(`order ${order.id}: approved, but no supplier order was sent`);
    }
  };
  const supplier = async () => {
    for (let order = await take(sent); order; order = await take(sent)) {
      await timed('supplier answer', {
        method: 'POST',
        path: `${API}/supplier/orders/${order.supplier_orders[0]!.id}/acknowledge`,
        headers: { 'x-api-key': loop.apiKey, 'Idempotency-Key': randomUUID() },
        body: { lines: order.items.map((i) => ({ itemId: i.id, accepted: true })), promisedDate },
      });
    }
  };
  const health = async () => {
    while (running()) await timed('health', { path: `${API}/health` });
  };
  return [
    ...restaurants.flatMap((r) => {
      const pending: Order[] = [];
      return [...r.shoppers.map((cookie) => shopper(cookie, pending)), approver(r.admin, pending)];
    }),
    ...Array.from({ length: USERS.suppliers }, () => supplier),
    ...Array.from({ length: USERS.health }, () => health),
  ];
}

export default scenario({
  name: 'mixed',
  summary: `${Object.values(USERS).reduce((a, b) => a + b)} virtual users at once (shoppers, approvers, the supplier's API, health): each kind's p95 against health's`,
  prepare: async (ctx) => ({
    loop: await orderLoop(ctx.stack),
    restaurants: await benchOrganizations(ctx.stack.databaseUrl, ctx.stack.sessionSecret, RESTAURANTS, 2),
  }),
  async measure({ stack, report }, { loop, restaurants }) {
    const measuredFrom = performance.now() + WARMUP_MS;
    const { times, errors, trips, timed } = recorder(stack.baseUrl, measuredFrom);
    const meanTrips = (kind: Kind) => {
      const t = trips.get(kind)!;
      return t.length ? fmt(t.reduce((a, b) => a + b, 0) / t.length, 1) : '—';
    };
    await Promise.all(users(loop, restaurants, { timed, errors }, measuredFrom + DURATION_MS).map((user) => user()));
    const health = percentile(times.get('health')!, 95);
    const rows = KINDS.map((kind) => {
      const t = times.get(kind)!;
      const p95 = percentile(t, 95);
      const judged = kind === 'approval' || kind === 'supplier answer';
      if (judged)
        report.line(
          `mixed load: ${kind} p95 (${t.length} in ${DURATION_MS / 1000} s, ${errors.get(kind)!.length} errors)`,
          `${fmt(p95, 0)} ms`,
          `health p95 ${fmt(health, 0)} ms, same seconds`,
          `${fmt(p95 / health, 2)}x health`,
          `≤ ${TARGET}x`,
          p95 / health <= TARGET && errors.get(kind)!.length === 0,
        );
      return `| ${kind} | ${t.length} | ${errors.get(kind)!.length} | ${fmt(percentile(t, 50), 0)} | ${fmt(p95, 0)} | ${fmt(percentile(t, 99), 0)} | ${fmt(p95 / health, 2)}x | ${meanTrips(kind)} |`;
    });
    const firstErrors = KINDS.flatMap((k) =>
      errors
        .get(k)!
        .slice(0, 2)
        .map((e) => `${k}: ${e}`),
    );
    report.section(
      `Mixed load (${RESTAURANTS} restaurants: ${USERS.shoppers} shoppers, ${USERS.approvers} approvers; ${USERS.suppliers} supplier API users, ${USERS.health} health readers; ${DURATION_MS / 1000} s after ${WARMUP_MS / 1000} s)`,
      [
        '| kind | requests | errors | p50 ms | p95 ms | p99 ms | p95 vs health | round trips (Server-Timing, mean) |',
        '|---|---|---|---|---|---|---|---|',
        ...rows,
        ...(firstErrors.length ? ['', `First errors: ${firstErrors.join('; ')}`] : []),
      ].join('\n'),
    );
  },
});
