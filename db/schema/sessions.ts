import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './catalogue';
import { id, ts } from './columns';
import { users } from './identity';
import { organizations } from './organizations';

/** Server-side session rows: the JWT cookie carries only the session id. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeOrganizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    /** Set when the person works as a supplier (the portal); then no organization is active. */
    activeSupplierId: uuid().references(() => suppliers.id, { onDelete: 'set null' }),
    ipAddress: text(),
    userAgent: text(),
    createdAt: ts().notNull().defaultNow(),
    lastSeenAt: ts().notNull().defaultNow(),
    expiresAt: ts().notNull(),
    revokedAt: ts(),
  },
  (t) => [
    index('sessions_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);
