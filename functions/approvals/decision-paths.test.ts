import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalSteps } from '../../db/schema/approvals';
import { suppliers as suppliers_ } from '../../db/schema/catalogue';
import { auditLog } from '../../db/schema/audit';
import { notifications } from '../../db/schema/notifications';
import {
  purchaseOrderItems,
  purchaseOrders,
  supplierOrderEvents,
  supplierOrders,
} from '../../db/schema/purchase-orders';
import worker from '../index';
import type { Job } from '../platform/jobs/job';
import { createCatalogue } from '../test/catalogue';
import { call, createTenant, withDb, type Principal, type Tenant } from '../test/tenant';

/**
 * One decision, every entry point that reaches it: the rows it leaves (order, lines, the supplier's
 * part and its timeline, approval steps, the bell, the audit log) and the effects it writes to the
 * outbox (domain events, e-mails with their words) must be the same whichever route decided it.
 * The queue the routes relay to records what it is sent, so every effect is read as written.
 */

type Case = { tenant: Tenant; orderId: string; partIds: string[]; itemIds: string[]; number: number; names: string[] };

/**
 * A member's order to `suppliers` suppliers (two lines from the first, one from each other), waiting
 * for the admin's approval. The first supplier's name sorts last, so a message that names suppliers in
 * the parts' order instead of the alphabet's reads differently.
 */
async function pendingOrder(suppliers = 1): Promise<Case> {
  const tenant = await createTenant();
  const catalogues = [
    await createCatalogue([
      { name: 'Arroz', price: '10.00' },
      { name: 'Feijão', price: '2.50' },
    ]),
    ...(await Promise.all(
      Array.from({ length: suppliers - 1 }, (_, i) => createCatalogue([{ name: `Café ${i + 1}`, price: '7.00' }])),
    )),
  ];
  const named = catalogues.map((c, i) => `${i === 0 ? 'Zona Sul' : `Alfa ${i}`} ${c.supplier.name}`);
  await withDb((db) =>
    Promise.all(
      catalogues.map((c, i) => db.update(suppliers_).set({ name: named[i]! }).where(eq(suppliers_.id, c.supplier.id))),
    ),
  );
  for (const catalogue of catalogues)
    for (const [i, product] of catalogue.products.entries())
      await call('POST', '/cart/item', { as: tenant.member, body: { productId: product.id, quantity: i + 2 } });
  const placed = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Semana' } });
  expect(placed.status).toBe(201);
  const { id } = (await placed.json()) as { id: string };
  const detail = (await (await call('GET', `/purchase-orders/${id}`, { as: tenant.admin })).json()) as {
    number: number;
    items: { id: string; product_name: string }[];
    supplier_orders: { id: string; supplier_id: string }[];
  };
  const items = [...detail.items].sort((x, y) => x.product_name.localeCompare(y.product_name));
  const parts = catalogues.map((c) => detail.supplier_orders.find((p) => p.supplier_id === c.supplier.id)!.id);
  return { tenant, orderId: id, partIds: parts, itemIds: items.map((i) => i.id), number: detail.number, names: named };
}

