import { describe, expect, it } from 'vitest';
import { supplierOrderStatus } from '../../../db/schema/enums';
import {
  actionsFor,
  derivePurchaseOrderStatus,
  fulfilmentStatus,
  INCIDENT_TRANSITIONS,
  incidentActionsFor,
  nextIncidentStatus,
  nextStatus,
  TRANSITIONS,
  type Action,
  type Actor,
  type SupplierOrderStatus,
} from './supplier-order-machine';

const ACTIONS: Action[] = [
  'send',
  'withdraw',
  'acknowledge',
  'refuse',
  'cancel',
  'ship',
  'cancel_remaining',
  'deliver',
  'receive',
  'answer_incident',
  'resolve_incident',
  'reopen_incident',
];
const ACTORS: Actor[] = ['buyer', 'supplier'];

describe('the supplier order state machine', () => {
  it('answers every (state, action, actor): the table’s moves succeed, another actor’s is refused, the rest are conflicts', () => {
    let pairs = 0;
    for (const from of supplierOrderStatus.enumValues) {
      for (const action of ACTIONS) {
        for (const actor of ACTORS) {
          pairs++;
          const rows = TRANSITIONS.filter((t) => t.from === from && t.action === action && t.actor === actor);
          const other = TRANSITIONS.find((t) => t.from === from && t.action === action && t.actor !== actor);
          // Every landing state the table lists is reachable; every other landing is refused.
          for (const to of supplierOrderStatus.enumValues) {
            const outcome = nextStatus(from, action, actor, to);
            if (rows.some((r) => r.to === to))
              expect(outcome, `${from} ${action} ${actor} → ${to}`).toEqual({ ok: true, to });
            else
              expect(outcome, `${from} ${action} ${actor} → ${to}`).toMatchObject({
                ok: false,
                reason: other && rows.length === 0 ? 'wrong-actor' : 'not-allowed',
              });
          }
        }
      }
    }
    expect(pairs).toBe(supplierOrderStatus.enumValues.length * ACTIONS.length * ACTORS.length);
  });

  it('speaks Portuguese when it refuses', () => {
    expect(nextStatus('ACKNOWLEDGED', 'acknowledge', 'supplier')).toEqual({
      ok: false,
      reason: 'not-allowed',
      message: 'Não é possível confirmar um pedido confirmado pelo fornecedor',
    });
    expect(nextStatus('SENT', 'cancel', 'supplier')).toMatchObject({
      reason: 'wrong-actor',
      message: 'Só o comprador pode cancelar este pedido',
    });
  });

  it('offers each side the buttons the table allows, and nothing on a closed order', () => {
    expect(actionsFor('SENT', 'supplier')).toEqual(['acknowledge', 'refuse']);
    expect(actionsFor('SENT', 'buyer')).toEqual(['cancel']);
    expect(actionsFor('ACKNOWLEDGED', 'supplier')).toEqual(['ship', 'cancel_remaining']);
    expect(actionsFor('PARTIALLY_SHIPPED', 'supplier')).toEqual([
      'ship',
      'cancel_remaining',
      'deliver',
      'answer_incident',
    ]);
    expect(actionsFor('SHIPPED', 'buyer')).toEqual(['receive', 'resolve_incident', 'reopen_incident']);
    expect(actionsFor('REFUSED', 'buyer')).toEqual([]);
    expect(actionsFor('CANCELLED', 'supplier')).toEqual([]);
    expect(actionsFor('COMPLETED', 'supplier')).toEqual([]);
    expect(actionsFor('COMPLETED', 'buyer')).toEqual([]);
  });

  it('puts a fulfilled order where its facts say, and every such landing is in the table', () => {
    const line = (accepted: number, shipped: number, cancelled = 0) => ({ accepted, shipped, cancelled });
    const shipment = (delivered: boolean, received: boolean, replacement = false) => ({
      replacement,
      delivered,
      received,
    });
    const cases: [Parameters<typeof fulfilmentStatus>[0], SupplierOrderStatus][] = [
      [{ lines: [line(5, 0)], shipments: [], openIncidents: 0 }, 'ACKNOWLEDGED'],
      [{ lines: [line(5, 0, 5)], shipments: [], openIncidents: 0 }, 'CANCELLED'],
      [{ lines: [line(5, 2)], shipments: [shipment(false, false)], openIncidents: 0 }, 'PARTIALLY_SHIPPED'],
      [{ lines: [line(5, 2, 3)], shipments: [shipment(false, false)], openIncidents: 0 }, 'SHIPPED'],
      [{ lines: [line(5, 5)], shipments: [shipment(true, false)], openIncidents: 0 }, 'DELIVERED'],
      [{ lines: [line(5, 5)], shipments: [shipment(true, true)], openIncidents: 1 }, 'DELIVERED'],
      [
        { lines: [line(5, 5)], shipments: [shipment(true, true), shipment(false, false, true)], openIncidents: 0 },
        'DELIVERED',
      ],
      [
        { lines: [line(5, 5)], shipments: [shipment(true, true), shipment(true, true, true)], openIncidents: 0 },
        'COMPLETED',
      ],
    ];
    for (const [facts, status] of cases) expect(fulfilmentStatus(facts)).toBe(status);
  });

  it('moves incidents by their own table: the supplier answers, the buyer resolves or reopens', () => {
    const statuses = ['OPEN', 'ANSWERED', 'RESOLVED'] as const;
    const actions = ['answer', 'resolve', 'reopen'] as const;
    for (const from of statuses)
      for (const action of actions)
        for (const actor of ACTORS) {
          const row = INCIDENT_TRANSITIONS.find((t) => t.from === from && t.action === action && t.actor === actor);
          const outcome = nextIncidentStatus(from, action, actor);
          if (row) expect(outcome).toEqual({ ok: true, to: row.to });
          else expect(outcome.ok, `${from} ${action} ${actor}`).toBe(false);
        }
    expect(nextIncidentStatus('RESOLVED', 'reopen', 'buyer')).toEqual({
      ok: false,
      reason: 'not-allowed',
      message: 'Não é possível reabrir uma ocorrência resolvida',
    });
    expect(nextIncidentStatus('OPEN', 'answer', 'buyer')).toMatchObject({
      reason: 'wrong-actor',
      message: 'Só o fornecedor pode responder esta ocorrência',
    });
    expect(incidentActionsFor('ANSWERED', 'buyer')).toEqual(['resolve', 'reopen']);
  });

  it('derives the purchase order’s status from its lines and supplier orders', () => {
    const line = (status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED') => ({ status });
    expect(derivePurchaseOrderStatus([line('PENDING'), line('APPROVED')], [{ status: 'AWAITING_APPROVAL' }])).toBe(
      'PENDING',
    );
    expect(derivePurchaseOrderStatus([line('REJECTED')], [{ status: 'CANCELLED' }])).toBe('CANCELLED');
    expect(derivePurchaseOrderStatus([line('APPROVED')], [{ status: 'SENT' }, { status: 'CANCELLED' }])).toBe(
      'APPROVED',
    );
    expect(derivePurchaseOrderStatus([line('APPROVED')], [{ status: 'ACKNOWLEDGED' }, { status: 'SENT' }])).toBe(
      'IN_PROGRESS',
    );
    expect(derivePurchaseOrderStatus([line('APPROVED')], [{ status: 'REFUSED' }, { status: 'CANCELLED' }])).toBe(
      'CANCELLED',
    );
    expect(derivePurchaseOrderStatus([line('APPROVED')], [{ status: 'COMPLETED' }, { status: 'REFUSED' }])).toBe(
      'COMPLETED',
    );
    expect(derivePurchaseOrderStatus([line('APPROVED')], [])).toBe('APPROVED');
  });
});
