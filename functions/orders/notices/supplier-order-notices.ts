import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { notifications } from '../../../db/schema/notifications';
import { members } from '../../../db/schema/organizations';
import { supplierMembers } from '../../../db/schema/supplier-people';
import { suppliers } from '../../../db/schema/catalogue';
import { purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import { users } from '../../../db/schema/identity';
import type { EmailJob } from '../../email/email.payload';
import { outboxInsert } from '../../platform/jobs/outbox';
import { optedIn } from '../../notifications/email-choices';
import type { DbOrTx } from '../../platform/db';
import { supplierNameFor } from '../../suppliers/buyer-supplier-terms';

/** Who hears of the supplier's moves on an order: its creator and the buyer's owner and admins. */
export const buyerNoticePeople = (db: DbOrTx, purchaseOrderId: string | SQL) =>
  db
    .selectDistinct({
      id: users.id,
      email: users.email,
      organizationId: purchaseOrders.organizationId,
      emailOptOuts: members.emailOptOuts,
    })
    .from(users)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderId))
    .leftJoin(members, and(eq(members.userId, users.id), eq(members.organizationId, purchaseOrders.organizationId)))
    .where(
      or(
        eq(users.id, purchaseOrders.clientId),
        and(eq(members.organizationId, purchaseOrders.organizationId), inArray(members.role, ['owner', 'admin'])),
      ),
    );

/**
 * What a buyer's notice names: the supplier and the buyer's own order number ("Laticínios Serra Azul
 * confirmou 3 de 4 itens do pedido nº 99"), never only the supplier order's "99-2".
 */
export const noticeNamesQuery = (db: DbOrTx, supplierOrderId: string) =>
  db
    .select({ supplierName: supplierNameFor(supplierOrders.organizationId), orderNumber: purchaseOrders.number })
    .from(supplierOrders)
    .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierOrders.purchaseOrderId))
    .where(eq(supplierOrders.id, supplierOrderId));
export type NoticeNames = { supplierName: string; orderNumber: number | null };

export type BuyerNotice = { appUrl: string; purchaseOrderId: string; title: string; body: string; kind?: string };

/**
 * The bell of each of `people` and the e-mail (through the outbox) of those who did not turn these
 * off, as statements for the batch of the change (none without people).
 */
export async function buyerNoticeStatements(
  db: DbOrTx,
  sealKey: string,
  people: Awaited<ReturnType<typeof buyerNoticePeople>>,
  input: BuyerNotice,
) {
  if (people.length === 0) return [];
  const link = `/app/orders/${input.purchaseOrderId}`;
  const emails = people
    .filter((p) => optedIn(p.emailOptOuts, 'supplier_updates'))
    .map((person): EmailJob => ({
      kind: 'email',
      id: crypto.randomUUID(),
      to: person.email,
      template: 'notification',
      data: { title: input.title, message: input.body, url: `${input.appUrl}${link}`, actionLabel: 'Ver pedido' },
    }));
  return [
    db.insert(notifications).values(
      people.map((p) => ({
        userId: p.id,
        organizationId: p.organizationId,
        kind: input.kind ?? 'supplier_order.answered',
        title: input.title,
        body: input.body,
        link,
      })),
    ),
    ...(emails.length > 0 ? [(await outboxInsert(db, sealKey, emails))!.statement] : []),
  ];
}

/**
 * The supplier did something to the order (answered, shipped, delivered, answered an incident): the
 * order's creator and the buyer's owner and admins get the bell and an e-mail, in the transaction of
 * the change (the e-mail through the outbox).
 */
export async function noticeBuyer(tx: DbOrTx, sealKey: string, input: BuyerNotice) {
  const people = await buyerNoticePeople(tx, input.purchaseOrderId);
  for (const statement of await buyerNoticeStatements(tx, sealKey, people, input)) await statement;
}

/**
 * The buyer did something the supplier must act on (a divergence at the door, an incident decided):
 * the bell of every one of the supplier's people, in the transaction of the move (the e-mail to the
 * order address leaves through the event's subscriber).
 */
export async function noticeSupplierPeople(
  tx: DbOrTx,
  input: { supplierId: string; supplierOrderId: string; title: string; body: string },
) {
  const people = await tx
    .select({ userId: supplierMembers.userId })
    .from(supplierMembers)
    .where(eq(supplierMembers.supplierId, input.supplierId));
  if (people.length === 0) return;
  await tx.insert(notifications).values(
    people.map((p) => ({
      userId: p.userId,
      kind: 'supplier_order.fulfilment',
      title: input.title,
      body: input.body,
      link: `/fornecedor/pedidos/${input.supplierOrderId}`,
    })),
  );
}
