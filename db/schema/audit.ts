import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { organizations } from './organizations';

/** What changed: field → before/after (secrets never; a secret's change says only that it changed). */
export type AuditChanges = Record<string, { before?: unknown; after?: unknown }>;

/**
 * Append-only (a trigger refuses UPDATE and DELETE outside retention): one chain per organization, and
 * the platform operator's chain ("platform"). Each entry's hash covers the previous hash, its sequence
 * number and its body (functions/platform/audit-log.ts), so a changed or deleted row breaks the chain.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The organization's id as text, or "platform". */
    chain: text().notNull(),
    organizationId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    seq: bigint({ mode: 'number' }).notNull(),
    /** user | api_key | supplier_key | system. */
    actorType: text().notNull(),
    actorId: uuid(),
    /** Name and e-mail, or the key's prefix, as they were then. */
    actorLabel: text(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    targetLabel: text(),
    changes: jsonb().$type<AuditChanges>(),
    ip: text(),
    userAgent: text(),
    createdAt: ts().notNull(),
    prevHash: text().notNull(),
    hash: text().notNull(),
  },
  (t) => [
    uniqueIndex('audit_log_chain_seq_key').on(t.chain, t.seq),
    index('audit_log_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    index('audit_log_org_action_created_idx').on(t.organizationId, t.action, t.createdAt.desc()),
  ],
);

/**
 * The head of each chain, updated in the statement that appends (its row lock orders concurrent
 * appends). prunedThroughSeq/prunedHash anchor the chain after retention removed its oldest entries.
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: text().primaryKey(),
  seq: bigint({ mode: 'number' }).notNull(),
  hash: text().notNull(),
  prevHash: text().notNull().default(''),
  prunedThroughSeq: bigint({ mode: 'number' }).notNull().default(0),
  prunedHash: text().notNull().default(''),
  updatedAt: ts()
    .notNull()
    .default(sql`now()`),
});
