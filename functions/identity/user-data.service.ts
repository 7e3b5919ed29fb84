import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { cartItems, carts } from '../../db/schema/carts';
import { products, suppliers } from '../../db/schema/catalogue';
import { leads } from '../../db/schema/crm';
import { accounts, users } from '../../db/schema/identity';
import { notifications } from '../../db/schema/notifications';
import { members, organizations } from '../../db/schema/organizations';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';
import { sessions } from '../../db/schema/sessions';
import { shoppingListItems, shoppingLists } from '../../db/schema/shopping-lists';
import { supplierMembers } from '../../db/schema/supplier-people';
import { recordAudit, type AuditActor } from '../platform/audit-log';
import { inTransaction, type Db } from '../platform/db';

/**
 * Everything the platform keeps about one person (LGPD art. 18, II and V), read by their id only:
 * each query is scoped to `userId`, never to an organization, so another member's rows cannot come
 * along. Credentials, tokens and hashes are never selected, so they cannot leak into the file.
 */
export async function collectUserData(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      metadata: users.metadata,
      hasPassword: users.passwordHash,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [
    linkedAccounts,
    memberships,
    supplierMemberships,
    sessionRows,
    orders,
    leadRows,
    lists,
    cartRows,
    notificationRows,
    auditRows,
  ] = await Promise.all([
    db
      .select({
        provider: accounts.provider,
        providerAccountId: accounts.providerAccountId,
        createdAt: accounts.createdAt,
      })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(asc(accounts.createdAt)),
    db
      .select({
        organizationId: organizations.id,
        organizationName: organizations.name,
        role: members.role,
        since: members.createdAt,
      })
      .from(members)
      .innerJoin(organizations, eq(organizations.id, members.organizationId))
      .where(eq(members.userId, userId))
      .orderBy(asc(members.createdAt)),
    db
      .select({
        supplierId: suppliers.id,
        supplierName: suppliers.name,
        role: supplierMembers.role,
        since: supplierMembers.createdAt,
      })
      .from(supplierMembers)
      .innerJoin(suppliers, eq(suppliers.id, supplierMembers.supplierId))
      .where(eq(supplierMembers.userId, userId))
      .orderBy(asc(supplierMembers.createdAt)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        id: purchaseOrders.id,
        number: purchaseOrders.number,
        organizationName: organizations.name,
        description: purchaseOrders.description,
        notes: purchaseOrders.notes,
        status: purchaseOrders.status,
        totalAmount: purchaseOrders.totalAmount,
        createdAt: purchaseOrders.createdAt,
      })
      .from(purchaseOrders)
      .innerJoin(organizations, eq(organizations.id, purchaseOrders.organizationId))
      .where(eq(purchaseOrders.clientId, userId))
      .orderBy(desc(purchaseOrders.createdAt)),
    db
      .select({
        organizationName: organizations.name,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .innerJoin(organizations, eq(organizations.id, leads.organizationId))
      .where(eq(leads.createdBy, userId))
      .orderBy(desc(leads.createdAt)),
    db
      .select({
        id: shoppingLists.id,
        organizationName: organizations.name,
        name: shoppingLists.name,
        createdAt: shoppingLists.createdAt,
        updatedAt: shoppingLists.updatedAt,
      })
      .from(shoppingLists)
      .innerJoin(organizations, eq(organizations.id, shoppingLists.organizationId))
      .where(eq(shoppingLists.createdBy, userId))
      .orderBy(asc(shoppingLists.name)),
    db
      .select({
        organizationName: organizations.name,
        productName: products.name,
        unit: products.unit,
        supplierName: suppliers.name,
        quantity: cartItems.quantity,
        price: cartItems.price,
        addedAt: cartItems.createdAt,
      })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .leftJoin(organizations, eq(organizations.id, carts.organizationId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(suppliers, eq(suppliers.id, cartItems.supplierId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(cartItems.createdAt)),
    db
      .select({
        title: notifications.title,
        body: notifications.body,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt)),
    db
      .select({
        organizationName: organizations.name,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetLabel: auditLog.targetLabel,
        changes: auditLog.changes,
        ip: auditLog.ip,
        userAgent: auditLog.userAgent,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
      .where(and(eq(auditLog.actorType, 'user'), eq(auditLog.actorId, userId)))
      .orderBy(desc(auditLog.createdAt)),
  ]);
  const orderIds = orders.map((o) => o.id);
  const listIds = lists.map((l) => l.id);
  const [orderLines, listItems] = await Promise.all([
    orderIds.length === 0
      ? []
      : db
          .select({
            purchaseOrderId: purchaseOrderItems.purchaseOrderId,
            productName: purchaseOrderItems.productName,
            unit: purchaseOrderItems.productUnit,
            supplierName: purchaseOrderItems.supplierName,
            quantity: purchaseOrderItems.quantity,
            unitPrice: purchaseOrderItems.unitPrice,
            totalPrice: purchaseOrderItems.totalPrice,
            status: purchaseOrderItems.status,
          })
          .from(purchaseOrderItems)
          .where(inArray(purchaseOrderItems.purchaseOrderId, orderIds))
          .orderBy(asc(purchaseOrderItems.createdAt), asc(purchaseOrderItems.id)),
    listIds.length === 0
      ? []
      : db
          .select({
            listId: shoppingListItems.listId,
            productName: products.name,
            unit: products.unit,
            quantity: shoppingListItems.quantity,
          })
          .from(shoppingListItems)
          .innerJoin(products, eq(products.id, shoppingListItems.productId))
          .where(inArray(shoppingListItems.listId, listIds))
          .orderBy(asc(products.name)),
  ]);
  const linesByOrder = groupBy(orderLines, (l) => l.purchaseOrderId);
  const itemsByList = groupBy(listItems, (i) => i.listId);
  return {
    profile: profile ? { ...profile, hasPassword: profile.hasPassword !== null } : null,
    linkedAccounts,
    memberships,
    supplierMemberships,
    sessions: sessionRows,
    orders: orders.map((o) => ({ ...o, lines: linesByOrder.get(o.id) ?? [] })),
    leads: leadRows,
    shoppingLists: lists.map((l) => ({ ...l, items: itemsByList.get(l.id) ?? [] })),
    cart: cartRows,
    notifications: notificationRows,
    auditEntries: auditRows,
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export type UserData = Awaited<ReturnType<typeof collectUserData>>;

/**
 * The export, and its record in the log of each organization the person belongs to (the file carries
 * those organizations' orders) — or the platform's for someone in none (a supplier's people): written
 * before the file leaves, so an export that was never recorded is never handed out. Never both: the
 * platform's log is the operator's, and an organization's people are not the operator's to see.
 */
export async function exportUserData(db: Db, input: { userId: string; actor: AuditActor }): Promise<UserData> {
  const data = await collectUserData(db, input.userId);
  await inTransaction(db, async (tx) => {
    const chains = data.memberships.length > 0 ? data.memberships.map((m) => m.organizationId) : [null];
    for (const organizationId of chains) {
      await recordAudit(tx, {
        organizationId,
        actor: input.actor,
        action: 'user.data_exported',
        target: { type: 'user', id: input.userId, label: data.profile?.name ?? null },
      });
    }
  });
  return data;
}
