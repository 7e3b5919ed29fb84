import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { sessions } from '../../db/schema/sessions';
import { invitations, members, organizations } from '../../db/schema/organizations';
import { enqueueEmail } from '../email/enqueue-email';
import { dataEncryptionKey, type AppConfig } from '../platform/env';
import { giveDefaultCentre } from '../budgets/cost-centres.service';
import { recordAudit, type AuditActor } from '../platform/audit-log';
import { inTransaction, type Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { isUniqueViolation } from '../platform/pg-errors';
import { assertQuota } from '../billing/quotas';

/** Invitations expire after 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const invitationNotFound = () => notFound('Convite não encontrado');

const selection = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  status: invitations.status,
  expiresAt: invitations.expiresAt,
  createdAt: invitations.createdAt,
  organizationId: invitations.organizationId,
  organization: { id: organizations.id, name: organizations.name, slug: organizations.slug, logo: organizations.logo },
  inviter: { id: users.id, name: users.name },
};

/**
 * Invites an address (a pending invitation to the same address is renewed,
 * not duplicated). Someone already in the organization cannot be invited.
 */
export async function createInvitation(
  db: Db,
  input: { organizationId: string; inviterId: string; email: string; role: 'admin' | 'member' },
  now = new Date(),
) {
  const email = input.email.toLowerCase();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const attempt = () =>
    db.transaction(async (tx) => {
      const [alreadyMember] = await tx
        .select({ id: members.id })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(and(eq(members.organizationId, input.organizationId), sql`lower(${users.email}) = ${email}`))
        .limit(1);
      if (alreadyMember) throw new ApiError({ code: 'CONFLICT', message: 'Esta pessoa já faz parte da organização' });
      const [renewed] = await tx
        .update(invitations)
        .set({ role: input.role, expiresAt, inviterId: input.inviterId })
        .where(
          and(
            eq(invitations.organizationId, input.organizationId),
            sql`lower(${invitations.email}) = ${email}`,
            eq(invitations.status, 'pending'),
          ),
        )
        .returning({ id: invitations.id });
      if (renewed) return renewed;
      // A new pending invitation takes a seat.
      await assertQuota(tx, input.organizationId, 'seats', 1, now);
      const [row] = await tx
        .insert(invitations)
        .values({
          organizationId: input.organizationId,
          inviterId: input.inviterId,
          email,
          role: input.role,
          expiresAt,
        })
        .returning({ id: invitations.id });
      return row!;
    });
  let row: { id: string };
  try {
    row = await attempt();
  } catch (error) {
    // Invited twice at once: the other request's row is there now, and this attempt renews it.
    if (!isUniqueViolation(error, 'invitations_one_pending_key')) throw error;
    row = await attempt();
  }
  return getInvitationRow(db, row.id);
}

/** Invitations as every read here shows them: with their organization and who invited. */
const invitationsRead = (db: Db) =>
  db
    .select(selection)
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(users, eq(users.id, invitations.inviterId));

/** The invitations of `which` still open (pending and unexpired), newest first. */
const openInvitations = (db: Db, which: SQL) =>
  invitationsRead(db)
    .where(and(which, eq(invitations.status, 'pending'), gt(invitations.expiresAt, sql`now()`)))
    .orderBy(desc(invitations.createdAt));

async function getInvitationRow(db: Db, id: string) {
  const [row] = await invitationsRead(db).where(eq(invitations.id, id)).limit(1);
  return row;
}

export type InvitationRow = NonNullable<Awaited<ReturnType<typeof getInvitationRow>>>;

/** Visible to the invited address and to the organization's owner and admins; to anyone else it does not exist. */
export async function getInvitationFor(db: Db, id: string, viewer: { userId: string; email: string }) {
  const row = await getInvitationRow(db, id);
  if (!row) throw invitationNotFound();
  if (row.email.toLowerCase() === viewer.email.toLowerCase()) return row;
  const [manager] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.organizationId, row.organizationId),
        eq(members.userId, viewer.userId),
        sql`${members.role} in ('owner', 'admin')`,
      ),
    )
    .limit(1);
  if (!manager) throw invitationNotFound();
  return row;
}

