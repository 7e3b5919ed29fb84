import { and, eq, sql } from 'drizzle-orm';
import { suppliers } from '../../../db/schema/catalogue';
import { organizationSuppliers } from '../../../db/schema/own-suppliers';
import { supplierOrders } from '../../../db/schema/purchase-orders';
import { supplierMembers } from '../../../db/schema/supplier-people';
import { dataEncryptionKey } from '../../platform/env';
import type { DomainEvent } from '../../platform/domain-event';
import type { JobContext } from '../../platform/jobs/context';
import type { EmailJob } from '../../email/email.payload';
import { writeOutbox } from '../../platform/jobs/outbox';
import { formatCents } from '../../platform/brazil';
import type { Db } from '../../platform/db';
import { planDeliveries } from '../../integrations/webhook-deliveries';
import type { AppConfig } from '../../platform/env';
import { orderAnswerLinkExpiry, signOrderAnswerLink } from '../answer/order-answer-link';

/**
 * What leaves the platform for the supplier when an order is sent to it, or when one it had
 * received is cancelled: an e-mail with the pedido de compra's PDF, and its own webhooks'
 * supplier_order.sent / supplier_order.cancelled. Both are domain-event subscribers: their jobs'
 * ids come from the event's, so a redelivered event writes nothing twice.
 */

const cents = (value: string) => Math.round(Number(value) * 100);

/** A supplier order with what its e-mail needs: the buyer, the figures, and where and how the supplier is reached. */
export async function supplierOrderForMail(db: Db, supplierOrderId: string) {
  const [row] = await db
    .select({
      id: supplierOrders.id,
      number: supplierOrders.number,
      status: supplierOrders.status,
      supplierId: supplierOrders.supplierId,
      buyerName: supplierOrders.buyerName,
      buyerCnpj: supplierOrders.buyerCnpj,
      totalAmount: supplierOrders.totalAmount,
      requestedDeliveryDate: supplierOrders.requestedDeliveryDate,
      sentAt: supplierOrders.sentAt,
      cancelReason: supplierOrders.cancelReason,
      organizationId: supplierOrders.organizationId,
      purchaseOrderId: supplierOrders.purchaseOrderId,
      answerLinkVersion: supplierOrders.answerLinkVersion,
      orderEmail: suppliers.orderEmail,
      email: suppliers.email,
      listed: suppliers.listed,
      /** Where this buyer's orders reach a supplier it added itself (#54). */
      buyersEmail: organizationSuppliers.email,
      hasAccount: sql<boolean>`exists (select 1 from ${supplierMembers} where ${supplierMembers.supplierId} = ${supplierOrders.supplierId})`,
    })
    .from(supplierOrders)
    .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
    .leftJoin(
      organizationSuppliers,
      and(
        eq(organizationSuppliers.supplierId, supplierOrders.supplierId),
        eq(organizationSuppliers.organizationId, supplierOrders.organizationId),
      ),
    )
    .where(eq(supplierOrders.id, supplierOrderId));
  return row;
}
export type OrderForMail = NonNullable<Awaited<ReturnType<typeof supplierOrderForMail>>>;

/** The supplier order the event moved, when the supplier must hear of it. */
async function supplierNews(db: Db, event: DomainEvent, actions: readonly string[] = ['send', 'cancel']) {
  if (event.type !== 'purchase_order.updated') return null;
  const { action, supplierOrderId } = event.data;
  if (!actions.includes(action)) return null;
  const row = await supplierOrderForMail(db, supplierOrderId);
  // A part withdrawn before it was ever sent is news to no one.
  if (!row || (action === 'cancel' && !row.sentAt)) return null;
  return {
    ...row,
    sent: action === 'send',
    action,
    incidentIds: event.data.incidentIds ?? [],
    shipmentId: event.data.shipmentId ?? null,
  };
}

type SupplierNews = NonNullable<Awaited<ReturnType<typeof supplierNews>>>;

