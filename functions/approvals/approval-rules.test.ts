import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { approvalSteps } from '../../db/schema/approvals';
import { auditLog } from '../../db/schema/audit';
import { costCentres } from '../../db/schema/cost-centres';
import { members } from '../../db/schema/organizations';
import { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../db/schema/purchase-orders';
import { createCatalogue } from '../test/catalogue';
import { call, createTenant, withDb, type Principal, type Tenant } from '../test/tenant';
import type { orderDetailSchema } from '../orders/purchase-orders.responses';
import type { pendingApprovalsSchema } from './pending-approvals.docs';

type Detail = z.output<typeof orderDetailSchema>;
type Pending = z.output<typeof pendingApprovalsSchema>;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const detail = async (as: Principal, id: string) =>
  (await (await call('GET', `/purchase-orders/${id}`, { as })).json()) as Detail;

/** Auto up to R$ 500, one admin up to R$ 5.000, then an admin and the owner. */
const EXAMPLE = [
  { minAmount: 0, maxAmount: 500, approvers: [] },
  { minAmount: 500, maxAmount: 5000, approvers: ['admin'] },
  { minAmount: 5000, maxAmount: null, approvers: ['admin', 'owner'] },
];

const saveRules = (as: Principal, rules: unknown[]) => call('PUT', '/approval-rules', { as, body: { rules } });

/** One product at `price` in the principal's cart, checked out: the order and its single supplier order. */
async function orderOf(as: Principal, price: string, body: Record<string, unknown> = {}) {
  const catalogue = await createCatalogue([{ price }]);
  await call('POST', '/cart/item', { as, body: { productId: catalogue.products[0]!.id, quantity: 1 } });
  const res = await call('POST', '/purchase-orders', { as, body: { description: `Compra de ${price}`, ...body } });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  const order = (await res.json()) as { id: string; status: string };
  const full = await detail(as, order.id);
  return { order, part: full.supplier_orders[0]!, catalogue };
}

const approveStep = (as: Principal, orderId: string, partId: string, decision = 'approve', note?: string) =>
  call('POST', `/purchase-orders/${orderId}/supplier-orders/${partId}/approval`, { as, body: { decision, note } });

const pendingOf = async (as: Principal) =>
  ((await (await call('GET', '/approvals/pending', { as })).json()) as Pending).data;

const auditOf = (organizationId: string, action: string) =>
  withDb((db) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.action, action))),
  );

async function tenantWithRules(rules = EXAMPLE): Promise<Tenant> {
  const tenant = await createTenant();
  const res = await saveRules(tenant.owner, rules);
  expect(res.status).toBe(200);
  return tenant;
}

