import type { OrderDetail as Order } from '../api/orders';

type Step = Order['supplier_orders'][number]['approval']['steps'][number];

/** Who placed the demo orders the order page's tests open: Bruna, a member. */
export const PLACER = { id: 'user-bruna', name: 'Bruna Membro Lima', email: 'membro@abastece.dev' };

/** A supplier order's one approval step, waiting for an admin or the owner. */
export const pendingAdminStep: Step = {
  position: 1,
  approver: 'admin',
  status: 'pending',
  reason: 'Aprovação de um administrador',
  decided_by: null,
  decided_at: null,
  note: null,
  rule_set_id: null,
  rule_id: null,
};

/** An order line of 2 kg at R$ 10,00 in supplier order `part`, approved and accepted unless `over` says otherwise. */
export const line = (id: string, name: string, part: string, supplier: string, over: object = {}) => ({
  id,
  supplier_order_id: part,
  supplier_id: `sup-${part}`,
  supplier_name: supplier,
  product_name: name,
  product_unit: 'kg',
  quantity: 2,
  unit_price: 10,
  total_price: 20,
  status: 'APPROVED',
  supplier_status: 'ACCEPTED',
  accepted_quantity: 2,
  admin_notes: null,
  refusal_reason: null,
  supplier_note: null,
  ...over,
});
