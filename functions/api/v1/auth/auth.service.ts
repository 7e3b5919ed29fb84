import { and, eq, exists } from 'drizzle-orm';
import { sessions } from '../../../../db/schema/identity';
import { members } from '../../../../db/schema/organizations';
import type { Db } from '../../../lib/db';
import { notFound } from '../../../lib/errors';

/** Only to an organization the user belongs to; anything else is "not found". */
export async function setActiveOrganization(db: Db, input: { sessionId: string; userId: string; organizationId: string }): Promise<void> {
  const membership = db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, input.userId), eq(members.organizationId, input.organizationId)));
  const updated = await db
    .update(sessions)
    .set({ activeOrganizationId: input.organizationId })
    .where(and(eq(sessions.id, input.sessionId), exists(membership)))
    .returning({ id: sessions.id });
  if (updated.length === 0) throw notFound('Organization not found');
}
