import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { supplierApiKeyUsageLogs, supplierApiKeys } from '../../db/schema/supplier-api';
import { generateApiKey } from '../identity/api-keys';
import type { AuditChanges } from '../../db/schema/audit';
import { auditKeyLabel, recordAudit, type AuditActor } from '../platform/audit-log';
import { changedFields } from '../platform/audit-changes';
import { inTransaction, type Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { containsPattern } from '../platform/pagination';

export type SupplierKeyRow = typeof supplierApiKeys.$inferSelect;
export type UsageLogRow = typeof supplierApiKeyUsageLogs.$inferSelect;

/**
 * Whose keys a call may reach: the operator passes none (every supplier's), the supplier portal its
 * own supplier, so another supplier's key is simply not found.
 */
export type KeyScope = { supplierId?: string };
const keyInScope = (id: string, scope: KeyScope) =>
  and(eq(supplierApiKeys.id, id), scope.supplierId ? eq(supplierApiKeys.supplierId, scope.supplierId) : undefined);

/** The operator's console keeps the specification's English messages; the portal speaks pt-BR. */
const keyNotFound = (scope: KeyScope, operatorMessage = 'SupplierApiKey not found') =>
  notFound(scope.supplierId ? 'Chave não encontrada' : operatorMessage);
const keySelection = {
  key: supplierApiKeys,
  supplier: { id: suppliers.id, name: suppliers.name },
  logCount: count(supplierApiKeyUsageLogs.id),
};

export interface KeyInput {
  name: string;
  supplierId: string;
  description?: string | null;
  enabled: boolean;
  neverExpires: boolean;
  expiresAt?: Date | null;
}

export async function listSupplierKeys(
  db: Db,
  q: { page: number; limit: number; search?: string; supplierId?: string },
) {
  const where = and(
    q.supplierId ? eq(supplierApiKeys.supplierId, q.supplierId) : undefined,
    q.search
      ? or(
          ilike(supplierApiKeys.name, containsPattern(q.search)),
          ilike(supplierApiKeys.description, containsPattern(q.search)),
          ilike(suppliers.name, containsPattern(q.search)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(keySelection)
      .from(supplierApiKeys)
      .innerJoin(suppliers, eq(suppliers.id, supplierApiKeys.supplierId))
      .leftJoin(supplierApiKeyUsageLogs, eq(supplierApiKeyUsageLogs.apiKeyId, supplierApiKeys.id))
      .where(where)
      .groupBy(supplierApiKeys.id, suppliers.id)
      .orderBy(desc(supplierApiKeys.createdAt), desc(supplierApiKeys.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ value: count() })
      .from(supplierApiKeys)
      .innerJoin(suppliers, eq(suppliers.id, supplierApiKeys.supplierId))
      .where(where),
  ]);
  return { rows, total: total!.value };
}

async function latestLogs(db: Db, where: ReturnType<typeof eq>, limit: number) {
  return db
    .select()
    .from(supplierApiKeyUsageLogs)
    .where(where)
    .orderBy(desc(supplierApiKeyUsageLogs.createdAt))
    .limit(limit);
}

/** A key with its last 50 calls. */
export async function getSupplierKey(db: Db, id: string, scope: KeyScope = {}) {
  const [row] = await db
    .select(keySelection)
    .from(supplierApiKeys)
    .innerJoin(suppliers, eq(suppliers.id, supplierApiKeys.supplierId))
    .leftJoin(supplierApiKeyUsageLogs, eq(supplierApiKeyUsageLogs.apiKeyId, supplierApiKeys.id))
    .where(keyInScope(id, scope))
    .groupBy(supplierApiKeys.id, suppliers.id);
  if (!row) throw keyNotFound(scope, 'API Key not found');
  return { ...row, logs: await latestLogs(db, eq(supplierApiKeyUsageLogs.apiKeyId, id), 50) };
}

/** 404 unless the key exists within the scope: what a read about a key (its analytics) checks. */
export async function assertKeyExists(db: Db, id: string, scope: KeyScope = {}) {
  const [key] = await db.select({ id: supplierApiKeys.id }).from(supplierApiKeys).where(keyInScope(id, scope));
  if (!key) throw keyNotFound(scope, 'API Key not found');
}

export async function assertSupplierExists(db: Db, supplierId: string) {
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) throw notFound('Supplier not found');
}

/** A supplier's keys with the supplier's last 10 calls. */
export async function getKeysOfSupplier(db: Db, supplierId: string) {
  await assertSupplierExists(db, supplierId);
  const { rows } = await listSupplierKeys(db, { page: 1, limit: 100, supplierId });
  return { keys: rows, logs: await latestLogs(db, eq(supplierApiKeyUsageLogs.supplierId, supplierId), 10) };
}

/**
 * Supplier keys belong to no buyer organization: their entries (by the operator or the supplier's
 * admins) go to the platform's audit log, named by the key's name and prefix.
 */
async function auditKey(
  tx: Db,
  actor: AuditActor,
  action: 'supplier_key.created' | 'supplier_key.rotated' | 'supplier_key.revoked' | 'supplier_key.updated',
  key: SupplierKeyRow,
  changes: AuditChanges | null,
) {
  await recordAudit(tx, {
    organizationId: null,
    actor,
    action,
    target: { type: 'supplier_key', id: key.id, label: auditKeyLabel(key.name, key.keyPrefix) },
    changes: { supplierId: { after: key.supplierId }, ...changes },
  });
}

/** Creates a key; the full key is returned here and at regeneration only. */
export async function createSupplierKey(db: Db, input: KeyInput, actor: AuditActor) {
  return inTransaction(db, async (tx) => {
    await assertSupplierExists(tx, input.supplierId);
    const generated = generateApiKey('sk_');
    const [row] = await tx
      .insert(supplierApiKeys)
      .values({
        name: input.name,
        supplierId: input.supplierId,
        description: input.description ?? null,
        enabled: input.enabled,
        neverExpires: input.neverExpires,
        expiresAt: input.expiresAt ?? null,
        keyHash: generated.hash,
        keyPrefix: generated.prefix,
        keyLast4: generated.last4,
        // A person's keys are switched off when they delete their account.
        createdBy: actor.type === 'user' ? actor.id : null,
      })
      .returning();
    await auditKey(tx, actor, 'supplier_key.created', row!, {
      name: { after: row!.name },
      enabled: { after: row!.enabled },
      expiresAt: { after: row!.expiresAt },
    });
    return { ...(await getSupplierKey(tx, row!.id)), secret: generated.key };
  });
}

/** Disabling is recorded as a revocation (the key stops working at once); the rest as a change. */
export async function updateSupplierKey(
  db: Db,
  id: string,
  input: Partial<Omit<KeyInput, 'supplierId'>>,
  scope: KeyScope,
  actor: AuditActor,
) {
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(supplierApiKeys).where(keyInScope(id, scope)).for('update');
    if (!before) throw keyNotFound(scope);
    const [row] = await tx
      .update(supplierApiKeys)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(supplierApiKeys.id, before.id))
      .returning();
    const changes = changedFields(before, row!, ['name', 'description', 'enabled', 'neverExpires', 'expiresAt']);
    if (changes)
      await auditKey(
        tx,
        actor,
        before.enabled && !row!.enabled ? 'supplier_key.revoked' : 'supplier_key.updated',
        row!,
        changes,
      );
    return getSupplierKey(tx, id);
  });
}

