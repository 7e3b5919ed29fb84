import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../../../db/schema/identity';
import { members, organizations } from '../../../../db/schema/organizations';
import { enqueueEmail } from '../../../email/enqueue-email';
import type { Db } from '../../../lib/db';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Order e-mails follow the organization's "sales" notification flag (on unless turned off). */
async function salesNotificationsOn(db: Db, organizationId: string): Promise<{ on: boolean; name: string }> {
  const [org] = await db
    .select({ name: organizations.name, metadata: organizations.metadata })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return { on: org?.metadata.notifications?.sales !== false, name: org?.name ?? '' };
}

/** A new order: its organization's owner and admins hear of it. */
export async function notifyOrderCreated(
  db: Db,
  sealKey: string,
  input: {
    appUrl: string;
    organizationId: string;
    orderId: string;
    description: string;
    total: number;
    creatorName: string;
  },
) {
  const { on, name } = await salesNotificationsOn(db, input.organizationId);
  if (!on) return;
  const managers = await db
    .select({ email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, input.organizationId), inArray(members.role, ['owner', 'admin'])));
  for (const manager of managers) {
    await enqueueEmail(db, sealKey, {
      to: manager.email,
      template: 'notification',
      data: {
        title: `Novo pedido de compra em ${name}`,
        message: `${input.creatorName} enviou o pedido "${input.description}" no valor de ${brl.format(input.total)}. Ele aguarda a sua aprovação.`,
        url: `${input.appUrl}/app/orders/${input.orderId}`,
        actionLabel: 'Revisar pedido',
      },
    });
  }
}

/** A decision on an order: its creator hears of it. */
export async function notifyOrderDecision(
  db: Db,
  sealKey: string,
  input: { appUrl: string; organizationId: string; orderId: string; clientId: string | null; summary: string },
) {
  if (!input.clientId) return;
  const { on } = await salesNotificationsOn(db, input.organizationId);
  if (!on) return;
  const [client] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.clientId));
  if (!client) return;
  await enqueueEmail(db, sealKey, {
    to: client.email,
    template: 'notification',
    data: {
      title: 'Atualização no seu pedido de compra',
      message: input.summary,
      url: `${input.appUrl}/app/orders/${input.orderId}`,
      actionLabel: 'Ver pedido',
    },
  });
}
