import { and, eq, max, sql } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { incidents, shipmentLines, shipments } from '../../db/schema/fulfilment';
import { purchaseOrderItems, supplierOrders } from '../../db/schema/purchase-orders';
import type { DbOrTx } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { todayInSaoPaulo } from '../platform/brazil';
import { landingOf } from '../platform/allowed-move';
import { checkNfeKey } from './nfe';
import { isUniqueViolation } from '../platform/pg-errors';
import { nextStatus, type Action, type Actor } from '../orders/move/supplier-order-machine';
import { closeBackorder, followFulfilment } from '../orders/move/fulfilment-moves';
import { CONDITION_LABEL, type ReceiptInput, type ShipmentInput } from './fulfilment.schemas';
import { keptDuplicates } from '../payables/payables-ledger';

/**
 * Shipments of an acknowledged supplier order, the supplier's "delivered" and "backorder closed",
 * and the buyer's receipt. Each locks the supplier order first: concurrent shipments queue on that
 * lock, so what is shipped never passes what was accepted (the lines' check constraint backs it).
 */

type OrderRow = typeof supplierOrders.$inferSelect;
type ItemRow = typeof purchaseOrderItems.$inferSelect;
/**
 * What a shipment keeps of the authorised XML it came from (kept in the documents bucket before the
 * shipment is written): the São Paulo day of issue and its installments, which its payables read.
 */
export interface NfeFacts {
  issuedOn: string;
  installments: { number: string; dueDate: string; amount: string }[];
}

export type Scope = { supplierId: string } | { organizationId: string; purchaseOrderId: string };

const orderNotFound = () => notFound('Pedido não encontrado');
const shipmentNotFound = () => notFound('Remessa não encontrada');
const invalid = (message: string, path: string) =>
  new ApiError({ code: 'VALIDATION_ERROR', message, details: [{ path, message }] });

/** A supplier order as its supplier (never one awaiting approval) or its buyer sees it. */
export const supplierOrderOf = (scope: Scope) =>
  'supplierId' in scope
    ? and(eq(supplierOrders.supplierId, scope.supplierId), sql`${supplierOrders.status} <> 'AWAITING_APPROVAL'`)
    : and(
        eq(supplierOrders.organizationId, scope.organizationId),
        eq(supplierOrders.purchaseOrderId, scope.purchaseOrderId),
      );

/** The lines the supplier accepted and the buyer still wants: what may ship. */
export const shippableLine = and(
  eq(purchaseOrderItems.supplierStatus, 'ACCEPTED'),
  sql`${purchaseOrderItems.status} not in ('REJECTED', 'CANCELLED')`,
);

/** The supplier order, locked, as its scope sees it. */
export async function lockSupplierOrder(tx: DbOrTx, scope: Scope, id: string): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(supplierOrders)
    .where(and(eq(supplierOrders.id, id), supplierOrderOf(scope)))
    .for('update');
  if (!row) throw orderNotFound();
  return row;
}

async function acceptedLines(tx: DbOrTx, supplierOrderId: string) {
  return tx
    .select()
    .from(purchaseOrderItems)
    .where(and(eq(purchaseOrderItems.supplierOrderId, supplierOrderId), shippableLine));
}

const remaining = (line: ItemRow) => (line.acceptedQuantity ?? 0) - line.shippedQuantity - line.cancelledQuantity;

/**
 * The NF-e checked against the supplier's CNPJ, and the number and series typed beside it against the
 * ones its key holds (the buyer reads "NF-e nº …" from them); the same key twice for one supplier is a 409.
 */
async function checkedInvoice(
  tx: DbOrTx,
  supplierId: string,
  input: Pick<ShipmentInput, 'nfeKey' | 'invoiceNumber' | 'invoiceSeries'>,
  path: string,
) {
  const [supplier] = await tx.select({ cnpj: suppliers.cnpj }).from(suppliers).where(eq(suppliers.id, supplierId));
  const check = checkNfeKey(input.nfeKey, supplier!.cnpj);
  if (!check.ok) throw invalid(check.message, path);
  const beside = (field: string) => path.replace(/nfeKey$/, field);
  const disagreements = [
    Number(input.invoiceNumber) !== Number(check.parts.number) && {
      path: beside('invoiceNumber'),
      message: `O número da NF-e (${input.invoiceNumber}) não confere com a chave de acesso, que é da nota nº ${Number(check.parts.number)}`,
    },
    Number(input.invoiceSeries) !== Number(check.parts.series) && {
      path: beside('invoiceSeries'),
      message: `A série da NF-e (${input.invoiceSeries}) não confere com a chave de acesso, que é da série ${Number(check.parts.series)}`,
    },
  ].filter((d) => d !== false);
  if (disagreements.length)
    throw new ApiError({
      code: 'VALIDATION_ERROR',
      message:
        disagreements.length === 1
          ? disagreements[0]!.message
          : `O número (${input.invoiceNumber}) e a série (${input.invoiceSeries}) da NF-e não conferem com a chave de acesso, que é da nota nº ${Number(check.parts.number)}, série ${Number(check.parts.series)}`,
      details: disagreements,
    });
  return check;
}

