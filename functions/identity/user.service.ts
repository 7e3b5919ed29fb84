import { suppliers } from '../../db/schema/catalogue';
import { supplierMembers } from '../../db/schema/supplier-people';
import { asc, eq, sql } from 'drizzle-orm';
import { users, type UserMetadata } from '../../db/schema/identity';
import { members, organizations } from '../../db/schema/organizations';
import type { Db } from '../platform/db';

export async function listMyMemberships(db: Db, userId: string) {
  return db
    .select({
      id: members.id,
      role: members.role,
      joinedAt: members.createdAt,
      organization: {
        id: organizations.id,
        name: organizations.name,
        slug: organizations.slug,
        logo: organizations.logo,
      },
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.userId, userId))
    .orderBy(asc(organizations.name));
}

export async function updateProfile(
  db: Db,
  userId: string,
  input: { name?: string; image?: string | null; metadata?: UserMetadata },
) {
  const [row] = await db
    .update(users)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.image !== undefined ? { image: input.image } : {}),
      // Merged: a profile form never erases keys it does not know.
      ...(input.metadata ? { metadata: sql`${users.metadata} || ${JSON.stringify(input.metadata)}::jsonb` } : {}),
    })
    .where(eq(users.id, userId))
    .returning({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      emailVerified: users.emailVerified,
      metadata: users.metadata,
    });
  return row!;
}

/** The suppliers the user answers for (the portal). */
export async function listMySupplierMemberships(db: Db, userId: string) {
  return db
    .select({ supplierId: suppliers.id, name: suppliers.name, role: supplierMembers.role })
    .from(supplierMembers)
    .innerJoin(suppliers, eq(suppliers.id, supplierMembers.supplierId))
    .where(eq(supplierMembers.userId, userId))
    .orderBy(asc(suppliers.name));
}
