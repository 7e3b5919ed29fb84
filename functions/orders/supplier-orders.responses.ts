import * as z from 'zod';
import { lineRefusalReason, supplierLineStatus, supplierOrderStatus } from '../../db/schema/enums';
import type { purchaseOrderItems, supplierOrderEvents, supplierOrders } from '../../db/schema/purchase-orders';
import { formatCnpj } from '../platform/cnpj';
import { isoDateTime, uuid, deliveryAddressSnapshotSchema } from '../platform/response-schemas';
import { actionsFor } from './move/supplier-order-machine';
import type { Fulfilment } from './read/fulfilment.responses';
import {
  supplierOrderDates,
  supplierOrderDatesOf,
  supplierViewTrail,
  supplierViewTrailOf,
} from './read/supplier-order-record.responses';

type OrderRow = typeof supplierOrders.$inferSelect;
type LineRow = typeof purchaseOrderItems.$inferSelect;
type EventRow = typeof supplierOrderEvents.$inferSelect;

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const day = /* @__PURE__ */ z.iso.date().meta({ example: '2026-11-27' });
const money = /* @__PURE__ */ z.number().meta({ description: 'Valor em reais (R$)', example: 129.9 });

/** A supplier order as its supplier sees it (people in the portal, systems with the key). */
export const supplierOrderSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    number: z.string().meta({ description: 'Número do pedido ao fornecedor', example: '1042-1' }),
    status: z.enum(supplierOrderStatus.enumValues),
    buyer: z.object({ name: z.string(), cnpj: z.string(), cnpjFormatted: z.string() }),
    deliveryAddress: deliveryAddressSnapshotSchema.nullable(),
    requestedDeliveryDate: day.nullable(),
    paymentTerm: z.string().nullable(),
    notes: z.string().nullable(),
    totalAmount: money,
    ...supplierOrderDates,
    read: z.boolean().meta({ description: 'Se alguém do fornecedor já abriu o pedido no portal' }),
    actions: z.array(z.string()).meta({ description: 'O que o fornecedor pode fazer agora (a máquina de estados)' }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'SupplierOrder' });

export const supplierOrderLineSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    productId: uuid.nullable(),
    productName: z.string(),
    unit: z.string(),
    quantity: z.number().int(),
    unitPrice: money,
    totalPrice: money,
    status: z.enum(supplierLineStatus.enumValues),
    acceptedQuantity: z.number().int().nullable(),
    refusalReason: z.enum(lineRefusalReason.enumValues).nullable(),
    note: z.string().nullable(),
    shippedQuantity: z.number().int(),
    cancelledQuantity: z.number().int().meta({ description: 'Saldo que o fornecedor não vai mais enviar' }),
    receivedQuantity: z.number().int().meta({ description: 'Unidades recebidas em ordem pelo comprador' }),
  })
  .meta({ id: 'SupplierOrderLine' });

export const supplierOrderDetailSchema = /* @__PURE__ */ supplierOrderSchema
  .extend({
    lines: z.array(supplierOrderLineSchema),
    ...supplierViewTrail,
  })
  .meta({ id: 'SupplierOrderDetail' });

export const supplierOrderPageSchema = /* @__PURE__ */ z.object({
  data: z.array(supplierOrderSchema),
  nextCursor: z.string().nullable().meta({ description: 'Passe em cursor para a próxima página; null na última' }),
});

export const supplierOrderInboxSchema = /* @__PURE__ */ supplierOrderPageSchema.extend({
  counts: z.object({
    byStatus: z.partialRecord(z.enum(supplierOrderStatus.enumValues), z.number().int()),
    unread: z.number().int(),
    total: z.number().int(),
  }),
});

export const supplierOrderToResponse = (o: OrderRow): z.output<typeof supplierOrderSchema> => ({
  id: o.id,
  number: o.number,
  status: o.status,
  buyer: { name: o.buyerName, cnpj: o.buyerCnpj, cnpjFormatted: formatCnpj(o.buyerCnpj) },
  deliveryAddress: o.deliveryAddress,
  requestedDeliveryDate: o.requestedDeliveryDate,
  paymentTerm: o.paymentTerm,
  notes: o.notes,
  totalAmount: Number(o.totalAmount),
  ...supplierOrderDatesOf(o),
  read: o.readAt !== null,
  actions: actionsFor(o.status, 'supplier'),
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
});

export const supplierOrderDetailResponse = (found: {
  order: OrderRow;
  lines: LineRow[];
  timeline: EventRow[];
  fulfilment: Fulfilment;
}): z.output<typeof supplierOrderDetailSchema> => ({
  ...supplierOrderToResponse(found.order),
  lines: found.lines.map((l) => ({
    id: l.id,
    productId: l.productId,
    productName: l.productName,
    unit: l.productUnit,
    quantity: l.quantity,
    unitPrice: Number(l.unitPrice),
    totalPrice: Number(l.totalPrice),
    status: l.supplierStatus,
    acceptedQuantity: l.acceptedQuantity,
    refusalReason: l.refusalReason,
    note: l.supplierNote,
    shippedQuantity: l.shippedQuantity,
    cancelledQuantity: l.cancelledQuantity,
    receivedQuantity: l.receivedQuantity,
  })),
  ...supplierViewTrailOf(found),
});
