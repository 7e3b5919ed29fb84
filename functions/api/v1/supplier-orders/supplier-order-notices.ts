import { and, eq, inArray, or } from 'drizzle-orm';
import { notifications } from '../../../../db/schema/notifications';
import { members } from '../../../../db/schema/organizations';
import { supplierMembers } from '../../../../db/schema/supplier-people';
import { purchaseOrders } from '../../../../db/schema/purchase-orders';
import { users } from '../../../../db/schema/identity';
import { enqueueEmail } from '../../../email/enqueue-email';
import type { DbOrTx } from '../../../lib/db';

/**
 * The supplier did something to the order (answered, shipped, delivered, answered an incident): the
 * order's creator and the buyer's owner and admins get the bell and an e-mail, in the transaction of
 * the change (the e-mail through the outbox).
 */
export async function noticeBuyer(
  tx: DbOrTx,
  sealKey: string,
  input: { appUrl: string; purchaseOrderId: string; title: string; body: string; kind?: string },
) {
  const [order] = await tx
    .select({ organizationId: purchaseOrders.organizationId, clientId: purchaseOrders.clientId })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, input.purchaseOrderId));
  if (!order) return;
  const people = await tx
    .selectDistinct({ id: users.id, email: users.email })
    .from(users)
    .leftJoin(members, and(eq(members.userId, users.id), eq(members.organizationId, order.organizationId)))
    .where(
      or(
        order.clientId ? eq(users.id, order.clientId) : undefined,
        and(eq(members.organizationId, order.organizationId), inArray(members.role, ['owner', 'admin'])),
      ),
    );
  const link = `/app/orders/${input.purchaseOrderId}`;
  if (people.length === 0) return;
  await tx.insert(notifications).values(
    people.map((p) => ({
      userId: p.id,
      organizationId: order.organizationId,
      kind: input.kind ?? 'supplier_order.answered',
      title: input.title,
      body: input.body,
      link,
    })),
  );
  for (const person of people) {
    await enqueueEmail(tx, sealKey, {
      to: person.email,
      template: 'notification',
      data: { title: input.title, message: input.body, url: `${input.appUrl}${link}`, actionLabel: 'Ver pedido' },
    });
  }
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
