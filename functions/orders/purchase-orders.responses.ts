import * as z from 'zod';
import type { Fulfilment } from './read/fulfilment.responses';
import {
  buyerViewTrail,
  buyerViewTrailOf,
  snakeKeys,
  supplierOrderDates,
  supplierOrderDatesOf,
} from './read/supplier-order-record.responses';
import { lineRefusalReason, supplierLineStatus, supplierOrderStatus } from '../../db/schema/enums';
import type { approvalSteps } from '../../db/schema/approvals';
import type {
  purchaseOrderItems,
  purchaseOrders,
  supplierOrderEvents,
  supplierOrders,
} from '../../db/schema/purchase-orders';
import { actionsFor, lineCents, lineCounts } from './move/supplier-order-machine';
import { isoDateTime, uuid, pagesPaginationSchema, deliveryAddressSnapshotSchema } from '../platform/response-schemas';
import { ITEM_STATUSES, ORDER_STATUSES } from './purchase-orders.schemas';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/**
 * The area's response shapes: a zod schema each (the OpenAPI document's) and
 * the mapper from rows that must produce it (the SPA sees them through the router's types).
 */

const money = /* @__PURE__ */ z.number().meta({ description: 'Valor em reais (R$)', example: 129.9 });

export const orderSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    number: z.number().int().nullable().meta({ description: 'Pedido nº (sequencial por organização)', example: 1042 }),
    description: z.string(),
    status: z.enum(ORDER_STATUSES),
    client_id: uuid.nullable(),
    organization_id: uuid,
    supplier_ids: z.array(uuid),
    cart_data: z.unknown().nullable(),
    notes: z.string().nullable(),
    total_amount: money.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'PurchaseOrder' });

export const orderItemSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    purchase_order_id: uuid,
    product_id: uuid.nullable(),
    supplier_id: uuid.nullable(),
    product_name: z.string(),
    product_unit: z.string(),
    supplier_name: z.string(),
    quantity: z.number().int(),
    unit_price: money,
    total_price: money,
    status: z.enum(ITEM_STATUSES),
    admin_notes: z.string().nullable(),
    supplier_order_id: uuid.nullable(),
    supplier_status: z.enum(supplierLineStatus.enumValues).meta({ description: 'A resposta do fornecedor à linha' }),
    accepted_quantity: z.number().int().nullable(),
    refusal_reason: z.enum(lineRefusalReason.enumValues).nullable(),
    supplier_note: z.string().nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'PurchaseOrderItem' });

const supplierGroupSchema = /* @__PURE__ */ z
  .object({
    supplier_id: uuid.nullable(),
    supplier_name: z.string(),
    items: z.array(orderItemSchema),
    total_amount: money,
    allApproved: z.boolean(),
    allRejected: z.boolean(),
    hasPending: z.boolean(),
  })
  .meta({ id: 'PurchaseOrderSupplierGroup' });

export const orderWithItemsSchema = /* @__PURE__ */ orderSchema
  .extend({ items: z.array(orderItemSchema), itemsBySupplier: z.array(supplierGroupSchema) })
  .meta({ id: 'PurchaseOrderWithItems' });

export const orderSummarySchema = /* @__PURE__ */ orderSchema
  .extend({
    item_count: z.number().int(),
    client_name: z.string().nullable(),
    supplier_names: z.array(z.string()).meta({ description: 'Os fornecedores do pedido, por nome' }),
  })
  .meta({ id: 'PurchaseOrderSummary' });

const day = /* @__PURE__ */ z.iso.date().meta({ example: '2026-11-27' });

export const approvalStepSchema = /* @__PURE__ */ z
  .object({
    position: z.number().int(),
    approver: z.enum(['admin', 'owner', 'system']).meta({
      description: 'admin: um administrador ou o dono; owner: o dono; system: aprovação automática',
    }),
    status: z.enum(['pending', 'approved', 'rejected', 'skipped']),
    reason: z.string().meta({ example: 'Acima de R$ 5.000,00: dono' }),
    decided_by: z.object({ id: uuid, name: z.string() }).nullable(),
    decided_at: isoDateTime.nullable(),
    note: z.string().nullable(),
    rule_set_id: uuid.nullable().meta({ description: 'A versão das regras sob a qual o pedido foi feito' }),
    rule_id: uuid.nullable(),
  })
  .meta({ id: 'ApprovalStep' });