describe('approval rules API', () => {
  it('reads the default (no version), lets members read and only the owner save, role before body', async () => {
    const { owner, admin, member } = await createTenant();
    const initial = (await (await call('GET', '/approval-rules', { as: member })).json()) as {
      version: unknown;
      deciders: unknown;
    };
    expect(initial).toMatchObject({ version: null, deciders: { owners: 1, adminsOrOwners: 2 } });
    for (const who of [member, admin]) {
      const refused = await call('PUT', '/approval-rules', { as: who, body: { rules: 'nada' } });
      expect(refused.status).toBe(403);
      expect(await errorOf(refused)).toMatchObject({
        message: 'Só o dono da organização altera as regras de aprovação',
      });
    }
    expect((await saveRules(owner, EXAMPLE)).status).toBe(200);
  });

  it.each([
    [
      'a gap',
      [EXAMPLE[0], { ...EXAMPLE[1], minAmount: 600 }, EXAMPLE[2]],
      'Regra 2: falta uma faixa de R$ 500,00 a R$ 600,00',
    ],
    [
      'an overlap',
      [EXAMPLE[0], { ...EXAMPLE[1], minAmount: 400 }, EXAMPLE[2]],
      'Regra 2: sobrepõe a faixa até R$ 500,00',
    ],
    ['no open band', [EXAMPLE[0], EXAMPLE[1]], 'Regra 2: falta uma faixa acima de R$ 5.000,00 (sem teto)'],
    ['a zero ceiling', [{ minAmount: 0, maxAmount: 0, approvers: [] }], 'Regra 1: o valor máximo deve ser positivo'],
    ['a negative amount', [{ minAmount: -1, maxAmount: null, approvers: [] }], 'O valor inicial não pode ser negativo'],
    [
      'four approvers',
      [{ minAmount: 0, maxAmount: null, approvers: ['admin', 'admin', 'owner', 'owner'] }],
      'No máximo 3 aprovadores',
    ],
  ])('refuses %s with a pt-BR 400 naming the rule', async (_name, rules, message) => {
    const { owner } = await createTenant();
    const res = await saveRules(owner, rules);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain(message);
  });

  it('refuses scoped rules without general ones, and an unknown category', async () => {
    const { owner } = await createTenant();
    const { category } = await createCatalogue([]);
    const scopedOnly = await saveRules(owner, [
      { categoryId: category.id, minAmount: 0, maxAmount: null, approvers: [] },
    ]);
    expect(await errorOf(scopedOnly)).toMatchObject({
      message: 'Inclua regras gerais (sem fornecedor nem categoria), que valem para todos os pedidos',
    });
    const unknown = await saveRules(owner, [
      { categoryId: crypto.randomUUID(), minAmount: 0, maxAmount: null, approvers: [] },
      { minAmount: 0, maxAmount: null, approvers: [] },
    ]);
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toContain('Regra 1');
  });

  it('versions every save, keeps the history and audits before/after', async () => {
    const { owner, member, organization } = await createTenant();
    await saveRules(owner, EXAMPLE);
    const second = (await (
      await saveRules(owner, [{ minAmount: 0, maxAmount: null, approvers: ['owner'] }])
    ).json()) as {
      version: { version: number; rules: { label: string }[]; createdBy: { id: string } };
    };
    expect(second.version).toMatchObject({ version: 2, rules: [{ label: 'Qualquer valor: dono' }] });
    expect(second.version.createdBy.id).toBe(owner.user.id);
    const history = (await (await call('GET', '/approval-rules/versions', { as: member })).json()) as {
      data: { version: number; rules: unknown[] }[];
    };
    expect(history.data.map((v) => [v.version, v.rules.length])).toEqual([
      [2, 1],
      [1, 3],
    ]);
    const entries = await auditOf(organization.id, 'approval_rules.changed');
    expect(entries).toHaveLength(2);
    const last = entries.find((e) => e.targetLabel === 'Versão 2')!;
    expect(last.actorId).toBe(owner.user.id);
    expect(last.changes).toEqual({
      rules: {
        before:
          'v1: Até R$ 500,00: aprovação automática | Acima de R$ 500,00 até R$ 5.000,00: administrador | Acima de R$ 5.000,00: administrador e dono',
        after: 'v2: Qualquer valor: dono',
      },
    });
  });
});