/** Removes the key and its logs (cascade). */
export async function deleteSupplierKey(db: Db, id: string, scope: KeyScope, actor: AuditActor) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(supplierApiKeys).where(keyInScope(id, scope)).returning();
    if (!row) throw keyNotFound(scope);
    await auditKey(tx, actor, 'supplier_key.revoked', row, { deleted: { before: false, after: true } });
  });
}

/** A new secret for the same key record: the old secret stops working at once. */
export async function regenerateSupplierKey(db: Db, id: string, scope: KeyScope, actor: AuditActor) {
  const generated = generateApiKey('sk_');
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ keyPrefix: supplierApiKeys.keyPrefix })
      .from(supplierApiKeys)
      .where(keyInScope(id, scope))
      .for('update');
    if (!before) throw keyNotFound(scope);
    const [row] = await tx
      .update(supplierApiKeys)
      .set({ keyHash: generated.hash, keyPrefix: generated.prefix, keyLast4: generated.last4, updatedAt: new Date() })
      .where(keyInScope(id, scope))
      .returning();
    // The prefix is the public part lists show; the rest of the key is never recorded.
    await auditKey(tx, actor, 'supplier_key.rotated', row!, {
      prefix: { before: before.keyPrefix, after: row!.keyPrefix },
    });
    return { ...(await getSupplierKey(tx, id)), secret: generated.key };
  });
}

export function assertExpiry(
  input: { neverExpires?: boolean; expiresAt?: Date | null },
  message = 'expiresAt must be in the future',
) {
  if (input.neverExpires === false && input.expiresAt && input.expiresAt.getTime() <= Date.now()) {
    throw new ApiError({ code: 'VALIDATION_ERROR', message, details: [{ path: 'expiresAt', message }] });
  }
}