export async function listPendingInvitations(db: Db, organizationId: string) {
  return openInvitations(db, eq(invitations.organizationId, organizationId));
}

/** Invitations still open to an address (the signed-in person's): where to go after signing up. */
export async function listInvitationsTo(db: Db, email: string) {
  return openInvitations(db, sql`lower(${invitations.email}) = ${email.toLowerCase()}`);
}

/** Only the invited address answers its invitation, while it is pending and unexpired. */
async function pendingForInvitee(db: Db, id: string, email: string) {
  const row = await getInvitationRow(db, id);
  if (!row || row.email.toLowerCase() !== email.toLowerCase()) throw invitationNotFound();
  if (row.status !== 'pending' || row.expiresAt.getTime() <= Date.now()) {
    throw new ApiError({ code: 'BAD_REQUEST', message: 'Este convite expirou ou não está mais disponível' });
  }
  return row;
}

export async function acceptInvitation(
  db: Db,
  input: { id: string; userId: string; email: string; sessionId: string; actor: AuditActor },
) {
  const invitation = await pendingForInvitee(db, input.id, input.email);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invitations)
      .set({ status: 'accepted' })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')))
      .returning({ id: invitations.id });
    if (!claimed)
      throw new ApiError({ code: 'BAD_REQUEST', message: 'Este convite expirou ou não está mais disponível' });
    const [joined] = await tx
      .insert(members)
      .values({ organizationId: invitation.organizationId, userId: input.userId, role: invitation.role })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (joined) await giveDefaultCentre(tx, invitation.organizationId, joined.id);
    await tx
      .update(sessions)
      .set({ activeOrganizationId: invitation.organizationId })
      .where(eq(sessions.id, input.sessionId));
    await recordAudit(tx, {
      organizationId: invitation.organizationId,
      actor: input.actor,
      action: 'invitation.accepted',
      target: { type: 'invitation', id: invitation.id, label: invitation.email },
      changes: { status: { before: 'pending', after: 'accepted' }, role: { after: invitation.role } },
    });
  });
  return invitation;
}

export async function rejectInvitation(db: Db, input: { id: string; email: string }) {
  const invitation = await pendingForInvitee(db, input.id, input.email);
  await db
    .update(invitations)
    .set({ status: 'rejected' })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
}

export async function cancelInvitation(db: Db, input: { id: string; organizationId: string; actor: AuditActor }) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(invitations.id, input.id),
          eq(invitations.organizationId, input.organizationId),
          eq(invitations.status, 'pending'),
        ),
      )
      .returning({ id: invitations.id, email: invitations.email, role: invitations.role });
    if (!row) throw invitationNotFound();
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'invitation.canceled',
      target: { type: 'invitation', id: row.id, label: row.email },
      changes: { status: { before: 'pending', after: 'canceled' } },
    });
  });
}

/** A new (or renewed) invitation and its e-mail with the link, committed together. */
export function inviteByEmail(
  db: Db,
  cfg: Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>,
  input: Parameters<typeof createInvitation>[1] & { inviterName: string; actor: AuditActor },
) {
  return inTransaction(db, async (tx) => {
    const created = (await createInvitation(tx, input))!;
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${created.email.toLowerCase()}`)
      .limit(1);
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'invitation.created',
      target: { type: 'invitation', id: created.id, label: created.email },
      changes: { role: { after: created.role }, expiresAt: { after: created.expiresAt } },
    });
    await enqueueEmail(tx, dataEncryptionKey(cfg), {
      to: created.email,
      template: 'organization-invite',
      data: {
        inviterName: input.inviterName,
        organizationName: created.organization.name,
        role: created.role,
        // The address rides along so the forms open filled with it, on "Criar conta" for an address
        // with no account yet.
        url: `${cfg.APP_URL}/auth?invitation=${created.id}&email=${encodeURIComponent(created.email)}&modo=${account ? 'entrar' : 'criar-conta'}`,
        expiresAt: created.expiresAt.toISOString(),
      },
    });
    return created;
  });
}