describe('approval at checkout', () => {
  it('keeps one admin step for an organization without rules', async () => {
    const { member } = await createTenant();
    const { part } = await orderOf(member, '10.00');
    expect(part.status).toBe('AWAITING_APPROVAL');
    expect(part.approval.steps).toMatchObject([
      { position: 1, approver: 'admin', status: 'pending', reason: 'Aprovação de um administrador', rule_set_id: null },
    ]);
  });

  it('sends R$ 500,00 to the supplier at once and keeps R$ 500,01 for an admin (boundaries through checkouts)', async () => {
    const { member, organization } = await tenantWithRules();
    const auto = await orderOf(member, '500.00');
    expect(auto.order.status).toBe('APPROVED');
    expect(auto.part.status).toBe('SENT');
    expect(auto.part.approval.steps).toMatchObject([
      { approver: 'system', status: 'approved', reason: 'Até R$ 500,00: aprovação automática' },
    ]);
    const automatic = await auditOf(organization.id, 'approval.automatic');
    expect(automatic.map((e) => e.targetId)).toEqual([auto.part.id]);
    expect(automatic[0]!.actorType).toBe('system');

    const manual = await orderOf(member, '500.01');
    expect(manual.order.status).toBe('PENDING');
    expect(manual.part.status).toBe('AWAITING_APPROVAL');
    expect(manual.part.approval.steps).toMatchObject([
      { approver: 'admin', status: 'pending', reason: 'Acima de R$ 500,00 até R$ 5.000,00: administrador' },
    ]);
  });

  it('snapshots the lines’ category and the cost centre (asked for, the member’s default, or refused)', async () => {
    const { member, organization } = await createTenant();
    const other = await createTenant();
    const [centre, foreign] = await withDb((db) =>
      db
        .insert(costCentres)
        .values([
          { organizationId: organization.id, name: 'Cozinha' },
          { organizationId: other.organization.id, name: 'Bar' },
        ])
        .returning({ id: costCentres.id }),
    );
    const catalogue = await createCatalogue([{ price: '20.00' }]);
    await call('POST', '/cart/item', { as: member, body: { productId: catalogue.products[0]!.id, quantity: 1 } });
    const refused = await call('POST', '/purchase-orders', {
      as: member,
      body: { description: 'Centro alheio', costCentreId: foreign!.id },
    });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ message: 'Centro de custo inválido' });
    const res = await call('POST', '/purchase-orders', {
      as: member,
      body: { description: 'Cozinha', costCentreId: centre!.id },
    });
    const order = (await res.json()) as { id: string };
    const [stored] = await withDb((db) =>
      db
        .select({ costCentreId: purchaseOrders.costCentreId, categoryId: purchaseOrderItems.categoryId })
        .from(purchaseOrders)
        .innerJoin(purchaseOrderItems, eq(purchaseOrderItems.purchaseOrderId, purchaseOrders.id))
        .where(eq(purchaseOrders.id, order.id)),
    );
    expect(stored).toEqual({ costCentreId: centre!.id, categoryId: catalogue.category.id });
  });

  it('applies a category rule to an order with a line of that category', async () => {
    const { owner, member } = await createTenant();
    const veg = await createCatalogue([{ price: '100.00' }]);
    await saveRules(owner, [
      { categoryId: veg.category.id, minAmount: 0, maxAmount: null, approvers: ['owner'] },
      { minAmount: 0, maxAmount: null, approvers: [] },
    ]);
    await call('POST', '/cart/item', { as: member, body: { productId: veg.products[0]!.id, quantity: 1 } });
    const res = await call('POST', '/purchase-orders', { as: member, body: { description: 'Hortifrúti' } });
    const order = (await res.json()) as { id: string };
    const full = await detail(member, order.id);
    expect(full.supplier_orders[0]!.approval.steps).toMatchObject([
      { approver: 'owner', status: 'pending', reason: `${veg.category.name} · Qualquer valor: dono` },
    ]);
    const plain = await orderOf(member, '100.00');
    expect(plain.part.status).toBe('SENT');
  });
});

