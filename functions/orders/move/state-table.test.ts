import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchaseOrderItems, supplierOrderEvents, supplierOrders } from '../../../db/schema/purchase-orders';
import worker from '../../index';
import type { Job } from '../../platform/jobs/job';
import { addDays, todayInSaoPaulo } from '../../platform/brazil';
import { nextStatus, type SupplierOrderStatus } from './supplier-order-machine';
import { placeOrder } from '../../test/orders';
import { checkConformance } from '../../test/conformance';
import { scanResponseOf } from '../../test/exposure';
import { checkLanguageOf } from '../../test/language';
import { createSupplierKey } from '../../test/supplier-keys';
import { call, createTenant, withDb, type Principal } from '../../test/tenant';

/**
 * The state machine through the API: supplier A's order is put in each state a buyer and a supplier
 * can reach today, then every action is tried by its actor (and by the wrong one). Allowed moves
 * succeed and land where the table says; every other answers 409 (403/404 for the wrong actor) and
 * leaves the order, its lines and its timeline as they were, with no outbox row written.
 */
type Setup = Awaited<ReturnType<typeof orderIn>>;
const STATES: SupplierOrderStatus[] = ['AWAITING_APPROVAL', 'SENT', 'ACKNOWLEDGED', 'REFUSED', 'CANCELLED'];

const row = (id: string) =>
  withDb(async (db) => (await db.select().from(supplierOrders).where(eq(supplierOrders.id, id)))[0]!);

/** The order, its lines and its timeline: what a refused move must leave as it found. */
const everything = (id: string) =>
  withDb(async (db) => ({
    order: (await db.select().from(supplierOrders).where(eq(supplierOrders.id, id)))[0]!,
    lines: await db
      .select()
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.supplierOrderId, id))
      .orderBy(asc(purchaseOrderItems.id)),
    events: await db
      .select()
      .from(supplierOrderEvents)
      .where(eq(supplierOrderEvents.supplierOrderId, id))
      .orderBy(asc(supplierOrderEvents.createdAt), asc(supplierOrderEvents.id)),
  }));

type Call = { as?: Principal; headers?: Record<string, string>; body?: unknown };

/**
 * Calls the worker as `call` does, but with a queue that keeps a copy of what the request's relay
 * hands it: exactly the outbox rows the request committed (a rolled-back write relays nothing).
 */
async function recorded(method: string, path: string, options: Call) {
  const jobs: Job[] = [];
  const queue = {
    send: async (job: Job, o?: QueueSendOptions) => {
      jobs.push(job);
      await env.JOBS.send(job, o);
    },
    sendBatch: async (batch: Iterable<MessageSendRequest<Job>>, o?: QueueSendBatchOptions) => {
      const messages = [...batch];
      jobs.push(...messages.map((m) => m.body));
      await env.JOBS.sendBatch(messages, o);
    },
  } as unknown as Queue<Job>;
  // A random client IP per call, as `call` does: per-IP limits never couple the tries.
  const ip = Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join('.');
  const headers: Record<string, string> = { 'cf-connecting-ip': `10.${ip}`, ...options.headers };
  if (options.as) headers.cookie = options.as.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost/api/v1${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    { ...env, JOBS: queue },
    ctx,
  );
  // The relay runs after the response: what it sends is only known once the request is done.
  await waitOnExecutionContext(ctx);
  // A supplier key's call is logged for its usage analytics whatever the answer: not a change to the order.
  const written = jobs.filter((j) => j.kind !== 'usage-log');
  await scanResponseOf(method, path, res);
  await checkLanguageOf(method, path, res);
  await checkConformance(method, path, res);
  return { res, jobs: written };
}

async function answerRecorded(s: Setup, accepted: boolean, key = s.keyA.key) {
  const lines = await withDb((db) =>
    db
      .select({ id: purchaseOrderItems.id })
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.supplierOrderId, s.partId)),
  );
  return recorded('POST', `/supplier/orders/${s.partId}/acknowledge`, {
    headers: { 'x-api-key': key },
    body: {
      lines: lines.map((l) =>
        accepted ? { itemId: l.id, accepted: true } : { itemId: l.id, accepted: false, reason: 'OUTRO' },
      ),
      promisedDate: addDays(todayInSaoPaulo(), 1),
    },
  });
}