/**
 * Where the supplier hears of an order: a supplier not on the marketplace is reached at the e-mail the
 * buying organization keeps for it (organization_suppliers.email, #54); a listed one at its order
 * address, else its contact.
 */
export const supplierAddress = (order: OrderForMail) =>
  (!order.listed && order.buyersEmail) || order.orderEmail || order.email;

/**
 * Where the e-mail's button leads: the portal for a supplier with people in it; for one without an
 * account, the order's signed answer link (answer and ship from a phone, no sign-in), in the link
 * version not revoked.
 */
export async function orderUrl(cfg: Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET'>, order: OrderForMail) {
  if (order.hasAccount) return { url: `${cfg.APP_URL}/fornecedor/pedidos/${order.id}`, byLink: false };
  const claims = {
    supplierOrderId: order.id,
    supplierId: order.supplierId,
    organizationId: order.organizationId,
    linkVersion: order.answerLinkVersion,
  };
  const expiresAt = orderAnswerLinkExpiry(order.sentAt ?? new Date(), order.requestedDeliveryDate);
  const token = await signOrderAnswerLink(cfg.SESSION_SECRET, claims, expiresAt);
  return { url: `${cfg.APP_URL}/pedido/responder/${token}`, byLink: true };
}

/** Fulfilment moves and the supplier webhook event each becomes (incidents opened by a receipt go apart). */
const FULFILMENT_HOOK: Record<string, string> = {
  ship: 'supplier_order.shipped',
  deliver: 'supplier_order.delivered',
  receive: 'supplier_order.delivered',
  answer_incident: 'incident.answered',
  resolve_incident: 'incident.resolved',
  reopen_incident: 'incident.reopened',
};

/** What the buyer did that the supplier must act on, by e-mail: a divergence at the door, an incident decided. */
async function mailSupplierOfFulfilment(event: DomainEvent, meta: { id: string }, { cfg, db }: JobContext) {
  const order = await supplierNews(db, event, ['receive', 'resolve_incident', 'reopen_incident']);
  if (!order || (order.action === 'receive' && order.incidentIds.length === 0)) return;
  const message = {
    receive: `${order.buyerName} recebeu a mercadoria do pedido nº ${order.number} com ${order.incidentIds.length === 1 ? 'uma divergência' : `${order.incidentIds.length} divergências`}: responda cada ocorrência com crédito, reposição ou contestação.`,
    resolve_incident: `${order.buyerName} aceitou a sua resposta a uma ocorrência do pedido nº ${order.number}.`,
    reopen_incident: `${order.buyerName} reabriu uma ocorrência do pedido nº ${order.number}: veja o motivo e responda de novo.`,
  }[order.action as 'receive' | 'resolve_incident' | 'reopen_incident'];
  const title = {
    receive: `Ocorrência no pedido nº ${order.number}`,
    resolve_incident: `Ocorrência resolvida no pedido nº ${order.number}`,
    reopen_incident: `Ocorrência reaberta no pedido nº ${order.number}`,
  }[order.action as 'receive' | 'resolve_incident' | 'reopen_incident'];
  const job: EmailJob = {
    kind: 'email',
    id: `${meta.id}:supplier-mail`,
    to: supplierAddress(order),
    template: 'notification',
    data: { title, message, url: `${cfg.APP_URL}/fornecedor/pedidos/${order.id}`, actionLabel: 'Ver o pedido' },
  };
  await writeOutbox(db, dataEncryptionKey(cfg), [job]);
}

