import { dataEncryptionKey, type AppConfig } from '../platform/env';
import type { DomainEvent } from '../platform/domain-event';
import { recordDomainEvents } from '../platform/domain-events';
import { formatCents, formatDay } from '../platform/brazil';
import { inTransaction, type Db } from '../platform/db';
import {
  noticeBuyer,
  noticeNamesQuery,
  noticeSupplierPeople,
  type NoticeNames,
} from '../orders/notices/supplier-order-notices';
import { getSupplierOrder } from '../orders/read/supplier-orders.service';
import {
  RESOLUTION_LABEL,
  type IncidentAnswerInput,
  type ReceiptInput,
  type ShipmentInput,
} from './fulfilment.schemas';
import { answerIncident, decideIncident } from './incidents.service';
import { deductSupplierCredits, openShipmentPayables } from '../payables/payables-ledger';
import { cancelRemaining, markDelivered, receiveShipment, recordShipment, type NfeFacts } from './shipments.service';

/**
 * Each fulfilment move and everything others hear of it commit together: the domain event (the
 * buyer's webhooks, the supplier's webhooks and e-mail as its subscribers) and, when the supplier
 * acted, the buyer's bell and e-mail.
 */

type Cfg = Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>;
type SupplierActor = { supplierId: string; id: string; actorName: string | null };
type Notice = { title: string; body: string } | null;

async function commit<T extends { order: { id: string; purchaseOrderId: string }; events: DomainEvent[] }>(
  db: Db,
  cfg: Cfg,
  work: (tx: Db) => Promise<T>,
  notice: ((done: T, names: NoticeNames) => Notice) | null,
) {
  const sealKey = dataEncryptionKey(cfg);
  return inTransaction(db, async (tx) => {
    const done = await work(tx);
    await recordDomainEvents(tx, sealKey, done.events);
    const said = notice && notice(done, (await noticeNamesQuery(tx, done.order.id))[0]!);
    if (said) {
      await noticeBuyer(tx, sealKey, {
        appUrl: cfg.APP_URL,
        purchaseOrderId: done.order.purchaseOrderId,
        kind: 'supplier_order.fulfilment',
        ...said,
      });
    }
    return done;
  });
}

/** The supplier's view of the order after its move. */
const supplierView = (db: Db, input: SupplierActor) => getSupplierOrder(db, input.supplierId, input.id);

export async function shipOrder(db: Db, cfg: Cfg, input: SupplierActor & { body: ShipmentInput & { nfe?: NfeFacts } }) {
  await commit(
    db,
    cfg,
    (tx) => recordShipment(tx, input),
    ({ order, shipment }, { supplierName, orderNumber }) => ({
      title: `${supplierName} despachou o pedido nº ${orderNumber}`,
      body: `O fornecedor despachou a remessa ${shipment.sequence} do pedido ${order.number} com a NF-e nº ${shipment.invoiceNumber} (${formatCents(Math.round(Number(shipment.invoiceAmount) * 100))})${shipment.expectedDeliveryDate ? `, previsão de entrega ${formatDay(shipment.expectedDeliveryDate)}` : ''}${shipment.carrier ? `, por ${shipment.carrier}` : ''}. Confira a mercadoria ao receber.`,
    }),
  );
  return supplierView(db, input);
}

export async function deliverShipment(db: Db, cfg: Cfg, input: SupplierActor & { shipmentId: string }) {
  await commit(
    db,
    cfg,
    (tx) => markDelivered(tx, input),
    ({ order, shipment }, { supplierName, orderNumber }) => ({
      title: `${supplierName} entregou a remessa ${shipment.sequence} do pedido nº ${orderNumber}`,
      body: `O fornecedor informa que a remessa ${shipment.sequence} do pedido ${order.number} foi entregue. Registre o recebimento: a quantidade em ordem de cada item e o que chegou com avaria, faltando ou errado.`,
    }),
  );
  return supplierView(db, input);
}

export async function closeBackorder(db: Db, cfg: Cfg, input: SupplierActor & { reason: string }) {
  await commit(
    db,
    cfg,
    (tx) => cancelRemaining(tx, input),
    ({ order }, { supplierName, orderNumber }) => ({
      title: `${supplierName} cancelou o saldo do pedido nº ${orderNumber}`,
      body: `O fornecedor não vai enviar o que faltava do pedido ${order.number}. Motivo: ${input.reason}.`,
    }),
  );
  return supplierView(db, input);
}

export async function answerOrderIncident(
  db: Db,
  cfg: Cfg,
  input: SupplierActor & { incidentId: string; body: IncidentAnswerInput },
) {
  await commit(
    db,
    cfg,
    (tx) => answerIncident(tx, input),
    (_done, { supplierName, orderNumber }) => ({
      title: `${supplierName} respondeu a ocorrência do pedido nº ${orderNumber}`,
      body: `O fornecedor respondeu a ocorrência com ${RESOLUTION_LABEL[input.body.resolution]}${input.body.creditAmount ? ` de ${formatCents(Math.round(input.body.creditAmount * 100))}` : ''}${input.body.note ? `: ${input.body.note}` : ''}. Aceite a resposta ou reabra a ocorrência.`,
    }),
  );
  return supplierView(db, input);
}

/**
 * The buyer's moves: the supplier's people get the bell here; its webhooks and order e-mail come from
 * the event's subscribers.
 */
export function receiveOrderShipment(
  db: Db,
  cfg: Cfg,
  input: Parameters<typeof receiveShipment>[1] & { body: ReceiptInput },
) {
  return commit(
    db,
    cfg,
    async (tx) => {
      const done = await receiveShipment(tx, input);
      // What was received is now owed: its installments, less the supplier's credits waiting.
      await openShipmentPayables(tx, done.shipment.id);
      if (done.opened.length > 0) {
        await noticeSupplierPeople(tx, {
          supplierId: done.order.supplierId,
          supplierOrderId: done.order.id,
          title: `Ocorrência no pedido ${done.order.number}`,
          body: `${done.order.buyerName} recebeu a remessa ${done.shipment.sequence} com ${done.opened.length === 1 ? 'uma divergência' : `${done.opened.length} divergências`}: responda com crédito, reposição ou contestação.`,
        });
      }
      return done;
    },
    null,
  );
}

export function decideOrderIncident(db: Db, cfg: Cfg, input: Parameters<typeof decideIncident>[1]) {
  return commit(
    db,
    cfg,
    async (tx) => {
      const done = await decideIncident(tx, input);
      const resolved = input.action === 'resolve';
      // An accepted credit comes off the supplier's next open payable (payables-ledger.ts).
      if (resolved) {
        await deductSupplierCredits(tx, { organizationId: input.organizationId, supplierId: done.order.supplierId });
      }
      await noticeSupplierPeople(tx, {
        supplierId: done.order.supplierId,
        supplierOrderId: done.order.id,
        title: `Ocorrência ${resolved ? 'resolvida' : 'reaberta'} no pedido ${done.order.number}`,
        body: resolved
          ? `${done.order.buyerName} aceitou a sua resposta.`
          : `${done.order.buyerName} reabriu a ocorrência${input.note ? `: ${input.note}` : ''}. Responda de novo.`,
      });
      return done;
    },
    null,
  );
}