describe('deciding approval steps', () => {
  it('runs two steps in sequence: the admin, then the owner; the same admin cannot decide twice', async () => {
    const { owner, admin, member, organization } = await tenantWithRules();
    const { order, part } = await orderOf(member, '5000.01');
    expect(part.approval.steps.map((s) => s.approver)).toEqual(['admin', 'owner']);
    expect((await pendingOf(owner)).map((p) => p.supplierOrderId)).not.toContain(part.id);
    const forAdmin = await pendingOf(admin);
    expect(forAdmin).toMatchObject([
      {
        supplierOrderId: part.id,
        amount: 5000.01,
        placedBy: { id: member.user.id },
        step: { position: 1, of: 2, approver: 'admin' },
        why: 'Acima de R$ 5.000,00: administrador e dono (1 de 2)',
      },
    ]);
    // The part's lines and its supplier ride along: the approver decides from the list.
    expect(forAdmin[0]!.lines.reduce((sum, l) => sum + l.total, 0)).toBeCloseTo(5000.01, 2);
    expect(forAdmin[0]!.lines.every((l) => l.productName && l.quantity > 0)).toBe(true);
    expect(forAdmin[0]!.supplierId).toEqual(expect.any(String));

    // The admin's "approve the order" records the first step; the lines wait for the owner.
    const first = await call('PUT', `/purchase-orders/${order.id}/status`, { as: admin, body: { status: 'APPROVED' } });
    expect(first.status).toBe(200);
    let now = await detail(owner, order.id);
    expect(now.supplier_orders[0]!.status).toBe('AWAITING_APPROVAL');
    expect(now.items.every((i) => i.status === 'PENDING')).toBe(true);
    expect(now.supplier_orders[0]!.approval.steps).toMatchObject([
      { status: 'approved', decided_by: { id: admin.user.id } },
      { status: 'pending' },
    ]);
    expect(now.supplier_orders[0]!.approval.can_decide).toBe(true);
    expect((await detail(admin, order.id)).supplier_orders[0]!.approval.can_decide).toBe(false);

    const again = await approveStep(admin, order.id, part.id);
    expect(again.status).toBe(403);
    expect(await errorOf(again)).toMatchObject({
      message: 'Só o dono da organização pode decidir esta etapa da aprovação',
    });
    expect(await pendingOf(admin)).toEqual([]);
    expect((await pendingOf(owner)).map((p) => p.why)).toEqual(['Acima de R$ 5.000,00: administrador e dono (2 de 2)']);

    const last = await approveStep(owner, order.id, part.id, 'approve', 'Evento de sábado');
    expect(last.status).toBe(200);
    now = (await last.json()) as Detail;
    expect(now.supplier_orders[0]!.status).toBe('SENT');
    expect(now.status).toBe('APPROVED');
    expect(now.supplier_orders[0]!.approval.steps[1]).toMatchObject({
      status: 'approved',
      note: 'Evento de sábado',
      decided_by: { id: owner.user.id },
    });
    const decided = await auditOf(organization.id, 'approval.decided');
    expect(decided).toHaveLength(2);
    expect(decided.find((d) => d.actorId === owner.user.id)!.changes).toMatchObject({
      decision: { after: 'aprovado' },
      note: { after: 'Evento de sábado' },
    });
  });

  it('needs two different admins for an admin-admin rule', async () => {
    const { owner, admin, member } = await tenantWithRules([
      { minAmount: 0, maxAmount: null, approvers: ['admin', 'admin'] },
    ]);
    const { order, part } = await orderOf(member, '10.00');
    expect((await approveStep(admin, order.id, part.id)).status).toBe(200);
    const twice = await approveStep(admin, order.id, part.id);
    expect(twice.status).toBe(403);
    expect((await errorOf(twice)).message).toContain('Você já decidiu uma etapa deste pedido');
    expect((await approveStep(owner, order.id, part.id)).status).toBe(200);
    expect((await detail(member, order.id)).supplier_orders[0]!.status).toBe('SENT');
  });

  it('refuses the person who placed the order, through every endpoint', async () => {
    const { owner, admin } = await tenantWithRules();
    const { order, part } = await orderOf(admin, '600.00');
    expect(await pendingOf(admin)).toEqual([]);
    expect((await detail(admin, order.id)).supplier_orders[0]!.approval.can_decide).toBe(false);
    for (const res of [
      await approveStep(admin, order.id, part.id),
      await call('PUT', `/purchase-orders/${order.id}/status`, { as: admin, body: { status: 'APPROVED' } }),
      await call('PUT', `/purchase-orders/${order.id}/items`, {
        as: admin,
        body: { items: (await detail(admin, order.id)).items.map((i) => ({ itemId: i.id, status: 'APPROVED' })) },
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ message: 'Quem fez o pedido não pode aprová-lo' });
    }
    expect((await approveStep(owner, order.id, part.id)).status).toBe(200);
  });

  it('lets the only person who may approve approve their own order, and says so', async () => {
    const { owner, admin, organization } = await createTenant();
    // The owner's orders are approved at creation unless the organization asks for her approval (decision 0055).
    const saved = await call('PUT', '/approval-rules', {
      as: owner,
      body: { rules: [{ minAmount: 0, maxAmount: null, approvers: ['admin'] }], ownerOrdersNeedApproval: true },
    });
    expect(saved.status).toBe(200);
    await withDb((db) =>
      db.delete(members).where(and(eq(members.organizationId, organization.id), eq(members.userId, admin.user.id))),
    );
    const rules = (await (await call('GET', '/approval-rules', { as: owner })).json()) as {
      soleApprover: string | null;
    };
    expect(rules.soleApprover).toBe(
      'Só uma pessoa pode aprovar nesta organização: ela aprova também os pedidos que faz.',
    );
    const { order, part } = await orderOf(owner, '10.00');
    expect(part.approval).toMatchObject({ can_decide: true, sole_decider: true });
    expect(await pendingOf(owner)).toMatchObject([{ supplierOrderId: part.id, ownOrder: true, soleDecider: true }]);
    const res = await call('PUT', `/purchase-orders/${order.id}/status`, { as: owner, body: { status: 'APPROVED' } });
    expect(res.status).toBe(200);
    expect((await detail(owner, order.id)).supplier_orders[0]!.status).toBe('SENT');
  });

  it('rejects at any step: the lines are rejected, later steps skipped, the part withdrawn', async () => {
    const { owner, admin, member, organization } = await tenantWithRules();
    const { order, part } = await orderOf(member, '6000.00');
    const res = await approveStep(admin, order.id, part.id, 'reject', 'Caro demais');
    expect(res.status).toBe(200);
    const now = (await res.json()) as Detail;
    expect(now.supplier_orders[0]!.status).toBe('CANCELLED');
    expect(now.items.map((i) => i.status)).toEqual(['REJECTED']);
    expect(now.supplier_orders[0]!.approval.steps.map((s) => s.status)).toEqual(['rejected', 'skipped']);
    expect(await pendingOf(owner)).toEqual([]);
    const [entry] = await auditOf(organization.id, 'approval.decided');
    expect(entry!.changes).toMatchObject({ decision: { after: 'recusado' }, note: { after: 'Caro demais' } });
    const late = await approveStep(owner, order.id, part.id);
    expect(late.status).toBe(409);
  });

  it('approves lines at a step that is not the last without deciding them (PUT items)', async () => {
    const { owner, admin, member } = await tenantWithRules();
    const { order } = await orderOf(member, '7000.00');
    const items = (await detail(admin, order.id)).items.map((i) => ({ itemId: i.id, status: 'APPROVED' }));
    expect((await call('PUT', `/purchase-orders/${order.id}/items`, { as: admin, body: { items } })).status).toBe(200);
    let now = await detail(owner, order.id);
    expect(now.items.map((i) => i.status)).toEqual(['PENDING']);
    expect(now.supplier_orders[0]!.approval.steps.map((s) => s.status)).toEqual(['approved', 'pending']);
    expect((await call('PUT', `/purchase-orders/${order.id}/items`, { as: owner, body: { items } })).status).toBe(200);
    now = await detail(owner, order.id);
    expect(now.items.map((i) => i.status)).toEqual(['APPROVED']);
    expect(now.supplier_orders[0]!.status).toBe('SENT');
  });

  it('keeps the rules an order was placed under when the rules change', async () => {
    const { owner, admin, member } = await tenantWithRules();
    const { order, part } = await orderOf(member, '800.00');
    const stepBefore = part.approval.steps[0]!;
    await saveRules(owner, [{ minAmount: 0, maxAmount: null, approvers: [] }]);
    const now = await detail(admin, order.id);
    expect(now.supplier_orders[0]!.status).toBe('AWAITING_APPROVAL');
    expect(now.supplier_orders[0]!.approval.steps).toEqual([stepBefore]);
    const history = (await (await call('GET', '/approval-rules/versions', { as: owner })).json()) as {
      data: { version: number }[];
    };
    const version = history.data[0]!.version;
    expect(version).toBe(2);
    expect((await approveStep(admin, order.id, part.id)).status).toBe(200);
    const fresh = await orderOf(member, '800.00');
    expect(fresh.part.status).toBe('SENT');
  });

  it('answers 404 for another organization’s order and 403 to a member before reading the body', async () => {
    const { member } = await tenantWithRules();
    const other = await createTenant();
    const { order, part } = await orderOf(member, '900.00');
    const foreign = await approveStep(other.owner, order.id, part.id);
    expect(foreign.status).toBe(404);
    const byMember = await call('POST', `/purchase-orders/${order.id}/supplier-orders/${part.id}/approval`, {
      as: member,
      rawBody: '{ not json',
    });
    expect(byMember.status).toBe(403);
    const [step] = await withDb((db) =>
      db.select().from(approvalSteps).where(eq(approvalSteps.supplierOrderId, part.id)),
    );
    expect(step!.status).toBe('pending');
  });

  it('writes order.cancelled when the buyer cancels an order or one supplier’s part', async () => {
    const { admin, member, organization } = await createTenant();
    const whole = await orderOf(member, '30.00');
    await call('PUT', `/purchase-orders/${whole.order.id}/status`, { as: admin, body: { status: 'CANCELLED' } });
    const one = await orderOf(member, '40.00');
    await call('POST', `/purchase-orders/${one.order.id}/supplier-orders/${one.part.id}/cancel`, {
      as: admin,
      body: {},
    });
    const entries = await auditOf(organization.id, 'order.cancelled');
    expect(entries.map((e) => e.targetType).sort()).toEqual(['purchase_order', 'supplier_order']);
    const steps = await withDb((db) =>
      db
        .select({ status: approvalSteps.status })
        .from(approvalSteps)
        .innerJoin(supplierOrders, eq(supplierOrders.id, approvalSteps.supplierOrderId))
        .where(eq(supplierOrders.organizationId, organization.id)),
    );
    expect(steps.map((s) => s.status)).toEqual(['skipped', 'skipped']);
  });
});
