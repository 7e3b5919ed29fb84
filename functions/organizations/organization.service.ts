import { and, eq, or, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema/sessions';
import { members, organizations, type OrganizationMetadata } from '../../db/schema/organizations';
import { writeOutbox } from '../platform/jobs/outbox';
import { inTransaction, type Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { isUniqueViolation } from '../platform/pg-errors';
import { firstFreeSlug, slugify } from '../platform/slug';
import type { CreateOrganizationInput, UpdateOrganizationInput } from './organization.schemas';
import { insertDemoLeads } from './demo-data';

export type OrganizationRow = typeof organizations.$inferSelect;

const cnpjTaken = () =>
  new ApiError({ code: 'ORGANIZATION_CNPJ_ALREADY_EXISTS', message: 'CNPJ já está sendo usado por outra organização' });
const slugTaken = () => new ApiError({ code: 'CONFLICT', message: 'Este endereço já está em uso' });

async function takenSlugs(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(or(eq(organizations.slug, base), sql`${organizations.slug} ~ ${`^${base}-[0-9]+$`}`));
  return new Set(rows.map((r) => r.slug));
}

/** Merges settings so a partial update never wipes the other groups. */
function mergeMetadata(
  current: OrganizationMetadata,
  patch: UpdateOrganizationInput['metadata'],
): OrganizationMetadata {
  if (!patch) return current;
  return {
    ...current,
    ...patch,
    contact: { ...current.contact, ...patch.contact },
    notifications: { ...current.notifications, ...patch.notifications },
    links: { ...current.links, ...patch.links },
  };
}

/**
 * Creates the organization with the caller as owner and makes it the
 * session's active one, in one transaction. The slug comes from the name when
 * not given, made unique with -1 … -10, then a timestamp.
 */
export async function createOrganization(
  db: Db,
  input: CreateOrganizationInput & { userId: string; sessionId: string },
): Promise<OrganizationRow> {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.cnpj, input.cnpj))
    .limit(1);
  if (existing) throw cnpjTaken();
  if (input.slug && (await takenSlugs(db, input.slug)).has(input.slug)) throw slugTaken();
  const base = slugify(input.name);
  // A derived slug can be taken between the look-up and the insert: derive again.
  for (let attempt = 0; ; attempt++) {
    const slug = input.slug ?? firstFreeSlug(base, await takenSlugs(db, base));
    try {
      return await db.transaction(async (tx) => {
        const [organization] = await tx
          .insert(organizations)
          .values({
            name: input.name,
            slug,
            cnpj: input.cnpj,
            logo: input.logo ?? null,
            metadata: { ...mergeMetadata({}, input.metadata), ...(input.withDemoData ? { has_demo_data: true } : {}) },
          })
          .returning();
        if (input.withDemoData) await insertDemoLeads(tx, organization!.id);
        await tx.insert(members).values({ organizationId: organization!.id, userId: input.userId, role: 'owner' });
        await tx
          .update(sessions)
          .set({ activeOrganizationId: organization!.id })
          .where(eq(sessions.id, input.sessionId));
        return organization!;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'organizations_cnpj_unique')) throw cnpjTaken();
      if (isUniqueViolation(error, 'organizations_slug_unique')) {
        if (input.slug || attempt >= 5) throw slugTaken();
        continue;
      }
      throw error;
    }
  }
}

export async function isSlugAvailable(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug))
    .limit(1);
  return !row;
}

export async function getOrganization(db: Db, organizationId: string): Promise<OrganizationRow> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  if (!row) throw notFound('Organization not found');
  return row;
}

export async function updateOrganization(
  db: Db,
  organizationId: string,
  input: UpdateOrganizationInput,
): Promise<OrganizationRow> {
  const current = await getOrganization(db, organizationId);
  try {
    const [row] = await db
      .update(organizations)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        ...(input.logo !== undefined ? { logo: input.logo } : {}),
        ...(input.metadata ? { metadata: mergeMetadata(current.metadata, input.metadata) } : {}),
      })
      .where(eq(organizations.id, organizationId))
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'organizations_slug_unique')) throw slugTaken();
    throw error;
  }
}

/**
 * Only its owner deletes an organization; to anyone else it does not exist or is forbidden. Its rows go
 * by cascade; its documents in the bucket (NF-e XMLs, DANFEs) by a job written with the deletion.
 */
export async function deleteOrganization(
  db: Db,
  input: { organizationId: string; userId: string; sealKey: string },
): Promise<void> {
  const [membership] = await db
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.organizationId, input.organizationId), eq(members.userId, input.userId)))
    .limit(1);
  if (!membership) throw notFound('Organization not found');
  if (membership.role !== 'owner')
    throw new ApiError({ code: 'FORBIDDEN', message: 'Apenas o proprietário pode excluir a organização' });
  const { organizationId } = input;
  await inTransaction(db, async (tx) => {
    await tx.delete(organizations).where(eq(organizations.id, organizationId));
    await writeOutbox(tx, input.sealKey, [{ kind: 'documents-purge', id: organizationId, organizationId }]);
  });
}

export async function getPublicOrganization(db: Db, slug: string) {
  const [row] = await db
    .select({
      name: organizations.name,
      slug: organizations.slug,
      logo: organizations.logo,
      metadata: organizations.metadata,
    })
    .from(organizations)
    .where(eq(organizations.slug, slug))
    .limit(1);
  if (!row) throw notFound('Organization not found');
  // Public fields only: no internal id, CNPJ, contact or settings.
  return { name: row.name, slug: row.slug, logo: row.logo, links: row.metadata.links ?? {} };
}

/** A new organization and the job that opens its billing customer (with the trial), committed together. */
export function createOrganizationWithBilling(
  db: Db,
  sealKey: string,
  input: CreateOrganizationInput & { userId: string; sessionId: string },
) {
  return inTransaction(db, async (tx) => {
    const created = await createOrganization(tx, input);
    await writeOutbox(tx, sealKey, [{ kind: 'billing-customer', id: crypto.randomUUID(), organizationId: created.id }]);
    return created;
  });
}
