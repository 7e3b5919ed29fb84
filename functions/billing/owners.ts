import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { members, organizations } from '../../db/schema/organizations';
import type { Db } from '../platform/db';

/** The organization's owners and its name: who billing e-mails go to. */
export function ownersOf(db: Db, organizationId: string) {
  return db
    .select({ email: users.email, organizationName: organizations.name })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.organizationId, organizationId), eq(members.role, 'owner')));
}
