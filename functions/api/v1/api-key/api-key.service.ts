import { and, desc, eq } from 'drizzle-orm';
import { organizationApiKeys } from '../../../../db/schema/organizations';
import { generateApiKey } from '../../../lib/api-keys';
import type { Db } from '../../../lib/db';
import { notFound } from '../../../lib/errors';

export type OrganizationApiKeyRow = typeof organizationApiKeys.$inferSelect;

const keyNotFound = () => notFound('ApiKey not found');

export async function listApiKeys(db: Db, organizationId: string) {
  return db
    .select()
    .from(organizationApiKeys)
    .where(eq(organizationApiKeys.organizationId, organizationId))
    .orderBy(desc(organizationApiKeys.createdAt));
}

export async function getApiKey(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(organizationApiKeys)
    .where(and(eq(organizationApiKeys.id, id), eq(organizationApiKeys.organizationId, organizationId)))
    .limit(1);
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
  },
) {
  const generated = generateApiKey('ak_');
  const [row] = await db
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
    })
    .returning();
  return { row: row!, key: generated.key };
}

export async function updateApiKey(
  db: Db,
  input: { organizationId: string; id: string; description?: string; enabled?: boolean },
) {
  const [row] = await db
    .update(organizationApiKeys)
    .set({
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    })
    .where(and(eq(organizationApiKeys.id, input.id), eq(organizationApiKeys.organizationId, input.organizationId)))
    .returning();
  if (!row) throw keyNotFound();
  return row;
}

export async function deleteApiKey(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .delete(organizationApiKeys)
    .where(and(eq(organizationApiKeys.id, id), eq(organizationApiKeys.organizationId, organizationId)))
    .returning({ id: organizationApiKeys.id });
  if (!row) throw keyNotFound();
}
