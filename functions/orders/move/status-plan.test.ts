import { describe, expect, it } from 'vitest';
import type { purchaseOrders } from '../../../db/schema/purchase-orders';
import type { AuditActor } from '../../platform/audit-log';
import type { DomainEvent } from '../../platform/domain-event';
import {
  assertCancellable,
  partCancelledAudit,
  planRequestedStatus,
  stillCancellable,
  withStatusEvent,
} from './status-plan';

/**
 * The buyer's moves of a whole order decided on rows as data (status-plan.ts, no database): which
 * status a request may ask for, which parts a cancellation takes, and what the audit log and the
 * subscribers hear. The API tests (purchase-orders.test.ts, roles.test.ts) walk the same through HTTP.
 */

type OrderStatus = (typeof purchaseOrders.$inferSelect)['status'];
type PartStatus = Parameters<typeof stillCancellable>[0]['status'];

const actor: AuditActor = { type: 'user', id: 'u-1', label: 'Ana', ip: null, userAgent: null };
const context = { organizationId: 'org-1', orderId: 'po-1', orderNumber: 12, actor };

describe('a status asked for the whole order', () => {
  const cases: {
    from: OrderStatus;
    to: OrderStatus;
    reason?: string;
    cancel?: boolean;
    audit?: Record<string, { before?: string; after: string }>;
    conflict?: string;
  }[] = [
    { from: 'PENDING', to: 'PENDING', cancel: false },
    { from: 'APPROVED', to: 'APPROVED', cancel: false },
    { from: 'COMPLETED', to: 'COMPLETED', cancel: false },
    {
      from: 'PENDING',
      to: 'CANCELLED',
      cancel: true,
      audit: { status: { before: 'pendente', after: 'cancelado' } },
    },
    {
      from: 'IN_PROGRESS',
      to: 'CANCELLED',
      reason: 'Fechamos a cozinha',
      cancel: true,
      audit: { status: { before: 'em andamento', after: 'cancelado' }, reason: { after: 'Fechamos a cozinha' } },
    },
    { from: 'PENDING', to: 'APPROVED', conflict: 'não passa de pendente para aprovado por aqui' },
    { from: 'APPROVED', to: 'COMPLETED', conflict: 'não passa de aprovado para concluído por aqui' },
    { from: 'CANCELLED', to: 'IN_PROGRESS', conflict: 'não passa de cancelado para em andamento por aqui' },
  ];

  it.each(cases)('$from → $to', ({ from, to, reason, cancel, audit, conflict }) => {
    const plan = () => planRequestedStatus({ from, to, reason, context });
    if (conflict) {
      expect(plan).toThrowError(
        expect.objectContaining({
          code: 'CONFLICT',
          message: `O status do pedido segue os itens e os pedidos aos fornecedores: ${conflict}`,
        }),
      );
      return;
    }
    expect(plan()).toEqual({
      cancel,
      audits: audit
        ? [
            {
              organizationId: 'org-1',
              actor,
              action: 'order.cancelled',
              target: { type: 'purchase_order', id: 'po-1', label: 'Pedido 12' },
              changes: audit,
            },
          ]
        : [],
    });
  });

  it('names an order without a number "Pedido" alone', () => {
    const plan = planRequestedStatus({ from: 'APPROVED', to: 'CANCELLED', context: { ...context, orderNumber: null } });
    expect(plan.audits[0]!.target.label).toBe('Pedido');
  });
});

describe('the parts a cancellation takes', () => {
  const cases: { status: PartStatus; taken: boolean; withoutReason: 'cancels' | 'needs a reason' }[] = [
    { status: 'AWAITING_APPROVAL', taken: true, withoutReason: 'cancels' },
    { status: 'SENT', taken: true, withoutReason: 'cancels' },
    { status: 'ACKNOWLEDGED', taken: true, withoutReason: 'needs a reason' },
    { status: 'REFUSED', taken: false, withoutReason: 'cancels' },
    { status: 'CANCELLED', taken: false, withoutReason: 'cancels' },
    { status: 'PARTIALLY_SHIPPED', taken: false, withoutReason: 'cancels' },
    { status: 'SHIPPED', taken: false, withoutReason: 'cancels' },
    { status: 'DELIVERED', taken: false, withoutReason: 'cancels' },
    { status: 'COMPLETED', taken: false, withoutReason: 'cancels' },
  ];

  it.each(cases)(
    '$status: taken by the whole order’s cancellation: $taken; without a reason it $withoutReason',
    (c) => {
      const part = { status: c.status, number: '12-1' };
      expect(stillCancellable(part)).toBe(c.taken);
      expect(() => assertCancellable(part, 'Mudou o cardápio')).not.toThrow();
      if (c.withoutReason === 'cancels') expect(() => assertCancellable(part, null)).not.toThrow();
      else
        expect(() => assertCancellable(part, null)).toThrowError(
          expect.objectContaining({
            code: 'VALIDATION_ERROR',
            message: 'O pedido 12-1 já foi confirmado pelo fornecedor: informe o motivo do cancelamento',
          }),
        );
    },
  );

  it('records one part cancelled with its status before and the reason when given', () => {
    const part = { id: 'so-1', number: '12-1', status: 'SENT' as const };
    expect(partCancelledAudit({ organizationId: 'org-1', actor }, part, 'Mudou o cardápio')).toEqual({
      organizationId: 'org-1',
      actor,
      action: 'order.cancelled',
      target: { type: 'supplier_order', id: 'so-1', label: 'Pedido 12-1' },
      changes: { status: { before: 'SENT', after: 'CANCELLED' }, reason: { after: 'Mudou o cardápio' } },
    });
    expect(partCancelledAudit({ organizationId: 'org-1', actor }, part).changes).toEqual({
      status: { before: 'SENT', after: 'CANCELLED' },
    });
  });
});

describe('the status_changed event', () => {
  const order = (status: OrderStatus) => ({ status }) as typeof purchaseOrders.$inferSelect;
  const moved: DomainEvent = {
    type: 'purchase_order.updated',
    organizationId: 'org-1',
    data: {
      orderId: 'po-1',
      number: 12,
      supplierOrderId: 'so-1',
      supplierOrderNumber: '12-1',
      action: 'cancel',
      status: 'CANCELLED',
    },
  };

  it('is added last when the order’s status moved, and only then', () => {
    const same = { order: order('APPROVED'), events: [moved] };
    expect(withStatusEvent({ organizationId: 'org-1', id: 'po-1' }, 'APPROVED', same)).toBe(same);
    expect(
      withStatusEvent({ organizationId: 'org-1', id: 'po-1' }, 'APPROVED', {
        order: order('CANCELLED'),
        events: [moved],
      }).events,
    ).toEqual([
      moved,
      {
        type: 'purchase_order.status_changed',
        organizationId: 'org-1',
        data: { orderId: 'po-1', from: 'APPROVED', to: 'CANCELLED' },
      },
    ]);
  });
});
