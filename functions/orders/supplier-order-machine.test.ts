import { describe, expect, it } from 'vitest';
import { supplierOrderStatus } from '../../db/schema/enums';
import {
  actionsFor,
  derivePurchaseOrderStatus,
  nextStatus,
  TRANSITIONS,
  type Action,
  type Actor,
} from './supplier-order-machine';

const ACTIONS: Action[] = [
  'send',
  'withdraw',
  'acknowledge',
  'refuse',
  'cancel',
  'ship_partially',
  'ship',
  'deliver',
  'complete',
];
const ACTORS: Actor[] = ['buyer', 'supplier'];

describe('the supplier order state machine', () => {
  it('answers every (state, action, actor): the table’s moves succeed, another actor’s is refused, the rest are conflicts', () => {
    let pairs = 0;
    for (const from of supplierOrderStatus.enumValues) {
      for (const action of ACTIONS) {
        for (const actor of ACTORS) {
          pairs++;
          const row = TRANSITIONS.find((t) => t.from === from && t.action === action && t.actor === actor && !t.later);
          const other = TRANSITIONS.find(
            (t) => t.from === from && t.action === action && t.actor !== actor && !t.later,
          );
          const outcome = nextStatus(from, action, actor);
          if (row) expect(outcome, `${from} ${action} ${actor}`).toEqual({ ok: true, to: row.to });
          else
            expect(outcome, `${from} ${action} ${actor}`).toMatchObject({
              ok: false,
              reason: other ? 'wrong-actor' : 'not-allowed',
            });
        }
      }
    }
    expect(pairs).toBe(supplierOrderStatus.enumValues.length * ACTIONS.length * ACTORS.length);
  });

  it('speaks Portuguese when it refuses', () => {
    expect(nextStatus('ACKNOWLEDGED', 'acknowledge', 'supplier')).toEqual({
      ok: false,
      reason: 'not-allowed',
      message: 'Não é possível confirmar um pedido confirmado',
    });
    expect(nextStatus('SENT', 'cancel', 'supplier')).toMatchObject({
      reason: 'wrong-actor',
      message: 'Só o comprador pode cancelar este pedido',
    });
  });

  it('offers each side the buttons the table allows, and nothing on a closed order', () => {
    expect(actionsFor('SENT', 'supplier')).toEqual(['acknowledge', 'refuse']);
    expect(actionsFor('SENT', 'buyer')).toEqual(['cancel']);
    expect(actionsFor('REFUSED', 'buyer')).toEqual([]);
    expect(actionsFor('CANCELLED', 'supplier')).toEqual([]);
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