const answer = async (s: Setup, accepted: boolean, key?: string) => (await answerRecorded(s, accepted, key)).res;

/** The buyer cancels supplier A's part alone (the route that answers for that part, not the whole order). */
const cancelPart = (s: Setup, as: Principal) =>
  recorded('POST', `/purchase-orders/${s.placed.order.id}/supplier-orders/${s.partId}/cancel`, {
    as,
    body: { reason: 'Mudamos o cardápio' },
  });

async function orderIn(state: SupplierOrderStatus) {
  const tenant = await createTenant();
  const placed = await placeOrder(tenant.member);
  const [keyA, keyB] = await Promise.all([
    createSupplierKey(placed.a.supplier.id),
    createSupplierKey(placed.b.supplier.id),
  ]);
  const [part] = await withDb((db) =>
    db.select().from(supplierOrders).where(eq(supplierOrders.supplierId, placed.a.supplier.id)),
  );
  const s = { tenant, placed, keyA, keyB, partId: part!.id };
  if (state !== 'AWAITING_APPROVAL') {
    await call('PUT', `/purchase-orders/${placed.order.id}/status`, { as: tenant.admin, body: { status: 'APPROVED' } });
  }
  if (state === 'ACKNOWLEDGED') expect((await answer(s, true)).status).toBe(200);
  if (state === 'REFUSED') expect((await answer(s, false)).status).toBe(200);
  if (state === 'CANCELLED') {
    await call('PUT', `/purchase-orders/${placed.order.id}/status`, {
      as: tenant.admin,
      body: { status: 'CANCELLED' },
    });
  }
  expect((await row(s.partId)).status).toBe(state);
  return s;
}

describe('the supplier order state machine through the API', () => {
  it.each(STATES)(
    'from %s: each action by its actor lands where the table says; every other changes nothing',
    async (state) => {
      const tries: {
        action: 'acknowledge' | 'refuse' | 'cancel';
        run: (s: Setup) => ReturnType<typeof recorded>;
        wrong: (s: Setup) => ReturnType<typeof recorded>;
        actor: 'buyer' | 'supplier';
      }[] = [
        {
          action: 'acknowledge',
          actor: 'supplier',
          run: (s) => answerRecorded(s, true),
          wrong: (s) => answerRecorded(s, true, s.keyB.key),
        },
        {
          action: 'refuse',
          actor: 'supplier',
          run: (s) => answerRecorded(s, false),
          wrong: (s) => answerRecorded(s, false, s.keyB.key),
        },
        {
          action: 'cancel',
          actor: 'buyer',
          run: (s) => cancelPart(s, s.tenant.admin),
          wrong: (s) => cancelPart(s, s.tenant.member),
        },
      ];
      for (const t of tries) {
        const s = await orderIn(state);
        const before = await everything(s.partId);
        // The wrong actor first: another supplier's key finds nothing; a buyer member may not cancel.
        const wrong = await t.wrong(s);
        expect(wrong.res.status, `${state} ${t.action} by the wrong actor`).toBe(t.actor === 'supplier' ? 404 : 403);
        expect(await everything(s.partId), `${state} ${t.action} by the wrong actor changed nothing`).toEqual(before);
        expect(wrong.jobs, `${state} ${t.action} by the wrong actor wrote no outbox row`).toEqual([]);

        const outcome = nextStatus(state, t.action, t.actor);
        const { res, jobs } = await t.run(s);
        const after = await everything(s.partId);
        if (outcome.ok) {
          expect(res.status, `${state} ${t.action}`).toBe(200);
          expect(after.order.status).toBe(outcome.to);
          expect(after.events.map((e) => [e.action, e.fromStatus, e.toStatus]).at(-1)).toEqual([
            t.action,
            state,
            outcome.to,
          ]);
          // The move's domain event left through the outbox (so an empty list below means something).
          expect(jobs.map((j) => j.kind)).toContain('domain-event');
        } else {
          // A supplier never sees an order still awaiting the buyer's approval: 404, not 409.
          const expected = t.actor === 'supplier' && state === 'AWAITING_APPROVAL' ? 404 : 409;
          expect(res.status, `${state} ${t.action}`).toBe(expected);
          expect(after, `${state} ${t.action} changed nothing`).toEqual(before);
          expect(jobs, `${state} ${t.action} wrote no outbox row`).toEqual([]);
        }
      }
    },
  );
});
