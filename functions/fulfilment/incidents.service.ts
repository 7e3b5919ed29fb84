import { and, eq, sql } from 'drizzle-orm';
import { incidents } from '../../db/schema/fulfilment';
import { purchaseOrderItems } from '../../db/schema/purchase-orders';
import type { DbOrTx } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { landingOf } from '../platform/allowed-move';
import { nextIncidentStatus, type IncidentAction, type Actor } from '../orders/move/supplier-order-machine';
import { followFulfilment } from '../orders/move/fulfilment-moves';
import { RESOLUTION_LABEL, type IncidentAnswerInput } from './fulfilment.schemas';
import { insertShipment, lockSupplierOrder, type Scope } from './shipments.service';

/**
 * Incidents (ocorrências) move by their own table in the order machine: the supplier answers with a
 * credit (at most the units' value), a replacement shipment (a new NF-e for the units) or a dispute;
 * the buyer's owner or admin resolves the answer or reopens it. Each move is also a move of the
 * supplier order, so its timeline, figures and subscribers follow.
 */

type IncidentRow = typeof incidents.$inferSelect;

async function lockedIncident(tx: DbOrTx, scope: Scope, supplierOrderId: string, incidentId: string) {
  const order = await lockSupplierOrder(tx, scope, supplierOrderId);
  const [row] = await tx
    .select({ incident: incidents, item: purchaseOrderItems })
    .from(incidents)
    .innerJoin(purchaseOrderItems, eq(purchaseOrderItems.id, incidents.itemId))
    .where(and(eq(incidents.id, incidentId), eq(incidents.supplierOrderId, order.id)));
  if (!row) throw notFound('Ocorrência não encontrada');
  return { order, ...row };
}

const assertIncidentMove = (incident: IncidentRow, action: IncidentAction, actor: Actor) =>
  landingOf(nextIncidentStatus(incident.status, action, actor));

/** The supplier's answer. A replacement ships at once under the same order, for the incident's units. */
export async function answerIncident(
  tx: DbOrTx,
  input: { supplierId: string; id: string; incidentId: string; body: IncidentAnswerInput; actorName: string | null },
) {
  const { order, incident, item } = await lockedIncident(
    tx,
    { supplierId: input.supplierId },
    input.id,
    input.incidentId,
  );
  const to = assertIncidentMove(incident, 'answer', 'supplier');
  const { body } = input;
  const unitsValue = Math.round(Number(item.unitPrice) * 100) * incident.quantity;
  if (body.resolution === 'CREDIT' && Math.round(body.creditAmount! * 100) > unitsValue) {
    throw new ApiError({
      code: 'VALIDATION_ERROR',
      message: `O crédito passa do valor das ${incident.quantity} unidades (R$ ${(unitsValue / 100).toFixed(2).replace('.', ',')})`,
      details: [{ path: 'creditAmount', message: 'Crédito acima do valor das unidades' }],
    });
  }
  let replacementShipmentId: string | null = null;
  if (body.resolution === 'REPLACEMENT') {
    const shipment = await insertShipment(
      tx,
      order,
      {
        ...body.shipment!,
        lines: [{ itemId: incident.itemId, quantity: incident.quantity }],
        replacesIncidentId: incident.id,
      },
      'shipment.nfeKey',
    );
    replacementShipmentId = shipment.id;
  }
  await tx
    .update(incidents)
    .set({
      status: to,
      resolution: body.resolution,
      creditAmount: body.resolution === 'CREDIT' ? body.creditAmount!.toFixed(2) : null,
      answerNote: body.note ?? null,
      replacementShipmentId,
      answeredAt: new Date(),
      updatedAt: sql`now()`,
    })
    .where(eq(incidents.id, incident.id));
  const moved = await followFulfilment(tx, order, {
    action: 'answer_incident',
    actor: 'supplier',
    actorName: input.actorName,
    about: { incidentIds: [incident.id], ...(replacementShipmentId ? { shipmentId: replacementShipmentId } : {}) },
    data: {
      incidentId: incident.id,
      product: item.productName,
      resolution: body.resolution,
      label: RESOLUTION_LABEL[body.resolution],
      creditAmount: body.creditAmount ?? null,
      note: body.note ?? null,
      replacementShipmentId,
    },
  });
  return { order, events: [moved.event] };
}

/** The buyer accepts the supplier's answer (RESOLVED) or reopens it with a reason (OPEN again). */
export async function decideIncident(
  tx: DbOrTx,
  input: {
    organizationId: string;
    purchaseOrderId: string;
    id: string;
    incidentId: string;
    action: 'resolve' | 'reopen';
    note?: string;
    actorName: string | null;
  },
) {
  const { order, incident, item } = await lockedIncident(tx, input, input.id, input.incidentId);
  const to = assertIncidentMove(incident, input.action, 'buyer');
  await tx
    .update(incidents)
    .set(
      input.action === 'resolve'
        ? { status: to, resolvedAt: new Date(), updatedAt: sql`now()` }
        : { status: to, answeredAt: null, reopenNote: input.note ?? null, updatedAt: sql`now()` },
    )
    .where(eq(incidents.id, incident.id));
  const moved = await followFulfilment(tx, order, {
    action: input.action === 'resolve' ? 'resolve_incident' : 'reopen_incident',
    actor: 'buyer',
    actorName: input.actorName,
    about: { incidentIds: [incident.id] },
    data: { incidentId: incident.id, product: item.productName, note: input.note ?? null },
  });
  return { order, events: [moved.event] };
}
