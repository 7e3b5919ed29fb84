import { sql } from 'drizzle-orm';
import { index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './catalogue';
import { id, timestamps, ts } from './columns';
import { invitationStatus, supplierMemberRole } from './enums';
import { users } from './identity';

/** A person who answers for a supplier (a user may also belong to buyer organizations). */
export const supplierMembers = pgTable(
  'supplier_members',
  {
    id: id(),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: supplierMemberRole().notNull().default('staff'),
    ...timestamps,
  },
  (t) => [unique().on(t.supplierId, t.userId), index('supplier_members_user_idx').on(t.userId)],
);

/** An e-mail invited (by the operator or a supplier admin) to answer for a supplier. */
export const supplierInvitations = pgTable(
  'supplier_invitations',
  {
    id: id(),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: supplierMemberRole().notNull().default('staff'),
    status: invitationStatus().notNull().default('pending'),
    inviterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: ts().notNull(),
    ...timestamps,
  },
  (t) => [
    index('supplier_invitations_supplier_created_idx').on(t.supplierId, t.createdAt.desc().nullsFirst()),
    index('supplier_invitations_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('supplier_invitations_one_pending_key')
      .on(t.supplierId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);
