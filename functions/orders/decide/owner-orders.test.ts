import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { auditLog } from '../../../db/schema/audit';
import { members } from '../../../db/schema/organizations';
import { createCatalogue } from '../../test/catalogue';
import { createSupplierKey } from '../../test/supplier-keys';
import { call, createTenant, withDb, type Principal } from '../../test/tenant';
import type { orderDetailSchema } from '../purchase-orders.responses';

/**
 * The owner is not asked to approve herself (decision 0055): her orders, from the cart or from an
 * awarded cotação, are approved at creation and leave at once, unless the organization turns on
 * "pedidos do dono também precisam de aprovação". Everyone else's orders keep segregation of duties.
 */

type Detail = z.output<typeof orderDetailSchema>;
type Sole = { soleApprover: string | null };
type RulesInForce = { ownerOrdersNeedApproval: boolean; version: { ownerOrdersNeedApproval: boolean } | null };

const OWNER_REASON = 'Aprovado na criação: pedido do dono';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const detail = async (as: Principal, id: string) =>
  (await (await call('GET', `/purchase-orders/${id}`, { as })).json()) as Detail;
const rulesOf = async (as: Principal) => (await (await call('GET', '/approval-rules', { as })).json()) as RulesInForce;
const auditOf = (organizationId: string, action: string) =>
  withDb((db) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.action, action))),
  );

/** One product at `price` in the principal's cart, checked out. */
async function orderOf(as: Principal, price = '40.00') {
  const catalogue = await createCatalogue([{ price }]);
  await call('POST', '/cart/item', { as, body: { productId: catalogue.products[0]!.id, quantity: 1 } });
  const res = await call('POST', '/purchase-orders', { as, body: { description: 'Feira' } });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  const order = (await res.json()) as { id: string; status: string; number: number };
  return { order, catalogue, full: await detail(as, order.id) };
}

/** The supplier's own list (its API key): the order reached it. */
async function supplierSees(supplierId: string, number: string) {
  const key = await createSupplierKey(supplierId);
  const list = (await (await call('GET', '/supplier/orders', { headers: { 'x-api-key': key.key } })).json()) as {
    data: { number: string; status: string }[];
  };
  return list.data.find((o) => o.number === number)?.status ?? null;
}