/** Inserts a shipment and its lines under the locked order; a reused NF-e key is a 409, not a 500. */
export async function insertShipment(
  tx: DbOrTx,
  order: OrderRow,
  input: Omit<ShipmentInput, 'lines'> & {
    lines: { itemId: string; quantity: number }[];
    replacesIncidentId?: string;
    nfe?: NfeFacts;
  },
  nfePath: string,
) {
  const invoice = await checkedInvoice(tx, order.supplierId, input, nfePath);
  const [{ last } = { last: 0 }] = await tx
    .select({ last: max(shipments.sequence) })
    .from(shipments)
    .where(eq(shipments.supplierOrderId, order.id));
  let shipment: typeof shipments.$inferSelect;
  try {
    [shipment] = (await tx
      .insert(shipments)
      .values({
        supplierOrderId: order.id,
        supplierId: order.supplierId,
        organizationId: order.organizationId,
        sequence: (last ?? 0) + 1,
        nfeKey: invoice.key,
        invoiceNumber: input.invoiceNumber,
        invoiceSeries: input.invoiceSeries,
        invoiceAmount: input.invoiceAmount.toFixed(2),
        carrier: input.carrier || null,
        trackingCode: input.trackingCode || null,
        expectedDeliveryDate: input.expectedDeliveryDate ?? null,
        replacesIncidentId: input.replacesIncidentId ?? null,
        nfeIssuedOn: input.nfe?.issuedOn ?? todayInSaoPaulo(),
        nfeInstallments: input.nfe?.installments ?? [],
        nfeXmlKeptAt: input.nfe ? new Date() : null,
      })
      .returning()) as [typeof shipments.$inferSelect];
  } catch (error) {
    if (isUniqueViolation(error, 'shipments_supplier_nfe_key')) {
      throw new ApiError({ code: 'CONFLICT', message: 'Esta NF-e já foi usada em outra remessa deste fornecedor' });
    }
    throw error;
  }
  await tx
    .insert(shipmentLines)
    .values(input.lines.map((l) => ({ shipmentId: shipment.id, itemId: l.itemId, quantity: l.quantity })));
  return shipment;
}

/**
 * The supplier ships some or all of what remains, with its NF-e. Lines are checked against what is
 * left to ship of each accepted line; the order moves to PARTIALLY_SHIPPED or SHIPPED.
 */
export async function recordShipment(
  tx: DbOrTx,
  input: { supplierId: string; id: string; body: ShipmentInput & { nfe?: NfeFacts }; actorName: string | null },
) {
  const order = await lockSupplierOrder(tx, { supplierId: input.supplierId }, input.id);
  assertMove(order, 'ship', 'supplier');
  const lines = await acceptedLines(tx, order.id);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<string>();
  for (const [index, line] of input.body.lines.entries()) {
    const item = byId.get(line.itemId);
    const at = `lines.${index}`;
    if (!item) throw invalid(`Item que não está para envio neste pedido: ${line.itemId}`, `${at}.itemId`);
    if (seen.has(line.itemId)) throw invalid(`O item "${item.productName}" aparece duas vezes`, `${at}.itemId`);
    seen.add(line.itemId);
    const left = remaining(item);
    if (line.quantity > left) {
      throw new ApiError({
        code: 'CONFLICT',
        message:
          left === 0
            ? `"${item.productName}" já foi todo enviado`
            : `"${item.productName}": restam ${left} ${item.productUnit} para enviar (pedido: ${line.quantity})`,
        details: [{ path: `${at}.quantity`, message: `Restam ${left}` }],
      });
    }
  }
  const shipment = await insertShipment(tx, order, input.body, 'nfeKey');
  const moved = await followFulfilment(tx, order, {
    action: 'ship',
    actor: 'supplier',
    actorName: input.actorName,
    about: { shipmentId: shipment.id },
    data: {
      shipmentId: shipment.id,
      sequence: shipment.sequence,
      invoiceNumber: shipment.invoiceNumber,
      carrier: shipment.carrier,
      expectedDeliveryDate: shipment.expectedDeliveryDate,
      lines: input.body.lines.map((l) => ({
        itemId: l.itemId,
        product: byId.get(l.itemId)!.productName,
        quantity: l.quantity,
      })),
    },
  });
  return { order, shipment, events: [moved.event] };
}