const approvalSchema = /* @__PURE__ */ z
  .object({
    steps: z.array(approvalStepSchema),
    can_decide: z.boolean().meta({ description: 'Se quem pergunta pode decidir a etapa atual' }),
    sole_decider: z.boolean().meta({
      description:
        'A etapa atual só tem uma pessoa que pode decidi-la na organização: ela decide mesmo num pedido que fez',
    }),
  })
  .meta({ id: 'SupplierOrderApproval' });

type StepRow = typeof approvalSteps.$inferSelect;

export const approvalStepResponse = (s: {
  step: StepRow;
  decidedByName: string | null;
}): z.output<typeof approvalStepSchema> => ({
  position: s.step.position,
  approver: s.step.approver as 'admin' | 'owner' | 'system',
  status: s.step.status as 'pending' | 'approved' | 'rejected' | 'skipped',
  reason: s.step.reason,
  decided_by: s.step.decidedBy ? { id: s.step.decidedBy, name: s.decidedByName ?? '' } : null,
  decided_at: s.step.decidedAt?.toISOString() ?? null,
  note: s.step.note,
  rule_set_id: s.step.ruleSetId,
  rule_id: s.step.ruleId,
});

export const buyerSupplierOrderSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    number: z.string().meta({ example: '1042-1' }),
    supplier_id: uuid,
    supplier_name: z.string(),
    status: z.enum(supplierOrderStatus.enumValues),
    total_amount: money,
    delivery_address: deliveryAddressSnapshotSchema.nullable(),
    requested_delivery_date: day.nullable(),
    payment_term: z.string().nullable(),
    notes: z.string().nullable(),
    ...snakeKeys(supplierOrderDates),
    actions: z.array(z.string()).meta({ description: 'O que o comprador pode fazer agora (a máquina de estados)' }),
    answers_by_link: z.boolean().meta({
      description:
        'O fornecedor não tem conta (ninguém no portal): responde e despacha pelo link do e-mail, que o dono ou admin pode reenviar ou revogar',
    }),
    answer_link_revoked_at: isoDateTime.nullable().meta({
      description: 'Quando os links de resposta deste pedido foram revogados pela última vez (null: nunca)',
    }),
    ...buyerViewTrail,
    approval: approvalSchema,
  })
  .meta({ id: 'BuyerSupplierOrder' });

export const orderDetailSchema = /* @__PURE__ */ orderWithItemsSchema
  .extend({
    client: z.object({ id: uuid, name: z.string().nullable(), email: z.string().nullable() }).nullable(),
    cost_centre: z
      .object({ id: uuid, name: z.string() })
      .nullable()
      .meta({ description: 'O centro de custo do pedido (null: nenhum)' }),
    outside_budgets: z.boolean().meta({
      description: 'A organização tem orçamentos e o pedido não tem centro de custo: nenhum orçamento o conferiu',
    }),
    supplier_orders: z.array(buyerSupplierOrderSchema),
  })
  .meta({ id: 'PurchaseOrderDetail' });

type SupplierOrderRow = typeof supplierOrders.$inferSelect;
type EventRow = typeof supplierOrderEvents.$inferSelect;

export const buyerSupplierOrderResponse = (p: {
  part: SupplierOrderRow;
  supplierName: string;
  answersByLink: boolean;
  timeline: EventRow[];
  lines: ItemRow[];
  fulfilment: Fulfilment;
  approval: { steps: { step: StepRow; decidedByName: string | null }[]; canDecide: boolean; soleDecider: boolean };
}): z.output<typeof buyerSupplierOrderSchema> => ({
  id: p.part.id,
  number: p.part.number,
  supplier_id: p.part.supplierId,
  supplier_name: p.supplierName,
  status: p.part.status,
  total_amount: Number(p.part.totalAmount),
  delivery_address: p.part.deliveryAddress,
  requested_delivery_date: p.part.requestedDeliveryDate,
  payment_term: p.part.paymentTerm,
  notes: p.part.notes,
  ...snakeKeys(supplierOrderDatesOf(p.part)),
  actions: actionsFor(p.part.status, 'buyer'),
  answers_by_link: p.answersByLink,
  answer_link_revoked_at: p.part.answerLinkRevokedAt?.toISOString() ?? null,
  ...buyerViewTrailOf(p),
  approval: {
    steps: p.approval.steps.map(approvalStepResponse),
    can_decide: p.approval.canDecide,
    sole_decider: p.approval.soleDecider,
  },
});

export const orderListSchema = /* @__PURE__ */ z.object({
  data: z.array(orderSummarySchema),
  pagination: pagesPaginationSchema,
});

export const orderStatsSchema = /* @__PURE__ */ z
  .object({ ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])), total: z.number().int() })
  .meta({ id: 'PurchaseOrderStats' });