/** The e-mail's words: a new order (answered in the portal, or by the link without an account), or its cancellation. */
function orderMailWords(order: SupplierNews, byLink: boolean) {
  const where = byLink
    ? 'confirme ou recuse cada item pelo link abaixo, do celular e sem precisar de conta; pelo mesmo link, depois, informe o despacho com a NF-e'
    : 'confirme ou recuse cada item no portal do fornecedor (ou pela API)';
  return order.sent
    ? {
        title: `Novo pedido de compra nº ${order.number} — ${order.buyerName}`,
        message: `${order.buyerName} enviou o pedido nº ${order.number}, de ${formatCents(cents(order.totalAmount))}. O pedido de compra está em PDF no anexo; ${where}.`,
        actionLabel: 'Responder o pedido',
      }
    : {
        title: `Pedido nº ${order.number} cancelado por ${order.buyerName}`,
        message: `${order.buyerName} cancelou o pedido nº ${order.number}.${order.cancelReason ? ` Motivo: ${order.cancelReason}.` : ''} Não o entregue; o PDF cancelado está no anexo.`,
        actionLabel: 'Ver o pedido',
      };
}

/**
 * The e-mail to the supplier, with the PDF made when it leaves: to its order address (a supplier the
 * buyer added itself: the address the buyer keeps for it), with the portal's link or, for a supplier
 * without an account, the order's signed answer link.
 */
export async function mailSupplierOfOrder(event: DomainEvent, meta: { id: string }, ctx: JobContext) {
  const { cfg, db } = ctx;
  const order = await supplierNews(db, event);
  if (!order) return mailSupplierOfFulfilment(event, meta, ctx);
  const { url, byLink } = await orderUrl(cfg, order);
  const job: EmailJob = {
    kind: 'email',
    id: `${meta.id}:supplier-mail`,
    to: supplierAddress(order),
    template: 'notification',
    data: { ...orderMailWords(order, byLink), url },
    attachment: { kind: 'supplier-order-pdf', supplierId: order.supplierId, supplierOrderId: order.id },
  };
  await writeOutbox(db, dataEncryptionKey(cfg), [job]);
}

/** The supplier's own webhooks, signed like the organizations'. */
export async function hookSupplierOfOrder(
  event: DomainEvent,
  meta: { id: string; occurredAt: string },
  ctx: JobContext,
) {
  const { cfg, db } = ctx;
  const order = await supplierNews(db, event);
  if (!order) return hookSupplierOfFulfilment(event, meta, ctx);
  await planDeliveries(
    db,
    dataEncryptionKey(cfg),
    {
      id: meta.id,
      occurredAt: meta.occurredAt,
      type: order.sent ? 'supplier_order.sent' : 'supplier_order.cancelled',
      data: {
        supplierOrderId: order.id,
        number: order.number,
        status: order.status,
        buyer: { name: order.buyerName, cnpj: order.buyerCnpj },
        totalAmount: Number(order.totalAmount),
        requestedDeliveryDate: order.requestedDeliveryDate,
        cancelReason: order.sent ? null : order.cancelReason,
      },
    },
    { supplierId: order.supplierId },
  );
}

/** Fulfilment on the supplier's webhooks: shipped, delivered, and each incident opened, answered or decided. */
async function hookSupplierOfFulfilment(
  event: DomainEvent,
  meta: { id: string; occurredAt: string },
  { cfg, db }: JobContext,
) {
  const order = await supplierNews(db, event, Object.keys(FULFILMENT_HOOK));
  if (!order) return;
  const data = {
    supplierOrderId: order.id,
    number: order.number,
    status: order.status,
    buyer: { name: order.buyerName, cnpj: order.buyerCnpj },
    shipmentId: order.shipmentId,
    incidentIds: order.incidentIds,
  };
  const sealKey = dataEncryptionKey(cfg);
  const owner = { supplierId: order.supplierId };
  await planDeliveries(
    db,
    sealKey,
    { id: meta.id, occurredAt: meta.occurredAt, type: FULFILMENT_HOOK[order.action]!, data },
    owner,
  );
  if (order.action !== 'receive') return;
  // Each incident a receipt opened is its own event (its id derived from the receipt's, so a redelivery repeats it).
  for (const [index, incidentId] of order.incidentIds.entries()) {
    await planDeliveries(
      db,
      sealKey,
      {
        id: `${meta.id}-i${index}`,
        occurredAt: meta.occurredAt,
        type: 'incident.opened',
        data: { ...data, incidentId },
      },
      owner,
    );
  }
}
