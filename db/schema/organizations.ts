import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns';
import { invitationRole, invitationStatus, memberRole } from './enums';
import { users } from './identity';

export interface OrganizationMetadata {
  contact?: { email?: string; phone?: string };
  notifications?: { sales?: boolean; reports?: boolean; newsletter?: boolean; updates?: boolean };
  links?: Partial<Record<'website' | 'linkedin' | 'instagram' | 'youtube' | 'twitter' | 'tiktok' | 'facebook', string>>;
  referral_source?: string;
  has_demo_data?: boolean;
  [key: string]: unknown;
}

export const organizations = pgTable('organizations', {
  id: id(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  /** Digits (or the alphanumeric format) without punctuation. */
  cnpj: text().notNull().unique(),
  logo: text(),
  metadata: jsonb().$type<OrganizationMetadata>().notNull().default({}),
  /** The last purchase order number given ("Pedido nº 1042"): numbers are per organization. */
  orderSequence: integer().notNull().default(1000),
  /** Over a budget at checkout: "escalate" sends the order up to the owner, "block" refuses it. */
  budgetPolicy: text().notNull().default('escalate'),
  ...timestamps,
});

export const members = pgTable(
  'members',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRole().notNull().default('member'),
    /** The e-mails this person turned off in this organization (email-choices.ts); the bell still shows them. */
    emailOptOuts: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    unique().on(t.organizationId, t.userId),
    index('members_user_idx').on(t.userId),
    index('members_org_created_idx').on(t.organizationId, t.createdAt),
    // An organization has exactly one owner.
    uniqueIndex('members_one_owner_key')
      .on(t.organizationId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: invitationRole().notNull().default('member'),
    status: invitationStatus().notNull().default('pending'),
    inviterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: ts().notNull(),
    ...timestamps,
  },
  (t) => [
    index('invitations_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst()),
    index('invitations_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('invitations_one_pending_key')
      .on(t.organizationId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Organization API keys: only a SHA-256 hash of the key is kept. */
export const organizationApiKeys = pgTable(
  'organization_api_keys',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    keyHash: text().notNull().unique(),
    keyPrefix: text().notNull(),
    keyLast4: text().notNull(),
    enabled: boolean().notNull().default(true),
    neverExpires: boolean().notNull().default(true),
    expiresAt: ts(),
    lastUsedAt: ts(),
    /** Who made it: their keys are switched off when they delete their account. */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('organization_api_keys_created_by_idx').on(t.createdBy),
    index('organization_api_keys_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst()),
  ],
);