describe('an order of the owner', () => {
  it('is approved at creation, as a system step on the timeline and in the audit log, and reaches its supplier', async () => {
    const { owner, organization } = await createTenant();
    const { order, catalogue, full } = await orderOf(owner);
    expect(order.status).toBe('APPROVED');
    const [part] = full.supplier_orders;
    expect(part!.status).toBe('SENT');
    expect(part!.approval.steps).toMatchObject([
      { position: 1, approver: 'system', status: 'approved', reason: OWNER_REASON, decided_by: null },
    ]);
    expect(part!.approval.can_decide).toBe(false);
    expect(part!.timeline).toMatchObject([{ action: 'send', to_status: 'SENT', actor_name: OWNER_REASON }]);
    expect(full.items.every((i) => i.status === 'APPROVED')).toBe(true);
    const entries = await auditOf(organization.id, 'approval.automatic');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorType: 'system', targetId: part!.id });
    expect(entries[0]!.changes).toEqual({ approval: { after: OWNER_REASON } });
    expect(await supplierSees(catalogue.supplier.id, part!.number)).toBe('SENT');
  });

  it('awarded from a cotação is approved at creation too', async () => {
    const { owner } = await createTenant();
    const catalogue = await createCatalogue([{ price: '10.00' }]);
    const quote = (await (
      await call('POST', '/quotes', {
        as: owner,
        body: {
          title: 'Semana do dono',
          deadline: new Date(Date.now() + 86_400_000).toISOString(),
          lines: [{ productId: catalogue.products[0]!.id, quantity: 10 }],
          supplierIds: [catalogue.supplier.id],
        },
      })
    ).json()) as { id: string; lines: { id: string }[] };
    expect((await call('POST', `/quotes/${quote.id}/send`, { as: owner })).status).toBe(200);
    const key = await createSupplierKey(catalogue.supplier.id);
    const answered = await call('PUT', `/supplier/quotes/${quote.id}/answer`, {
      headers: { 'x-api-key': key.key },
      body: {
        lines: [{ lineId: quote.lines[0]!.id, unitPrice: 9.5 }],
        validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        leadTimeDays: 1,
        freight: 0,
        minimumOrderValue: 0,
        paymentTerm: 'Boleto 28 dias',
      },
    });
    expect(answered.status).toBe(200);
    expect((await call('POST', `/quotes/${quote.id}/close`, { as: owner })).status).toBe(200);
    const res = await call('POST', `/quotes/${quote.id}/award`, { as: owner, body: { strategy: 'best_split' } });
    expect(res.status).toBe(200);
    const { purchaseOrderId } = (await res.json()) as { purchaseOrderId: string };
    const full = await detail(owner, purchaseOrderId);
    expect(full.status).toBe('APPROVED');
    expect(full.supplier_orders.map((p) => [p.status, p.approval.steps.map((s) => s.reason)])).toEqual([
      ['SENT', [OWNER_REASON]],
    ]);
  });

  it('waits under the rules when the organization asks for it, and the setting is audited when it changes', async () => {
    const { owner, member, organization } = await createTenant();
    expect(await rulesOf(member)).toMatchObject({ ownerOrdersNeedApproval: false, version: null });
    const rules = [{ minAmount: 0, maxAmount: null, approvers: ['owner'] }];
    const on = await call('PUT', '/approval-rules', { as: owner, body: { rules, ownerOrdersNeedApproval: true } });
    expect(on.status).toBe(200);
    expect(await rulesOf(member)).toMatchObject({
      ownerOrdersNeedApproval: true,
      version: { ownerOrdersNeedApproval: true },
    });
    // Saving the rules without the field keeps the setting in force.
    expect((await call('PUT', '/approval-rules', { as: owner, body: { rules } })).status).toBe(200);
    expect((await rulesOf(member)).ownerOrdersNeedApproval).toBe(true);
    const changed = await auditOf(organization.id, 'approval_rules.changed');
    expect(changed.map((e) => [e.targetLabel, e.changes?.ownerOrdersNeedApproval ?? null])).toEqual(
      expect.arrayContaining([
        ['Versão 1', { before: false, after: true }],
        ['Versão 2', null],
      ]),
    );

    const { order, full } = await orderOf(owner);
    expect(order.status).toBe('PENDING');
    expect(full.supplier_orders[0]!.approval.steps).toMatchObject([
      { approver: 'owner', status: 'pending', reason: 'Qualquer valor: dono' },
    ]);
    // The one owner decides her own order, as before (the single-decider exception of decision 0027).
    expect(full.supplier_orders[0]!.approval).toMatchObject({ can_decide: true, sole_decider: true });
  });

  it('tells a sole owner that her orders are approved at creation and she approves the others’', async () => {
    const { owner, admin, organization } = await createTenant();
    await withDb((db) =>
      db.delete(members).where(and(eq(members.organizationId, organization.id), eq(members.userId, admin.user.id))),
    );
    expect(((await (await call('GET', '/approval-rules', { as: owner })).json()) as Sole).soleApprover).toBe(
      'Só uma pessoa pode aprovar nesta organização: os pedidos dela são aprovados na criação, e ela aprova os dos outros.',
    );
    const { order } = await orderOf(owner);
    expect(order.status).toBe('APPROVED');
  });

  it('refuses the setting from anyone but the owner', async () => {
    const { admin } = await createTenant();
    const res = await call('PUT', '/approval-rules', {
      as: admin,
      body: { rules: [], ownerOrdersNeedApproval: true },
    });
    expect(res.status).toBe(403);
  });
});

describe('segregation of duties for everyone else', () => {
  it('an admin’s order waits, she may not approve it while the owner may', async () => {
    const { owner, admin } = await createTenant();
    const { order, full } = await orderOf(admin);
    expect(order.status).toBe('PENDING');
    const part = full.supplier_orders[0]!;
    expect(part.approval).toMatchObject({ can_decide: false, sole_decider: false });
    const refused = await call('POST', `/purchase-orders/${order.id}/supplier-orders/${part.id}/approval`, {
      as: admin,
      body: { decision: 'approve' },
    });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe('Quem fez o pedido não pode aprová-lo');
    expect((await detail(owner, order.id)).supplier_orders[0]!.approval.can_decide).toBe(true);
  });

  it('a member’s order waits for an admin or the owner', async () => {
    const { member, admin } = await createTenant();
    const { order, full } = await orderOf(member);
    expect(order.status).toBe('PENDING');
    expect(full.supplier_orders[0]!.approval.steps).toMatchObject([{ approver: 'admin', status: 'pending' }]);
    expect((await detail(admin, order.id)).supplier_orders[0]!.approval.can_decide).toBe(true);
  });
});
