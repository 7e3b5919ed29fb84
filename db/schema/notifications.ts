import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, ts } from './columns';
import { users } from './identity';
import { organizations } from './organizations';

/** The bell: what happened to someone's orders, unread until opened. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** Where the bell takes them, inside the app ("/app/orders/…"). */
    link: text(),
    readAt: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);
