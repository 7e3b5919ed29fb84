import type { OrderDetail } from '../api/orders';

type Part = OrderDetail['supplier_orders'][number];
type Shipment = Part['shipments'][number];
type Incident = Part['incidents'][number];
type Address = NonNullable<Part['delivery_address']>;

/** What on an order waits for the person looking at it, part by part. */
export type Need =
  | { kind: 'approve'; part: Part }
  | { kind: 'receive'; part: Part; shipment: Shipment }
  | { kind: 'settle'; part: Part; incident: Incident };

/** The part's approval is the viewer's to decide now: its step says so, or (before steps) her role. */
export const awaitsViewer = (part: Part, canDecide: boolean) =>
  part.status === 'AWAITING_APPROVAL' && (part.approval.steps.length > 0 ? part.approval.can_decide : canDecide);

/** A shipment the buyer still has to check at the door. */
export const toReceive = (part: Part, s: Shipment) => s.status !== 'RECEIVED' && part.actions.includes('receive');

/** An incident the supplier answered, which a manager accepts or reopens. */
export const toSettle = (i: Incident, canDecide: boolean) => canDecide && i.actions.includes('resolve');

export function needsOf(order: OrderDetail, canDecide: boolean): Need[] {
  return order.supplier_orders.flatMap((part): Need[] => [
    ...(awaitsViewer(part, canDecide) ? [{ kind: 'approve' as const, part }] : []),
    ...part.shipments
      .filter((s) => toReceive(part, s))
      .map((shipment) => ({ kind: 'receive' as const, part, shipment })),
    ...part.incidents
      .filter((i) => toSettle(i, canDecide))
      .map((incident) => ({ kind: 'settle' as const, part, incident })),
  ]);
}

export const deliveryLine = (a: Address) =>
  `${a.label ? `${a.label}: ` : ''}${a.street}, ${a.number}${a.complement ? ` — ${a.complement}` : ''} · ${a.district} · ${a.city}/${a.state}`;

/**
 * Where and when the order is delivered, when every part agrees (one checkout, one address); null when
 * the parts differ (each block then says its own).
 */
export function sharedDelivery(order: OrderDetail): { address: string; day: string | null } | null {
  const parts = order.supplier_orders.filter((p) => p.delivery_address);
  if (parts.length === 0) return null;
  const addresses = new Set(parts.map((p) => deliveryLine(p.delivery_address!)));
  const days = new Set(parts.map((p) => p.requested_delivery_date));
  if (addresses.size !== 1 || days.size !== 1) return null;
  return { address: [...addresses][0]!, day: [...days][0] ?? null };
}

/** The parts whose goods were received: their notes' installments are in contas a pagar. */
export const receivedParts = (order: OrderDetail) =>
  order.supplier_orders.filter((p) => p.shipments.some((s) => s.status === 'RECEIVED'));

/** The part's block on the page, which "what needs me" links to. */
export const partAnchor = (part: Pick<Part, 'number'>) => `pedido-${part.number}`;
