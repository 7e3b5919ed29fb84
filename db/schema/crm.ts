import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './identity';
import { organizations } from './organizations';

export const leads = pgTable(
  'leads',
  {
    id: id(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    name: text(),
    phone: text(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The member who typed it in (POST /lead); null for a form's submission or once they left (LGPD export). */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('leads_created_by_idx').on(t.createdBy),
    // Lets a submission find-or-create its lead safely under concurrency.
    uniqueIndex('leads_org_email_lower_key').on(t.organizationId, sql`lower(${t.email})`),
    index('leads_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst()),
  ],
);

export interface SubmissionMetadata {
  source?: string;
  data?: unknown;
  [key: string]: unknown;
}

export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    leadId: uuid()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    metadata: jsonb().$type<SubmissionMetadata>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('submissions_org_created_idx').on(t.organizationId, t.createdAt.desc().nullsFirst()),
    index('submissions_lead_created_idx').on(t.leadId, t.createdAt.desc().nullsFirst()),
  ],
);
