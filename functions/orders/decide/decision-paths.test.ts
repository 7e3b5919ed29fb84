import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalSteps } from '../../../db/schema/approvals';
import { suppliers as suppliers_ } from '../../../db/schema/catalogue';
import { auditLog } from '../../../db/schema/audit';
import { notifications } from '../../../db/schema/notifications';
import {
  purchaseOrderItems,
  purchaseOrders,
  supplierOrderEvents,
  supplierOrders,
} from '../../../db/schema/purchase-orders';
import worker from '../../index';
import type { Job } from '../../platform/jobs/job';
import { createCatalogue } from '../../test/catalogue';
import { createSupplierKey } from '../../test/supplier-keys';
import { createSupplierPerson } from '../../test/supplier-people';
import { signOrderAnswerLink } from '../answer/order-answer-link';
import { ORDER_LINK_ACTOR } from '../answer/order-answer-link.service';
import { call, createTenant, withDb, type Principal, type Tenant } from '../../test/tenant';

/**
 * One decision, every entry point that reaches it: the rows it leaves (order, lines, the supplier's
 * part and its timeline, approval steps, the bell, the audit log) and the effects it writes to the
 * outbox (domain events, e-mails with their words) must be the same whichever route decided it.
 * The queue the routes relay to records what it is sent, so every effect is read as written.
 */

/** The name the supplier's API answers under, as the part's timeline shows it. */
const SUPPLIER_API_ACTOR = 'Integração do fornecedor (API)';

type Case = {
  tenant: Tenant;
  orderId: string;
  partIds: string[];
  itemIds: string[];
  number: number;
  names: string[];
  /** What the checkout sent to the queue, when it was recorded. */
  placedWith: Job[];
  /** Who answers for the first supplier: a person in the portal, and its integration's key. */
  answerers?: { person: Principal; key: { id: string; key: string }; link: string };
};

/**
 * A member's order to `suppliers` suppliers (two lines from the first, one from each other), waiting
 * for the admin's approval. The first supplier's name sorts last, so a message that names suppliers in
 * the parts' order instead of the alphabet's reads differently.
 */
async function pendingOrder(suppliers = 1, { automatically = false } = {}): Promise<Case> {
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
  let id: string;
  let placedWith: Job[] = [];
  if (automatically) {
    // One rule, no approvers: every part leaves for its supplier at checkout.
    const rules = [{ minAmount: 0, maxAmount: null, approvers: [] }];
    expect((await call('PUT', '/approval-rules', { as: tenant.owner, body: { rules } })).status).toBe(200);
    placedWith = await decide(tenant.member, 'POST', '/purchase-orders', { description: 'Semana' }, 201);
    [{ id }] = (await withDb((db) =>
      db
        .select({ id: purchaseOrders.id })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.organizationId, tenant.organization.id)),
    )) as [{ id: string }];
  } else {
    const placed = await call('POST', '/purchase-orders', { as: tenant.member, body: { description: 'Semana' } });
    expect(placed.status).toBe(201);
    ({ id } = (await placed.json()) as { id: string });
  }
  const detail = (await (await call('GET', `/purchase-orders/${id}`, { as: tenant.admin })).json()) as {
    number: number;
    items: { id: string; product_name: string }[];
    supplier_orders: { id: string; supplier_id: string }[];
  };
  const items = [...detail.items].sort((x, y) => x.product_name.localeCompare(y.product_name));
  const parts = catalogues.map((c) => detail.supplier_orders.find((p) => p.supplier_id === c.supplier.id)!.id);
  return {
    tenant,
    orderId: id,
    partIds: parts,
    itemIds: items.map((i) => i.id),
    number: detail.number,
    names: named,
    placedWith,
  };
}

/** Who calls: a person's session, or a supplier's key. */
type Caller = Principal | { apiKey: string } | Record<string, never>;
const headersOf = (as: Caller): Record<string, string> =>
  'apiKey' in as ? { 'x-api-key': as.apiKey } : 'cookie' in as ? { cookie: as.cookie } : {};

