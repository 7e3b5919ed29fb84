import { describe, expect, it } from 'vitest';
import type { purchaseOrderItems } from '../../../db/schema/purchase-orders';
import { settleInMemory } from './settlement';

/**
 * The settlement decided on rows as data (settleInMemory, no database): which supplier orders leave
 * once all their lines are decided (sent with the approved lines' value, or withdrawn), in which order,
 * what their subscribers hear, and the purchase order's status and total. The decisions and checkout
 * write what it plans (decision-paths.test.ts and the round-trip pins walk it through HTTP).
 */

type ItemRow = typeof purchaseOrderItems.$inferSelect;
type PartStatus = Parameters<typeof settleInMemory>[0]['parts'][number]['status'];

const now = new Date('2026-03-02T12:00:00Z');
const order = { id: 'po-1', number: 7, organizationId: 'org-1' };
const line = (part: string, status: ItemRow['status'], unitPrice = '10.00', quantity = 2) =>
  ({
    supplierOrderId: part,
    status,
    supplierStatus: 'PENDING',
    unitPrice,
    quantity,
    acceptedQuantity: null,
  }) as ItemRow;

const cases: {
  name: string;
  parts: { id: string; number: string; status: PartStatus }[];
  items: ItemRow[];
  moves: { part: string; action: 'send' | 'withdraw'; to: PartStatus; totalAmount?: string }[];
  status: string;
  totalAmount: string | null;
}[] = [
  {
    name: 'a line still pending holds its part and the order',
    parts: [{ id: 'a', number: '7-1', status: 'AWAITING_APPROVAL' }],
    items: [line('a', 'APPROVED'), line('a', 'PENDING')],
    moves: [],
    status: 'PENDING',
    totalAmount: '40.00',
  },
  {
    name: 'every line approved: the part is sent with their value',
    parts: [{ id: 'a', number: '7-1', status: 'AWAITING_APPROVAL' }],
    items: [line('a', 'APPROVED'), line('a', 'APPROVED', '2.50', 4)],
    moves: [{ part: 'a', action: 'send', to: 'SENT', totalAmount: '30.00' }],
    status: 'APPROVED',
    totalAmount: '30.00',
  },
  {
    name: 'a line rejected, the other approved: sent with the approved line alone',
    parts: [{ id: 'a', number: '7-1', status: 'AWAITING_APPROVAL' }],
    items: [line('a', 'APPROVED'), line('a', 'REJECTED', '99.00')],
    moves: [{ part: 'a', action: 'send', to: 'SENT', totalAmount: '20.00' }],
    status: 'APPROVED',
    totalAmount: '20.00',
  },
  {
    name: 'every line rejected: the part is withdrawn and the order cancelled, with no total',
    parts: [{ id: 'a', number: '7-1', status: 'AWAITING_APPROVAL' }],
    items: [line('a', 'REJECTED'), line('a', 'REJECTED')],
    moves: [{ part: 'a', action: 'withdraw', to: 'CANCELLED' }],
    status: 'CANCELLED',
    totalAmount: null,
  },
  {
    name: 'two parts decided: they leave in their numbers’ order, whatever order they were read in',
    parts: [
      { id: 'b', number: '7-2', status: 'AWAITING_APPROVAL' },
      { id: 'a', number: '7-1', status: 'AWAITING_APPROVAL' },
    ],
    items: [line('b', 'REJECTED'), line('a', 'APPROVED')],
    moves: [
      { part: 'a', action: 'send', to: 'SENT', totalAmount: '20.00' },
      { part: 'b', action: 'withdraw', to: 'CANCELLED' },
    ],
    status: 'APPROVED',
    totalAmount: '20.00',
  },
  {
    name: 'a part already sent, or one without lines, does not move',
    parts: [
      { id: 'a', number: '7-1', status: 'SENT' },
      { id: 'b', number: '7-2', status: 'AWAITING_APPROVAL' },
    ],
    items: [line('a', 'APPROVED')],
    moves: [],
    status: 'APPROVED',
    totalAmount: '20.00',
  },
];

describe('settleInMemory', () => {
  it.each(cases)('$name', (c) => {
    const parts = c.parts.map((p) => ({ ...p }));
    const settled = settleInMemory({ order, parts, items: c.items, actorName: 'Ana', now });
    expect(
      settled.moves.map((m) => ({
        part: m.part.id,
        action: m.action,
        to: m.to,
        ...(m.action === 'send' ? { totalAmount: m.changes.totalAmount } : {}),
      })),
    ).toEqual(c.moves);
    for (const move of settled.moves) {
      expect(move.actorName).toBe('Ana');
      expect(move.part.status).toBe('AWAITING_APPROVAL');
      expect(move.changes).toEqual(
        move.action === 'send' ? { sentAt: now, totalAmount: expect.any(String) } : { cancelledAt: now },
      );
    }
    expect(settled.events).toEqual(
      c.moves.map((m) => ({
        type: 'purchase_order.updated',
        organizationId: 'org-1',
        data: {
          orderId: 'po-1',
          number: 7,
          supplierOrderId: m.part,
          supplierOrderNumber: c.parts.find((p) => p.id === m.part)!.number,
          action: m.action,
          status: m.to,
        },
      })),
    );
    // The parts it moved read their new status, so the order's status is derived from them.
    for (const m of c.moves) expect(parts.find((p) => p.id === m.part)!.status).toBe(m.to);
    expect({ status: settled.status, totalAmount: settled.totalAmount }).toEqual({
      status: c.status,
      totalAmount: c.totalAmount,
    });
  });
});