/** The table's word on acting on the order from where it stands: 409 (403 for the other side's move). */
const assertMove = (order: OrderRow, action: Action, actor: Actor) =>
  landingOf(nextStatus(order.status, action, actor));

async function shipmentOf(tx: DbOrTx, order: OrderRow, shipmentId: string) {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.supplierOrderId, order.id)));
  if (!row) throw shipmentNotFound();
  return row;
}

/** The supplier says a shipment reached the buyer (the buyer's receipt says it too). */
export async function markDelivered(
  tx: DbOrTx,
  input: { supplierId: string; id: string; shipmentId: string; actorName: string | null },
) {
  const order = await lockSupplierOrder(tx, { supplierId: input.supplierId }, input.id);
  const shipment = await shipmentOf(tx, order, input.shipmentId);
  if (shipment.deliveredAt || shipment.receivedAt) {
    throw new ApiError({ code: 'CONFLICT', message: `A remessa ${shipment.sequence} já consta como entregue` });
  }
  assertMove(order, 'deliver', 'supplier');
  await tx
    .update(shipments)
    .set({ status: 'DELIVERED', deliveredAt: new Date(), updatedAt: sql`now()` })
    .where(eq(shipments.id, shipment.id));
  const moved = await followFulfilment(tx, order, {
    action: 'deliver',
    actor: 'supplier',
    actorName: input.actorName,
    about: { shipmentId: shipment.id },
    data: { shipmentId: shipment.id, sequence: shipment.sequence },
  });
  return { order, shipment, events: [moved.event] };
}

/**
 * Backorder closed: every unit not shipped yet will not be. With nothing shipped the order is
 * cancelled; otherwise it follows what was shipped (shipped, delivered or even completed).
 */
export async function cancelRemaining(
  tx: DbOrTx,
  input: { supplierId: string; id: string; reason: string; actorName: string | null },
) {
  const order = await lockSupplierOrder(tx, { supplierId: input.supplierId }, input.id);
  assertMove(order, 'cancel_remaining', 'supplier');
  const lines = (await acceptedLines(tx, order.id)).filter((l) => remaining(l) > 0);
  const moved = await closeBackorder(tx, order, {
    lines: lines.map((l) => ({
      itemId: l.id,
      product: l.productName,
      cancelledBefore: l.cancelledQuantity,
      quantity: remaining(l),
    })),
    reason: input.reason,
    actorName: input.actorName,
  });
  return { order, events: [moved.event] };
}

/** A shipment's line as the receipt reads it: the line and its product's name. */
type ReceivedLine = { line: typeof shipmentLines.$inferSelect; productName: string };
type ReceiptAnswer = ReceiptInput['lines'][number];

/**
 * The buyer's answer checked against the shipment's lines, before anything is written: each line once,
 * no more than was shipped, a shortfall said what it was, and every line answered. Answers by line id.
 */
function checkedReceipt(lines: ReceivedLine[], answers: ReceiptAnswer[]) {
  const byId = new Map(lines.map((l) => [l.line.id, l]));
  const answered = new Map<string, ReceiptAnswer>();
  for (const [index, answer] of answers.entries()) {
    const at = `lines.${index}`;
    const found = byId.get(answer.lineId);
    if (!found) throw invalid(`Linha que não está nesta remessa: ${answer.lineId}`, `${at}.lineId`);
    if (answered.has(answer.lineId)) throw invalid(`"${found.productName}" aparece duas vezes`, `${at}.lineId`);
    const shipped = found.line.quantity;
    if (answer.receivedQuantity > shipped) {
      throw invalid(
        `"${found.productName}": recebido (${answer.receivedQuantity}) passa do enviado (${shipped})`,
        `${at}.receivedQuantity`,
      );
    }
    if (answer.condition === 'OK' && answer.receivedQuantity < shipped) {
      throw invalid(
        `"${found.productName}": ${answer.receivedQuantity} de ${shipped} em ordem; diga o que houve com ${shipped - answer.receivedQuantity} (avariado, faltante ou item errado)`,
        `${at}.condition`,
      );
    }
    if (answer.condition !== 'OK' && answer.receivedQuantity === shipped) {
      throw invalid(
        `"${found.productName}": com ${CONDITION_LABEL[answer.condition]}, a quantidade em ordem é menor que a enviada (${shipped})`,
        `${at}.receivedQuantity`,
      );
    }
    answered.set(answer.lineId, answer);
  }
  const missing = lines.filter((l) => !answered.has(l.line.id));
  if (missing.length > 0) {
    throw invalid(
      `Confira todos os itens da remessa: falta ${missing.map((l) => `"${l.productName}"`).join(', ')}`,
      'lines',
    );
  }
  return answered;
}