/** Calls the worker itself with a queue that keeps what the request relays to it. */
async function decide(as: Caller, method: string, path: string, body: unknown, status = 200) {
  const sent: Job[] = [];
  const recording = {
    send: async (job: Job) => void sent.push(job),
    sendBatch: async (messages: { body: Job }[]) => void sent.push(...messages.map((m) => m.body)),
  } as unknown as Queue<Job>;
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost/api/v1${path}`, {
      method,
      headers: { ...headersOf(as), 'content-type': 'application/json', 'cf-connecting-ip': '10.7.7.7' },
      body: JSON.stringify(body),
    }),
    { ...env, JOBS: recording },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(res.status, await res.clone().text()).toBe(status);
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
      .select({
        id: purchaseOrderItems.id,
        status: purchaseOrderItems.status,
        notes: purchaseOrderItems.adminNotes,
        supplierStatus: purchaseOrderItems.supplierStatus,
        accepted: purchaseOrderItems.acceptedQuantity,
      })
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
  // A key's usage is counted on every call it makes; it is not the decision's effect.
  const effects = jobs
    .filter((job) => job.kind !== 'usage-log')
    .map((job) =>
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
    // Who answered for the supplier is the one thing the portal and the API differ in.
    ...(c.answerers
      ? ([
          [c.answerers.person.user.id, 'ANSWERER'],
          [c.answerers.key.id, 'ANSWERER'],
          [c.answerers.person.user.name, 'ANSWERER_NAME'],
          [SUPPLIER_API_ACTOR, 'ANSWERER_NAME'],
          [ORDER_LINK_ACTOR, 'ANSWERER_NAME'],
        ] as [string, string][])
      : []),
  ];
  let text = JSON.stringify({ ...rows, effects });
  for (const [value, name] of names) text = text.split(value).join(name);
  // The order's number, where it is a number and where it is words ("nº 12", "12-1", "Pedido 12").
  const n = String(c.number);
  text = text
    .replace(new RegExp(`(?<![\\d.])${n}(?=-\\d)`, 'g'), 'N')
    .replace(new RegExp(`(nº |Pedido )${n}(?!\\d)`, 'g'), '$1N')
    .replace(new RegExp(`"(number|orderNumber)":${n}(?=[,}])`, 'g'), '"$1":"N"');
  const taken = JSON.parse(text.replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, 'TIME')) as {
    effects: unknown[];
    audit: { actor: string | null; action: string }[];
  };
  // The order's link names no account: its answer's audit entry has no actor id (its label names the link).
  if (c.answerers)
    for (const entry of taken.audit)
      if (entry.action === 'supplier_order.decided' && entry.actor === null) entry.actor = 'ANSWERER';
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

/** A request on a case: method, path, body and who calls (the admin unless said). */
type Entry = (c: Case) => [method: string, path: string, body: unknown, as?: Caller];

/** The entry points that approve a supplier's part, each on an order of its own. */
const APPROVE: Record<string, Entry> = {
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
const LINES: Record<string, Entry> = {
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

const REJECT: Record<string, Entry> = {
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

/** The cancellations: of the whole order by its status, and of the supplier's part (on a one-supplier order, the whole of it). */
const CANCEL_ORDER: Entry = (c) => [
  'PUT',
  `/purchase-orders/${c.orderId}/status`,
  { status: 'CANCELLED', notes: 'Evento adiado' },
];
const CANCEL_PART: Record<string, Entry> = {
  'POST …/supplier-orders/:id/cancel': (c) => [
    'POST',
    `/purchase-orders/${c.orderId}/supplier-orders/${c.partIds[0]}/cancel`,
    { reason: 'Evento adiado' },
  ],
};

/** The supplier's answer (one line confirmed in part, one refused), from its portal or its API. */
const answer = (c: Case) => ({
  lines: [
    { itemId: c.itemIds[0], accepted: true, quantity: 1, note: 'Só uma saca' },
    { itemId: c.itemIds[1], accepted: false, reason: 'SEM_ESTOQUE' },
  ],
  promisedDate: '2031-03-14',
});
const ANSWER: Record<string, Entry> = {
  'POST /supplier-portal/orders/:id/acknowledge': (c) => [
    'POST',
    `/supplier-portal/orders/${c.partIds[0]}/acknowledge`,
    answer(c),
    c.answerers!.person,
  ],
  'POST /supplier/orders/:id/acknowledge': (c) => [
    'POST',
    `/supplier/orders/${c.partIds[0]}/acknowledge`,
    answer(c),
    { apiKey: c.answerers!.key.key },
  ],
  // The e-mailed link of a supplier without an account (#54): no session, no key, the link is the credential.
  'POST /order-answer/:token/answer': (c) => ['POST', `/order-answer/${c.answerers!.link}/answer`, answer(c), {}],
};

/** Each entry point on an order of its own, made ready by `prepare` (after which the audit log is read). */
async function runAll(
  entries: Record<string, Entry>,
  { suppliers = 1, prepare }: { suppliers?: number; prepare?: (c: Case) => Promise<void> } = {},
) {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(entries).map(async ([name, request]) => {
        const c = await pendingOrder(suppliers);
        await prepare?.(c);
        const before = await auditIds(c);
        const [method, path, body, as = c.tenant.admin] = request(c);
        return [name, await snapshot(c, await decide(as, method, path, body), before)] as const;
      }),
    ),
  );
}

/** The part approved and sent; a person of the supplier and a key of it to answer. */
async function sentToTheSupplier(c: Case) {
  const supplierId = (
    await withDb((db) =>
      db.select({ id: supplierOrders.supplierId }).from(supplierOrders).where(eq(supplierOrders.id, c.partIds[0]!)),
    )
  )[0]!.id;
  const approved = await call('PUT', `/purchase-orders/${c.orderId}/status`, {
    as: c.tenant.admin,
    body: { status: 'APPROVED' },
  });
  expect(approved.status).toBe(200);
  const [person, key] = await Promise.all([createSupplierPerson(supplierId, 'staff'), createSupplierKey(supplierId)]);
  const link = await signOrderAnswerLink(
    env.SESSION_SECRET,
    { supplierOrderId: c.partIds[0]!, supplierId, organizationId: c.tenant.organization.id, linkVersion: 1 },
    new Date(Date.now() + 86_400_000),
  );
  c.answerers = { person, key, link };
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
    const { reference } = expectAllSame(await runAll(both, { suppliers: 2 }));
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
  it('cancelling the one supplier’s part leaves the rows and events of cancelling the order; the words and the audit name the part', async () => {
    const [order, part] = await Promise.all([runAll({ cancel: CANCEL_ORDER }), runAll(CANCEL_PART)]);
    const taken = part['POST …/supplier-orders/:id/cancel'] as Record<string, unknown>;
    expect(taken).toMatchObject({ order: { status: 'CANCELLED' }, parts: [{ status: 'CANCELLED' }] });
    expectToldOnce(taken);
    expect(order.cancel).toMatchObject({ order: { status: 'CANCELLED' } });
    expectToldOnce(order.cancel as Record<string, unknown>);
    // The order's status notes carry the reason only when the order itself was asked to change.
    const rowsAndEvents = (s: unknown) => {
      const {
        bell: _b,
        audit: _a,
        order: o,
        effects,
        ...rest
      } = s as {
        bell: unknown;
        audit: unknown;
        order: Record<string, unknown>;
        effects: { kind: string }[];
      };
      return { ...rest, order: { ...o, notes: null }, effects: effects.filter((e) => e.kind !== 'email') };
    };
    expect(rowsAndEvents(taken)).toEqual(rowsAndEvents(order.cancel));
    expect(taken.audit).toMatchObject([{ action: 'order.cancelled', targetType: 'supplier_order' }]);
  }, 60_000);

  it('the supplier’s answer: from its portal, its API or the e-mailed link', async () => {
    const { reference } = expectAllSame(await runAll(ANSWER, { prepare: sentToTheSupplier }));
    expect(reference).toMatchObject({
      parts: [{ status: 'ACKNOWLEDGED' }],
      items: [
        { supplierStatus: 'ACCEPTED', accepted: 1 },
        { supplierStatus: 'REFUSED', accepted: null },
      ],
    });
    expect(JSON.stringify(reference.timeline)).toContain('ANSWERER_NAME');
    expect(JSON.stringify(reference.effects)).toContain('"type":"purchase_order.updated"');
    expect(reference.audit).toMatchObject([{ actor: 'ANSWERER', targetType: 'supplier_order' }]);
  }, 60_000);
  it('approving automatically at checkout sends the suppliers what an approval by hand sends them', async () => {
    const [automatic, byHand] = await Promise.all([
      (async () => {
        const c = await pendingOrder(2, { automatically: true });
        return snapshot(c, c.placedWith, []);
      })(),
      runAll({ approve: APPROVE['PUT …/status APPROVED']! }, { suppliers: 2 }),
    ]);
    // What reaches each supplier: its part, its lines, the part's move to SENT and its news of it.
    const toSuppliers = (s: unknown) => {
      const { parts, items, timeline, effects } = s as Record<string, { action?: string; kind: string }[]>;
      return {
        parts,
        items,
        sent: timeline!.filter((t) => t.action === 'send').map((t) => ({ ...t, actor: 'WHO' })),
        events: effects!.filter((e) => JSON.stringify(e).includes('"action":"send"')),
      };
    };
    const reference = toSuppliers(byHand.approve);
    expect(reference).toMatchObject({ parts: [{ status: 'SENT' }, { status: 'SENT' }] });
    expect(reference.sent).toHaveLength(2);
    expect(reference.events).toHaveLength(2);
    expect(toSuppliers(automatic)).toEqual(reference);
    expect(automatic).toMatchObject({ order: { status: 'APPROVED' } });
    const senders = ((automatic as Record<string, unknown>).timeline as { action: string; actor: string }[]).filter(
      (t) => t.action === 'send',
    );
    expect(senders.map((t) => t.actor)).toEqual(['Aprovação automática', 'Aprovação automática']);
    // Nobody is asked to approve what approved itself.
    expect((automatic.effects as { kind: string }[]).filter((e) => e.kind === 'email')).toEqual([]);
  }, 60_000);
});
