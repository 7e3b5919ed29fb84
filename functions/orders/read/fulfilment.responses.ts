import * as z from 'zod';
import { incidentResolution, incidentStatus, receiptCondition, shipmentStatus } from '../../../db/schema/enums';
import type { purchaseOrderItems } from '../../../db/schema/purchase-orders';
import { isoDateTime, uuid } from '../../platform/response-schemas';
import { incidentActionsFor, type Actor } from '../move/supplier-order-machine';
import type { IncidentRow, ShipmentWithLines } from '../move/fulfilment.facts';

/**
 * Shipments, incidents and the three-way check: one set of components (Shipment, Incident,
 * ThreeWayCheck) that the supplier's order and the buyer's supplier order both carry.
 */

type ItemRow = typeof purchaseOrderItems.$inferSelect;
// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const day = /* @__PURE__ */ z.iso.date().meta({ example: '2026-11-27' });
const money = /* @__PURE__ */ z.number().meta({ description: 'Valor em reais (R$)', example: 129.9 });
const cents = (value: string | number) => Math.round(Number(value) * 100);

export const shipmentSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    sequence: z.number().int().meta({ description: 'Remessa 1, 2, … do pedido' }),
    status: z.enum(shipmentStatus.enumValues),
    nfeKey: z.string().meta({ example: '35261111222333000181550010000010421123456781' }),
    invoiceNumber: z.string(),
    invoiceSeries: z.string(),
    invoiceAmount: money,
    carrier: z.string().nullable(),
    trackingCode: z.string().nullable(),
    expectedDeliveryDate: day.nullable(),
    replacesIncidentId: uuid
      .nullable()
      .meta({ description: 'A ocorrência que esta remessa repõe (null: remessa normal)' }),
    deliveredAt: isoDateTime.nullable(),
    receivedAt: isoDateTime.nullable(),
    receivedByName: z.string().nullable(),
    nfeXml: z.boolean().meta({ description: 'O XML da NF-e está guardado: baixe em …/shipments/{shipmentId}/nfe.xml' }),
    danfe: z.boolean().meta({ description: 'O DANFE (PDF) foi anexado: baixe em …/shipments/{shipmentId}/danfe.pdf' }),
    createdAt: isoDateTime,
    lines: z.array(
      z.object({
        id: uuid,
        itemId: uuid,
        productName: z.string(),
        unit: z.string(),
        quantity: z.number().int(),
        receivedQuantity: z.number().int().nullable().meta({ description: 'Unidades recebidas em ordem' }),
        condition: z.enum(receiptCondition.enumValues).nullable(),
        receiptNote: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Shipment' });

export const incidentSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    shipmentLineId: uuid,
    itemId: uuid,
    productName: z.string(),
    kind: z.enum(receiptCondition.enumValues),
    quantity: z.number().int(),
    note: z.string().nullable(),
    status: z.enum(incidentStatus.enumValues),
    resolution: z.enum(incidentResolution.enumValues).nullable(),
    creditAmount: money.nullable(),
    answerNote: z.string().nullable(),
    reopenNote: z.string().nullable().meta({ description: 'Por que o comprador reabriu a ocorrência (a última vez)' }),
    replacementShipmentId: uuid.nullable(),
    answeredAt: isoDateTime.nullable(),
    resolvedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    actions: z.array(z.string()).meta({ description: 'O que quem pergunta pode fazer agora com a ocorrência' }),
  })
  .meta({ id: 'Incident' });

/** Per line: ordered, accepted, shipped, received, and what is missing; the invoices against the accepted value. */
export const threeWaySchema = /* @__PURE__ */ z
  .object({
    lines: z.array(
      z.object({
        itemId: uuid,
        productName: z.string(),
        unit: z.string(),
        ordered: z.number().int(),
        accepted: z.number().int(),
        shipped: z.number().int(),
        cancelled: z.number().int(),
        received: z.number().int(),
        divergent: z.number().int().meta({ description: 'Unidades recebidas com avaria, falta ou item errado' }),
        acceptedAmount: money,
        receivedAmount: money,
      }),
    ),
    acceptedAmount: money,
    invoicedAmount: money.meta({ description: 'Soma das NF-e das remessas normais (reposições à parte)' }),
    receivedAmount: money,
    invoiceDifference: money.meta({ description: 'NF-e menos o valor aceito e não cancelado' }),
  })
  .meta({ id: 'ThreeWayCheck' });

export type Fulfilment = { shipments: ShipmentWithLines[]; incidents: IncidentRow[] };

export function shipmentToResponse(s: ShipmentWithLines, items: ItemRow[]): z.output<typeof shipmentSchema> {
  const item = (id: string) => items.find((i) => i.id === id);
  return {
    id: s.id,
    sequence: s.sequence,
    status: s.status,
    nfeKey: s.nfeKey,
    invoiceNumber: s.invoiceNumber,
    invoiceSeries: s.invoiceSeries,
    invoiceAmount: Number(s.invoiceAmount),
    carrier: s.carrier,
    trackingCode: s.trackingCode,
    expectedDeliveryDate: s.expectedDeliveryDate,
    replacesIncidentId: s.replacesIncidentId,
    deliveredAt: s.deliveredAt?.toISOString() ?? null,
    receivedAt: s.receivedAt?.toISOString() ?? null,
    receivedByName: s.receivedByName,
    nfeXml: s.nfeXmlKeptAt !== null,
    danfe: s.danfeKeptAt !== null,
    createdAt: s.createdAt.toISOString(),
    lines: s.lines.map((l) => ({
      id: l.id,
      itemId: l.itemId,
      productName: item(l.itemId)?.productName ?? '',
      unit: item(l.itemId)?.productUnit ?? '',
      quantity: l.quantity,
      receivedQuantity: l.receivedQuantity,
      condition: l.condition,
      receiptNote: l.receiptNote,
    })),
  };
}

export const incidentToResponse = (
  i: IncidentRow,
  items: ItemRow[],
  viewer: Actor,
): z.output<typeof incidentSchema> => ({
  id: i.id,
  shipmentLineId: i.shipmentLineId,
  itemId: i.itemId,
  productName: items.find((x) => x.id === i.itemId)?.productName ?? '',
  kind: i.kind,
  quantity: i.quantity,
  note: i.note,
  status: i.status,
  resolution: i.resolution,
  creditAmount: i.creditAmount === null ? null : Number(i.creditAmount),
  answerNote: i.answerNote,
  reopenNote: i.reopenNote,
  replacementShipmentId: i.replacementShipmentId,
  answeredAt: i.answeredAt?.toISOString() ?? null,
  resolvedAt: i.resolvedAt?.toISOString() ?? null,
  createdAt: i.createdAt.toISOString(),
  actions: incidentActionsFor(i.status, viewer),
});

/** The three-way check of one supplier order's lines (those that reached the supplier). */
export function threeWay(items: ItemRow[], f: Fulfilment): z.output<typeof threeWaySchema> {
  const divergentOf = (itemId: string) =>
    f.incidents.filter((i) => i.itemId === itemId).reduce((n, i) => n + i.quantity, 0);
  const lines = items
    .filter((i) => i.status !== 'REJECTED')
    .map((i) => {
      const accepted = i.supplierStatus === 'ACCEPTED' ? (i.acceptedQuantity ?? 0) : 0;
      const price = cents(i.unitPrice);
      return {
        itemId: i.id,
        productName: i.productName,
        unit: i.productUnit,
        ordered: i.quantity,
        accepted,
        shipped: i.shippedQuantity,
        cancelled: i.cancelledQuantity,
        received: i.receivedQuantity,
        divergent: divergentOf(i.id),
        acceptedAmount: (price * accepted) / 100,
        receivedAmount: (price * i.receivedQuantity) / 100,
      };
    });
  const invoiced = f.shipments
    .filter((s) => s.replacesIncidentId === null)
    .reduce((n, s) => n + cents(s.invoiceAmount), 0);
  const due = items.reduce(
    (n, i) =>
      n +
      (i.supplierStatus === 'ACCEPTED' && i.status !== 'REJECTED'
        ? cents(i.unitPrice) * ((i.acceptedQuantity ?? 0) - i.cancelledQuantity)
        : 0),
    0,
  );
  const acceptedCents = lines.reduce((n, l) => n + Math.round(l.acceptedAmount * 100), 0);
  const receivedCents = lines.reduce((n, l) => n + Math.round(l.receivedAmount * 100), 0);
  return {
    lines,
    acceptedAmount: acceptedCents / 100,
    invoicedAmount: invoiced / 100,
    receivedAmount: receivedCents / 100,
    invoiceDifference: (invoiced - due) / 100,
  };
}
