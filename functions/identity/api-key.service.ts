import { and, desc, eq } from 'drizzle-orm';
import { organizationApiKeys } from '../../db/schema/organizations';
import { generateApiKey } from './api-keys';
import { auditKeyLabel, recordAudit, type AuditActor, type AuditEntry } from '../platform/audit-log';
import { changedFields } from '../platform/audit-changes';
import { inTransaction, type Db } from '../platform/db';
import { notFound } from '../platform/errors';

export type OrganizationApiKeyRow = typeof organizationApiKeys.$inferSelect;

const keyNotFound = () => notFound('ApiKey not found');

/** The key by id, within its organization: another organization's key is not found. */
const ownKey = (key: { organizationId: string; id: string }) =>
  and(eq(organizationApiKeys.id, key.id), eq(organizationApiKeys.organizationId, key.organizationId));

/** Every change of a key goes to its organization's audit log, the key named by description and prefix. */
const auditKey = (
  tx: Db,
  by: { organizationId: string; actor: AuditActor },
  action: AuditEntry['action'],
  row: OrganizationApiKeyRow,
  changes: AuditEntry['changes'],
) =>
  recordAudit(tx, {
    organizationId: by.organizationId,
    actor: by.actor,
    action,
    target: { type: 'api_key', id: row.id, label: auditKeyLabel(row.description, row.keyPrefix) },
    changes,
  });

export async function listApiKeys(db: Db, organizationId: string) {
  return db
    .select()
    .from(organizationApiKeys)
    .where(eq(organizationApiKeys.organizationId, organizationId))
    .orderBy(desc(organizationApiKeys.createdAt));
}

export async function getApiKey(db: Db, organizationId: string, id: string) {
  const [row] = await db.select().from(organizationApiKeys).where(ownKey({ organizationId, id })).limit(1);
  if (!row) throw keyNotFound();
  return row;
}

/** Returns the row and the full key, which is never retrievable again. */
export async function createApiKey(
  db: Db,
  input: {
    organizationId: string;
    description: string;
    enabled: boolean;
    neverExpires: boolean;
    expiresAt: Date | null;
    actor: AuditActor;
  },
) {
  const generated = generateApiKey('ak_');
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(organizationApiKeys)
      .values({
        organizationId: input.organizationId,
        description: input.description,
        enabled: input.enabled,
        neverExpires: input.neverExpires,
        expiresAt: input.neverExpires ? null : input.expiresAt,
        keyHash: generated.hash,
        keyPrefix: generated.prefix,
        keyLast4: generated.last4,
        // A person's keys are switched off when they delete their account.
        createdBy: input.actor.type === 'user' ? input.actor.id : null,
      })
      .returning();
    await auditKey(tx, input, 'api_key.created', row!, {
      description: { after: row!.description },
      enabled: { after: row!.enabled },
      expiresAt: { after: row!.expiresAt },
    });
    return { row: row!, key: generated.key };
  });
}

/** Disabling a key is recorded as a revocation (it stops working at once); the rest as a change. */
export async function updateApiKey(
  db: Db,
  input: { organizationId: string; id: string; description?: string; enabled?: boolean; actor: AuditActor },
) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(organizationApiKeys).where(ownKey(input)).for('update');
    if (!before) throw keyNotFound();
    const [row] = await tx
      .update(organizationApiKeys)
      .set({
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      })
      .where(eq(organizationApiKeys.id, before.id))
      .returning();
    const changes = changedFields(before, row!, ['description', 'enabled']);
    if (changes)
      await auditKey(tx, input, before.enabled && !row!.enabled ? 'api_key.revoked' : 'api_key.updated', row!, changes);
    return row!;
  });
}

export async function deleteApiKey(db: Db, input: { organizationId: string; id: string; actor: AuditActor }) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(organizationApiKeys).where(ownKey(input)).returning();
    if (!row) throw keyNotFound();
    await auditKey(tx, input, 'api_key.revoked', row, { deleted: { before: false, after: true } });
  });
}

/** A new secret for the same key: the old one stops working at once; the full key is returned this once. */
export async function rotateApiKey(db: Db, input: { organizationId: string; id: string; actor: AuditActor }) {
  const generated = generateApiKey('ak_');
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ keyPrefix: organizationApiKeys.keyPrefix })
      .from(organizationApiKeys)
      .where(ownKey(input))
      .for('update');
    if (!before) throw keyNotFound();
    const [row] = await tx
      .update(organizationApiKeys)
      .set({ keyHash: generated.hash, keyPrefix: generated.prefix, keyLast4: generated.last4 })
      .where(eq(organizationApiKeys.id, input.id))
      .returning();
    // The prefix is the public part lists show; the rest of the key is never recorded.
    await auditKey(tx, input, 'api_key.rotated', row!, { prefix: { before: before.keyPrefix, after: row!.keyPrefix } });
    return { row: row!, key: generated.key };
  });
}