/** What the receipt's timeline keeps of the lines that did not arrive in order. */
const divergencesOf = (lines: ReceivedLine[], answered: Map<string, ReceiptAnswer>) =>
  lines
    .filter(({ line }) => answered.get(line.id)!.condition !== 'OK')
    .map(({ line, productName }) => {
      const a = answered.get(line.id)!;
      return {
        product: productName,
        condition: a.condition,
        quantity: line.quantity - a.receivedQuantity,
        note: a.note ?? null,
      };
    });

/**
 * The buyer checks a shipment: per line, the units that arrived in order and, for the rest, what
 * went wrong. Each divergent line opens an incident. Receiving marks the shipment delivered.
 */
export async function receiveShipment(
  tx: DbOrTx,
  input: {
    organizationId: string;
    purchaseOrderId: string;
    id: string;
    shipmentId: string;
    body: ReceiptInput;
    user: { id: string; name: string | null };
  },
) {
  const order = await lockSupplierOrder(tx, input, input.id);
  const shipment = await shipmentOf(tx, order, input.shipmentId);
  if (shipment.receivedAt) {
    throw new ApiError({ code: 'CONFLICT', message: `A remessa ${shipment.sequence} já foi recebida` });
  }
  assertMove(order, 'receive', 'buyer');
  const lines = await tx
    .select({ line: shipmentLines, productName: purchaseOrderItems.productName, unit: purchaseOrderItems.productUnit })
    .from(shipmentLines)
    .innerJoin(purchaseOrderItems, eq(purchaseOrderItems.id, shipmentLines.itemId))
    .where(eq(shipmentLines.shipmentId, shipment.id));
  const answered = checkedReceipt(lines, input.body.lines);
  const opened: (typeof incidents.$inferSelect)[] = [];
  for (const { line } of lines) {
    const answer = answered.get(line.id)!;
    await tx
      .update(shipmentLines)
      .set({ receivedQuantity: answer.receivedQuantity, condition: answer.condition, receiptNote: answer.note ?? null })
      .where(eq(shipmentLines.id, line.id));
    if (answer.condition !== 'OK') {
      const [incident] = await tx
        .insert(incidents)
        .values({
          supplierOrderId: order.id,
          supplierId: order.supplierId,
          organizationId: order.organizationId,
          shipmentLineId: line.id,
          itemId: line.itemId,
          kind: answer.condition,
          quantity: line.quantity - answer.receivedQuantity,
          note: answer.note ?? null,
        })
        .returning();
      opened.push(incident!);
    }
  }
  const now = new Date();
  await tx
    .update(shipments)
    .set({
      status: 'RECEIVED',
      receivedAt: now,
      deliveredAt: shipment.deliveredAt ?? now,
      receivedById: input.user.id,
      receivedByName: input.user.name,
      updatedAt: sql`now()`,
    })
    .where(eq(shipments.id, shipment.id));
  // The payables written with this receipt (fulfilment-actions.ts) fall back to the payment term when a
  // kept due date does not exist: the receipt's timeline says so.
  const { notice } = keptDuplicates(shipment.replacesIncidentId ? [] : shipment.nfeInstallments, order.paymentTerm);
  const moved = await followFulfilment(tx, order, {
    action: 'receive',
    actor: 'buyer',
    actorName: input.user.name,
    about: { shipmentId: shipment.id, incidentIds: opened.map((i) => i.id) },
    data: {
      shipmentId: shipment.id,
      sequence: shipment.sequence,
      divergences: divergencesOf(lines, answered),
      ...(notice ? { dueDatesNotice: notice } : {}),
    },
  });
  return { order, shipment, opened, events: [moved.event] };
}