/** Calls the worker itself with a queue that keeps what the request relays to it. */
async function decide(as: Principal, method: string, path: string, body: unknown) {
  const sent: Job[] = [];
  const recording = {
    send: async (job: Job) => void sent.push(job),
    sendBatch: async (messages: { body: Job }[]) => void sent.push(...messages.map((m) => m.body)),
  } as unknown as Queue<Job>;
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost/api/v1${path}`, {
      method,
      headers: { cookie: as.cookie, 'content-type': 'application/json', 'cf-connecting-ip': '10.7.7.7' },
      body: JSON.stringify(body),
    }),
    { ...env, JOBS: recording },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(res.status, await res.clone().text()).toBe(200);
  return sent;
}

/** Everything the decision left, with this case's ids, names and times replaced by what they stand for. */
async function snapshot(c: Case, jobs: Job[], auditBefore: string[]) {
  const rows = await withDb(async (db) => {
    const [order] = await db
      .select({ status: purchaseOrders.status, total: purchaseOrders.totalAmount, notes: purchaseOrders.notes })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, c.orderId));
    const items = await db
      .select({ id: purchaseOrderItems.id, status: purchaseOrderItems.status, notes: purchaseOrderItems.adminNotes })
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.purchaseOrderId, c.orderId))
      .orderBy(asc(purchaseOrderItems.productName));
    const parts = await db
      .select({ number: supplierOrders.number, status: supplierOrders.status, total: supplierOrders.totalAmount })
      .from(supplierOrders)
      .where(eq(supplierOrders.purchaseOrderId, c.orderId))
      .orderBy(asc(supplierOrders.number));
    const timeline = await db
      .select({
        part: supplierOrderEvents.supplierOrderId,
        action: supplierOrderEvents.action,
        from: supplierOrderEvents.fromStatus,
        to: supplierOrderEvents.toStatus,
        actor: supplierOrderEvents.actorName,
        data: supplierOrderEvents.data,
      })
      .from(supplierOrderEvents)
      .where(inArray(supplierOrderEvents.supplierOrderId, c.partIds))
      .orderBy(asc(supplierOrderEvents.createdAt), asc(supplierOrderEvents.action));
    timeline.sort((x, y) => c.partIds.indexOf(x.part) - c.partIds.indexOf(y.part));
    const steps = await db
      .select({
        part: approvalSteps.supplierOrderId,
        position: approvalSteps.position,
        status: approvalSteps.status,
        decidedBy: approvalSteps.decidedBy,
        note: approvalSteps.note,
      })
      .from(approvalSteps)
      .where(inArray(approvalSteps.supplierOrderId, c.partIds))
      .orderBy(asc(approvalSteps.position));
    steps.sort((x, y) => c.partIds.indexOf(x.part) - c.partIds.indexOf(y.part));
    const bell = await db
      .select({
        user: notifications.userId,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.organizationId, c.tenant.organization.id),
          eq(notifications.kind, 'purchase_order.decided'),
        ),
      );
    const audit = await db
      .select({
        actor: auditLog.actorId,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        targetLabel: auditLog.targetLabel,
        changes: auditLog.changes,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.organizationId, c.tenant.organization.id),
          auditBefore.length ? notInArray(auditLog.id, auditBefore) : undefined,
        ),
      )
      .orderBy(asc(auditLog.seq));
    return { order, items, parts, timeline, steps, bell, audit };
  });
  const effects = jobs.map((job) =>
    job.kind === 'domain-event'
      ? { kind: job.kind, event: job.event }
      : job.kind === 'email'
        ? { kind: job.kind, to: job.to, template: job.template, data: job.data }
        : { kind: job.kind },
  );
  const t = c.tenant;
  const names: [string, string][] = [
    [c.orderId, 'ORDER'],
    ...c.partIds.map((id, i): [string, string] => [id, `PART${i + 1}`]),
    ...c.itemIds.map((id, i): [string, string] => [id, `ITEM${i + 1}`]),
    [t.organization.id, 'ORG'],
    [t.organization.name, 'ORG_NAME'],
    ...(['owner', 'admin', 'member'] as const).flatMap((role): [string, string][] => [
      [t[role].user.id, role.toUpperCase()],
      [t[role].user.email, `${role}@`],
      [t[role].user.name, `${role.toUpperCase()}_NAME`],
    ]),
    ...c.names.map((name, i): [string, string] => [name, `SUPPLIER${i + 1}`]),
  ];
  let text = JSON.stringify({ ...rows, effects });
  for (const [value, name] of names) text = text.split(value).join(name);
  // The order's number, where it is a number and where it is words ("nº 12", "12-1", "Pedido 12").
  const n = String(c.number);
  text = text
    .replace(new RegExp(`(?<![\\d.])${n}(?=-\\d)`, 'g'), 'N')
    .replace(new RegExp(`(nº |Pedido )${n}(?!\\d)`, 'g'), '$1N')
    .replace(new RegExp(`"(number|orderNumber)":${n}(?=[,}])`, 'g'), '"$1":"N"');
  const taken = JSON.parse(text.replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, 'TIME')) as { effects: unknown[] };
  // In a stable order once ids are names (events of one change carry no order among themselves).
  const key = (e: unknown) => JSON.stringify(e);
  taken.effects.sort((x, y) => key(x).localeCompare(key(y)));
  return taken;
}

async function auditIds(c: Case) {
  return withDb(async (db) =>
    (
      await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(inArray(auditLog.organizationId, [c.tenant.organization.id]))
    ).map((r) => r.id),
  );
}

/** The entry points that approve a supplier's part, each on an order of its own. */
const APPROVE: Record<string, (c: Case) => [string, string, unknown]> = {
  'POST …/supplier-orders/:id/approval': (c) => [
    'POST',
    `/purchase-orders/${c.orderId}/supplier-orders/${c.partIds[0]}/approval`,
    { decision: 'approve' },
  ],
  'POST /approvals/decisions': (c) => [
    'POST',
    '/approvals/decisions',
    {
      decision: 'approve',
      parts: c.partIds.map((supplierOrderId) => ({ purchaseOrderId: c.orderId, supplierOrderId })),
    },
  ],
  'PUT …/status APPROVED': (c) => ['PUT', `/purchase-orders/${c.orderId}/status`, { status: 'APPROVED' }],
};

/** The entry points that decide the lines themselves: every line approved, or one and "the rest". */
const LINES: Record<string, (c: Case) => [string, string, unknown]> = {
  'PUT …/items, every line APPROVED': (c) => [
    'PUT',
    `/purchase-orders/${c.orderId}/items`,
    { items: c.itemIds.map((itemId) => ({ itemId, status: 'APPROVED' })) },
  ],
  'PUT …/items, one line and orderStatus APPROVED': (c) => [
    'PUT',
    `/purchase-orders/${c.orderId}/items`,
    { items: [{ itemId: c.itemIds[0], status: 'APPROVED' }], orderStatus: 'APPROVED' },
  ],
};

const REJECT: Record<string, (c: Case) => [string, string, unknown]> = {
  'POST …/supplier-orders/:id/approval': (c) => [
    'POST',
    `/purchase-orders/${c.orderId}/supplier-orders/${c.partIds[0]}/approval`,
    { decision: 'reject', note: 'Acima do combinado' },
  ],
  'POST /approvals/decisions': (c) => [
    'POST',
    '/approvals/decisions',
    {
      decision: 'reject',
      note: 'Acima do combinado',
      parts: c.partIds.map((supplierOrderId) => ({ purchaseOrderId: c.orderId, supplierOrderId })),
    },
  ],
};

async function runAll(entries: Record<string, (c: Case) => [string, string, unknown]>, suppliers = 1) {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(entries).map(async ([name, request]) => {
        const c = await pendingOrder(suppliers);
        const before = await auditIds(c);
        const [method, path, body] = request(c);
        return [name, await snapshot(c, await decide(c.tenant.admin, method, path, body), before)] as const;
      }),
    ),
  );
}

/** The order's creator heard of the decision once: one e-mail, one bell entry, both to them. */
function expectToldOnce(taken: Record<string, unknown>) {
  const emails = (taken.effects as { kind: string; to?: string }[]).filter((e) => e.kind === 'email');
  expect(emails.map((e) => e.to)).toEqual(['member@']);
  expect((taken.bell as { user: string }[]).map((b) => b.user)).toEqual(['MEMBER']);
}

/** Each entry point's snapshot against the first one's, so a difference names the entry point. */
function expectAllSame(snapshots: Record<string, unknown>) {
  const [head, ...others] = Object.entries(snapshots);
  const reference = head![1];
  for (const [name, taken] of others) expect({ [name]: taken }).toEqual({ [name]: reference });
  return { reference: reference as Record<string, unknown> };
}

describe('one decision, the same rows and effects through every entry point', () => {
  it('approving a part: from the order, the approvals inbox or the order’s status', async () => {
    const { reference } = expectAllSame(await runAll(APPROVE));
    // And it is the decision we mean: the part went to its supplier, the creator heard of it once.
    expect(reference).toMatchObject({ order: { status: 'APPROVED' }, parts: [{ status: 'SENT' }] });
    expectToldOnce(reference);
    const effects = (reference.effects as unknown[]).map((e) => JSON.stringify(e));
    expect(effects.some((e) => e.includes('"type":"purchase_order.status_changed"'))).toBe(true);
  }, 60_000);

  it('approving every line: one by one, or one and "the rest"', async () => {
    const { reference } = expectAllSame(await runAll(LINES));
    expect(reference).toMatchObject({ order: { status: 'APPROVED' }, parts: [{ status: 'SENT' }] });
    expectToldOnce(reference);
  }, 60_000);

  it('rejecting a part: from the order or the approvals inbox', async () => {
    const { reference } = expectAllSame(await runAll(REJECT));
    expect(reference).toMatchObject({ parts: [{ status: 'CANCELLED' }] });
    expectToldOnce(reference);
  }, 60_000);

  it('approving both parts of a two-supplier order: from the approvals inbox or the order’s status', async () => {
    const both = {
      'POST /approvals/decisions': APPROVE['POST /approvals/decisions']!,
      'PUT …/status APPROVED': APPROVE['PUT …/status APPROVED']!,
    };
    const { reference } = expectAllSame(await runAll(both, 2));
    expect(reference).toMatchObject({ parts: [{ status: 'SENT' }, { status: 'SENT' }] });
    // One e-mail for the decision, naming both suppliers in the alphabet's order (the first part's last).
    expectToldOnce(reference);
    expect(JSON.stringify(reference.effects)).toContain('SUPPLIER2 e SUPPLIER1');
  }, 60_000);

  it('the lines path leaves the same rows and events as the part path; only its words are about lines', async () => {
    const [part, lines] = await Promise.all([
      runAll({ approve: APPROVE['POST /approvals/decisions']! }),
      runAll(LINES),
    ]);
    const withoutWords = (s: unknown) => {
      const { bell: _bell, effects, ...rest } = s as { bell: unknown; effects: { kind: string }[] };
      return { ...rest, effects: effects.filter((e) => e.kind !== 'email') };
    };
    for (const taken of Object.values(lines)) expect(withoutWords(taken)).toEqual(withoutWords(part.approve));
  }, 60_000);
});
