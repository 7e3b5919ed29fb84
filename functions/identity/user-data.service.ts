import { and, asc, desc, eq, getTableColumns, inArray, type SQL, type Table } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
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

/** Some of a table's columns, each under its own name: most of what a section selects. */
function columns<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, ...names: K[]) {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}

/** Where a row was made, by name: the organization its organization id points at. */
const organizationName = { organizationName: organizations.name };
const ofOrganization = (organizationId: PgColumn) => eq(organizations.id, organizationId);

/**
 * What the person made inside organizations (orders, leads, lists): `fields` of the rows of `from`
 * whose `author` is the person, each with its organization's name, in `order`.
 */
function madeInOrganizations<F extends SelectedFields>(
  db: Db,
  userId: string,
  rows: { fields: F; from: PgTable & { organizationId: PgColumn }; author: PgColumn; order: SQL },
) {
  return db
    .select({ ...organizationName, ...rows.fields })
    .from(rows.from)
    .innerJoin(organizations, ofOrganization(rows.from.organizationId))
    .where(eq(rows.author, userId))
    .orderBy(rows.order);
}

/**
 * The sections of the export (LGPD art. 18, II and V), each one query by the person's id only, never
 * by an organization's, so another member's rows cannot come along. Credentials, tokens and hashes are
 * never selected, so they cannot leak into the file.
 */
const SECTIONS = {
  linkedAccounts: (db, userId) =>
    db
      .select(columns(accounts, 'provider', 'providerAccountId', 'createdAt'))
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(asc(accounts.createdAt)),
  memberships: (db, userId) =>
    db
      .select({ organizationId: organizations.id, ...organizationName, role: members.role, since: members.createdAt })
      .from(members)
      .innerJoin(organizations, ofOrganization(members.organizationId))
      .where(eq(members.userId, userId))
      .orderBy(asc(members.createdAt)),
  supplierMemberships: (db, userId) =>
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
  sessions: (db, userId) =>
    db
      .select(columns(sessions, 'createdAt', 'lastSeenAt', 'expiresAt', 'revokedAt', 'userAgent', 'ipAddress'))
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
  orders: (db, userId) =>
    madeInOrganizations(db, userId, {
      fields: columns(purchaseOrders, 'id', 'number', 'description', 'notes', 'status', 'totalAmount', 'createdAt'),
      from: purchaseOrders,
      author: purchaseOrders.clientId,
      order: desc(purchaseOrders.createdAt),
    }),
  leads: (db, userId) =>
    madeInOrganizations(db, userId, {
      fields: columns(leads, 'name', 'email', 'phone', 'createdAt'),
      from: leads,
      author: leads.createdBy,
      order: desc(leads.createdAt),
    }),
  shoppingLists: (db, userId) =>
    madeInOrganizations(db, userId, {
      fields: columns(shoppingLists, 'id', 'name', 'createdAt', 'updatedAt'),
      from: shoppingLists,
      author: shoppingLists.createdBy,
      order: asc(shoppingLists.name),
    }),
  cart: (db, userId) =>
    db
      .select({
        ...organizationName,
        productName: products.name,
        unit: products.unit,
        supplierName: suppliers.name,
        ...columns(cartItems, 'quantity', 'price'),
        addedAt: cartItems.createdAt,
      })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .leftJoin(organizations, ofOrganization(carts.organizationId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(suppliers, eq(suppliers.id, cartItems.supplierId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(cartItems.createdAt)),
  notifications: (db, userId) =>
    db
      .select(columns(notifications, 'title', 'body', 'createdAt', 'readAt'))
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt)),
  auditEntries: (db, userId) =>
    db
      .select({
        ...organizationName,
        ...columns(auditLog, 'action', 'targetType', 'targetLabel', 'changes', 'ip', 'userAgent', 'createdAt'),
      })
      .from(auditLog)
      .leftJoin(organizations, ofOrganization(auditLog.organizationId))
      .where(and(eq(auditLog.actorType, 'user'), eq(auditLog.actorId, userId)))
      .orderBy(desc(auditLog.createdAt)),
} satisfies Record<string, (db: Db, userId: string) => PromiseLike<unknown[]>>;

type Sections = { [K in keyof typeof SECTIONS]: Awaited<ReturnType<(typeof SECTIONS)[K]>> };

/** Every section at once, under its name. */
async function readSections(db: Db, userId: string): Promise<Sections> {
  const names = Object.keys(SECTIONS) as (keyof Sections)[];
  const rows = await Promise.all(names.map((name) => SECTIONS[name](db, userId)));
  return Object.fromEntries(names.map((name, i) => [name, rows[i]])) as Sections;
}

/** The lines of the person's orders and the items of their lists: rows under a section's rows, by its ids. */
async function readChildren(db: Db, orderIds: string[], listIds: string[]) {
  return Promise.all([
    orderIds.length === 0
      ? []
      : db
          .select({
            purchaseOrderId: purchaseOrderItems.purchaseOrderId,
            productName: purchaseOrderItems.productName,
            unit: purchaseOrderItems.productUnit,
            ...columns(purchaseOrderItems, 'supplierName', 'quantity', 'unitPrice', 'totalPrice', 'status'),
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
}

/** Everything the platform keeps about one person (LGPD art. 18, II and V), read by their id only. */
export async function collectUserData(db: Db, userId: string) {
  const [profile] = await db
    .select({
      ...columns(
        users,
        'id',
        'name',
        'email',
        'image',
        'emailVerified',
        'twoFactorEnabled',
        'metadata',
        'createdAt',
        'updatedAt',
      ),
      // Whether there is a password, never the hash: null or not, turned into a boolean below.
      hasPassword: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  const sections = await readSections(db, userId);
  const [orderLines, listItems] = await readChildren(
    db,
    sections.orders.map((o) => o.id),
    sections.shoppingLists.map((l) => l.id),
  );
  const linesByOrder = groupBy(orderLines, (l) => l.purchaseOrderId);
  const itemsByList = groupBy(listItems, (i) => i.listId);
  return {
    profile: profile ? { ...profile, hasPassword: profile.hasPassword !== null } : null,
    ...sections,
    orders: sections.orders.map((o) => ({ ...o, lines: linesByOrder.get(o.id) ?? [] })),
    shoppingLists: sections.shoppingLists.map((l) => ({ ...l, items: itemsByList.get(l.id) ?? [] })),
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