type OrderRow = typeof purchaseOrders.$inferSelect;
type ItemRow = typeof purchaseOrderItems.$inferSelect;

export const orderToResponse = (o: OrderRow): z.output<typeof orderSchema> => ({
  id: o.id,
  number: o.number,
  description: o.description,
  status: o.status,
  client_id: o.clientId,
  organization_id: o.organizationId,
  supplier_ids: o.supplierIds,
  cart_data: o.cartData,
  notes: o.notes,
  total_amount: o.totalAmount === null ? null : Number(o.totalAmount),
  created_at: o.createdAt.toISOString(),
  updated_at: o.updatedAt.toISOString(),
});

export const itemToResponse = (i: ItemRow): z.output<typeof orderItemSchema> => ({
  id: i.id,
  purchase_order_id: i.purchaseOrderId,
  product_id: i.productId,
  supplier_id: i.supplierId,
  product_name: i.productName,
  product_unit: i.productUnit,
  supplier_name: i.supplierName,
  quantity: i.quantity,
  unit_price: Number(i.unitPrice),
  total_price: Number(i.totalPrice),
  status: i.status,
  admin_notes: i.adminNotes,
  supplier_order_id: i.supplierOrderId,
  supplier_status: i.supplierStatus,
  accepted_quantity: i.acceptedQuantity,
  refusal_reason: i.refusalReason,
  supplier_note: i.supplierNote,
  created_at: i.createdAt.toISOString(),
  updated_at: i.updatedAt.toISOString(),
});

/** Items grouped by supplier, each group with its total and decision flags. */
export function groupBySupplier(items: ItemRow[]) {
  const groups = new Map<string, { supplier_id: string | null; supplier_name: string; items: ItemRow[] }>();
  for (const item of items) {
    const key = item.supplierId ?? item.supplierName;
    const group = groups.get(key) ?? { supplier_id: item.supplierId, supplier_name: item.supplierName, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    ...g,
    // What the group is worth now: lines rejected, cancelled or refused no longer count.
    total_amount: g.items.filter(lineCounts).reduce((sum, i) => sum + lineCents(i), 0) / 100,
    allApproved: g.items.every((i) => i.status === 'APPROVED'),
    allRejected: g.items.every((i) => i.status === 'REJECTED'),
    hasPending: g.items.some((i) => i.status === 'PENDING'),
  }));
}

/** An order with its items, flat and grouped by supplier. */
export const orderWithItems = (found: {
  order: OrderRow;
  items: ItemRow[];
}): z.output<typeof orderWithItemsSchema> => ({
  ...orderToResponse(found.order),
  items: found.items.map(itemToResponse),
  itemsBySupplier: groupBySupplier(found.items).map((g) => ({ ...g, items: g.items.map(itemToResponse) })),
});

/** A line of the order list: the order with its item count and client's name. */
export const orderSummaryResponse = (r: {
  order: OrderRow;
  itemCount: number;
  clientName: string | null;
  supplierNames: string[];
}): z.output<typeof orderSummarySchema> => ({
  ...orderToResponse(r.order),
  item_count: r.itemCount,
  client_name: r.clientName,
  supplier_names: r.supplierNames,
});

/** GET /purchase-orders/:id — the order, its client, then its items (the spec's field order). */
export function orderDetailResponse(found: {
  order: OrderRow;
  items: ItemRow[];
  clientName: string | null;
  clientEmail: string | null;
  costCentreName: string | null;
  organizationHasBudgets: boolean;
  supplierOrders: Parameters<typeof buyerSupplierOrderResponse>[0][];
}): z.output<typeof orderDetailSchema> {
  const client = found.order.clientId
    ? { id: found.order.clientId, name: found.clientName, email: found.clientEmail }
    : null;
  const { items, itemsBySupplier, ...order } = orderWithItems(found);
  return {
    ...order,
    client,
    cost_centre:
      found.order.costCentreId && found.costCentreName !== null
        ? { id: found.order.costCentreId, name: found.costCentreName }
        : null,
    outside_budgets: found.organizationHasBudgets && !found.order.costCentreId,
    items,
    itemsBySupplier,
    supplier_orders: found.supplierOrders.map(buyerSupplierOrderResponse),
  };
}

export type OrderResponse = ReturnType<typeof orderToResponse>;
export type OrderSummaryResponse = ReturnType<typeof orderSummaryResponse>;
export type OrderItemResponse = ReturnType<typeof itemToResponse>;
export type OrderDetailResponse = ReturnType<typeof orderDetailResponse>;
