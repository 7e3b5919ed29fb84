import { and, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/identity';
import { notifications } from '../../../db/schema/notifications';
import { members, organizations } from '../../../db/schema/organizations';
import { purchaseOrders } from '../../../db/schema/purchase-orders';
import { ORDER_STATE, type OrderState } from '../state-vocabulary';
import { enqueueEmail } from '../../email/enqueue-email';
import type { EmailJob } from '../../email/email.payload';
import type { Db, DbOrTx } from '../../platform/db';
import { optedIn, wantsEmail } from '../../notifications/email-choices';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** An order's status as the summaries of what others hear say it: the vocabulary's word, lower case. */
export const STATUS_LABEL = Object.fromEntries(
  Object.entries(ORDER_STATE).map(([status, word]) => [status, word.label.toLowerCase()]),
) as Record<OrderState, string>;

/** Order e-mails follow the organization's "sales" notification flag (on unless turned off). */
export const salesOn = (metadata: (typeof organizations.$inferSelect)['metadata'] | null | undefined) =>
  metadata?.notifications?.sales !== false;

async function salesNotificationsOn(db: Db, organizationId: string): Promise<{ on: boolean; name: string }> {
  const [org] = await db
    .select({ name: organizations.name, metadata: organizations.metadata })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return { on: salesOn(org?.metadata), name: org?.name ?? '' };
}

/**
 * The organization's owner and admins who hear of new orders by e-mail (not those who turned it off);
 * a statement, for a batch too.
 */
export const orderManagers = (db: DbOrTx, organizationId: string) =>
  db
    .select({ email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(
      and(
        eq(members.organizationId, organizationId),
        inArray(members.role, ['owner', 'admin']),
        wantsEmail('order_awaiting_approval'),
      ),
    );

/**
 * "Pedido nº 1042 ("Semana")": the number is what the buyer quotes to a supplier or a colleague, so
 * every e-mail about an order names it (orders from before numbering have only their description).
 */
export const orderName = (number: number | null, description: string) =>
  number === null ? `Pedido "${description}"` : `Pedido nº ${number} ("${description}")`;

const email = (to: string, data: Extract<EmailJob, { template: 'notification' }>['data']): EmailJob => ({
  kind: 'email',
  id: crypto.randomUUID(),
  to,
  template: 'notification',
  data,
});

/** A new order's e-mails to the organization's owner and admins (none with sales notifications off). */
export function orderCreatedEmails(input: {
  appUrl: string;
  on: boolean;
  organizationName: string;
  managers: string[];
  orderId: string;
  number: number;
  description: string;
  total: number;
  creatorName: string;
}): EmailJob[] {
  if (!input.on) return [];
  return input.managers.map((to) =>
    email(to, {
      title: `Pedido nº ${input.number} aguarda aprovação em ${input.organizationName}`,
      message: `${orderName(input.number, input.description)}, de ${brl.format(input.total)}, enviado por ${input.creatorName}, aguarda a sua aprovação.`,
      url: `${input.appUrl}/app/orders/${input.orderId}`,
      actionLabel: 'Revisar pedido',
    }),
  );
}

/** A decision's e-mail to the order's creator (none without one, or with sales notifications off). */
export function orderDecisionEmails(input: {
  appUrl: string;
  on: boolean;
  clientEmail: string | null;
  orderId: string;
  title: string;
  message: string;
}): EmailJob[] {
  if (!input.on || !input.clientEmail) return [];
  return [
    email(input.clientEmail, {
      title: input.title,
      message: input.message,
      url: `${input.appUrl}/app/orders/${input.orderId}`,
      actionLabel: 'Ver pedido',
    }),
  ];
}

/**
 * Takes first the key-share locks that the creator's bell row will need (their user row and the
 * organization's, for its foreign keys), so that writing it after the audit entries waits for nobody:
 * the audit chain head stays the last lock a writer waits for (audit-log.ts). Transactional paths
 * call it before their first change.
 */
export const holdBellRecipient = (tx: DbOrTx, organizationId: string, orderId: string) =>
  tx.execute(sql`select 1 from ${purchaseOrders} po
    join ${users} u on u.id = po.client_id
    join ${organizations} o on o.id = po.organization_id
    where po.id = ${orderId} and po.organization_id = ${organizationId}
    for key share of u, o`);

/**
 * A decision on an order: its creator's bell, and their e-mail unless it is turned off — only while
 * they are still a member. The caller took holdBellRecipient first.
 */
export async function notifyOrderDecision(
  db: Db,
  sealKey: string,
  input: {
    appUrl: string;
    organizationId: string;
    orderId: string;
    clientId: string | null;
    title: string;
    message: string;
  },
) {
  if (!input.clientId) return;
  const [client] = await db
    .select({ email: users.email, member: members.id, optOuts: members.emailOptOuts })
    .from(users)
    .leftJoin(members, and(eq(members.userId, users.id), eq(members.organizationId, input.organizationId)))
    .where(eq(users.id, input.clientId));
  if (!client) return;
  // The creator's bell hears of every decision, whatever the e-mail switches say (while still a member).
  if (client.member) {
    await db.insert(notifications).values({
      userId: input.clientId,
      organizationId: input.organizationId,
      kind: 'purchase_order.decided',
      title: input.title,
      body: input.message,
      link: `/app/orders/${input.orderId}`,
    });
  }
  const { on } = await salesNotificationsOn(db, input.organizationId);
  if (!on || !client.member || !optedIn(client.optOuts, 'order_decided')) return;
  await enqueueEmail(db, sealKey, {
    to: client.email,
    template: 'notification',
    data: {
      title: input.title,
      message: input.message,
      url: `${input.appUrl}/app/orders/${input.orderId}`,
      actionLabel: 'Ver pedido',
    },
  });
}
