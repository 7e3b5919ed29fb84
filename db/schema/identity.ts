import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns';
import { socialProvider } from './enums';

export interface UserMetadata {
  referral_source?: string;
  [key: string]: unknown;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    image: text(),
    /** bcrypt; null for accounts created through a social provider only. */
    passwordHash: text(),
    emailVerified: boolean().notNull().default(false),
    /** SHA-256 of the e-mailed token: the token itself is never stored. */
    emailVerificationTokenHash: text(),
    emailVerificationExpiresAt: ts(),
    resetTokenHash: text(),
    resetTokenExpiresAt: ts(),
    metadata: jsonb().$type<UserMetadata>().notNull().default({}),
    role: text().notNull().default('user'),
    twoFactorEnabled: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_email_verification_token_key').on(t.emailVerificationTokenHash),
    uniqueIndex('users_reset_token_key').on(t.resetTokenHash),
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/** Social accounts linked to a user (GitHub, Google, ...). */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: socialProvider().notNull(),
    providerAccountId: text().notNull(),
    ...timestamps,
  },
  (t) => [unique().on(t.provider, t.providerAccountId), unique().on(t.userId, t.provider)],
);
