import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { suppliers } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { sessions } from '../../db/schema/sessions';
import { supplierInvitations, supplierMembers } from '../../db/schema/supplier-people';
import { enqueueEmail } from '../email/enqueue-email';
import { dataEncryptionKey, type AppConfig } from '../platform/env';
import { inTransaction, type Db, type DbOrTx } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { isUniqueViolation } from '../platform/pg-errors';

/**
 * A supplier's people: invited by e-mail (by the operator or a supplier admin), they accept with
 * their account and then work in the supplier portal. Every query names the supplier.
 */

export const SUPPLIER_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
type Role = 'admin' | 'staff';
const invitationNotFound = () => notFound('Convite não encontrado');

async function supplierName(db: DbOrTx, supplierId: string) {
  const [row] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!row) throw notFound('Fornecedor não encontrado');
  return row.name;
}

/**
 * The e-mailed link: the invitation itself, behind sign-in with the address filled in ("Criar conta"
 * for an address with no account yet), as the organizations' invitations do.
 */
function invitationLink(appUrl: string, id: string, email: string, hasAccount: boolean) {
  const next = `/fornecedor/convite/${id}`;
  return `${appUrl}/auth?modo=${hasAccount ? 'entrar' : 'criar-conta'}&email=${encodeURIComponent(email)}&next=${next}`;
}

/** Invites (or renews the pending invitation of) an address; the link goes out through the outbox. */
export function inviteSupplierPerson(
  db: Db,
  cfg: Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>,
  input: { supplierId: string; email: string; role: Role; inviterId: string; inviterName: string },
) {
  const email = input.email.toLowerCase();
  const expiresAt = new Date(Date.now() + SUPPLIER_INVITATION_TTL_MS);
  const attempt = () =>
    inTransaction(db, async (tx) => {
      const name = await supplierName(tx, input.supplierId);
      const [already] = await tx
        .select({ id: supplierMembers.id })
        .from(supplierMembers)
        .innerJoin(users, eq(users.id, supplierMembers.userId))
        .where(and(eq(supplierMembers.supplierId, input.supplierId), sql`lower(${users.email}) = ${email}`))
        .limit(1);
      if (already) throw new ApiError({ code: 'CONFLICT', message: `Esta pessoa já atende por ${name}` });
      const [renewed] = await tx
        .update(supplierInvitations)
        .set({ role: input.role, expiresAt, inviterId: input.inviterId })
        .where(
          and(
            eq(supplierInvitations.supplierId, input.supplierId),
            sql`lower(${supplierInvitations.email}) = ${email}`,
            eq(supplierInvitations.status, 'pending'),
          ),
        )
        .returning();
      const invitation =
        renewed ??
        (
          await tx
            .insert(supplierInvitations)
            .values({ supplierId: input.supplierId, email, role: input.role, inviterId: input.inviterId, expiresAt })
            .returning()
        )[0]!;
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      await enqueueEmail(tx, dataEncryptionKey(cfg), {
        to: email,
        template: 'notification',
        data: {
          title: `Convite para atender pedidos de ${name}`,
          message: `${input.inviterName} convidou você para o portal do fornecedor ${name} no Abastece, como ${input.role === 'admin' ? 'administrador' : 'equipe'}: lá chegam os pedidos de compra, que você confirma ou recusa item a item. Crie sua senha (ou entre com a sua conta) pelo link; ele vale 7 dias.`,
          url: invitationLink(cfg.APP_URL, invitation.id, email, Boolean(account)),
          actionLabel: 'Aceitar convite',
        },
      });
      return invitation;
    });
  return attempt().catch((error: unknown) => {
    // Invited twice at once: the other request's row is there now, and this attempt renews it.
    if (isUniqueViolation(error, 'supplier_invitations_one_pending_key')) return attempt();
    throw error;
  });
}

/** People who answer for the supplier, and the invitations still pending. */
export async function listSupplierPeople(db: Db, supplierId: string) {
  const [people, pending] = await Promise.all([
    db
      .select({
        id: supplierMembers.id,
        userId: users.id,
        name: users.name,
        email: users.email,
        role: supplierMembers.role,
        createdAt: supplierMembers.createdAt,
      })
      .from(supplierMembers)
      .innerJoin(users, eq(users.id, supplierMembers.userId))
      .where(eq(supplierMembers.supplierId, supplierId))
      .orderBy(asc(users.name)),
    db
      .select()
      .from(supplierInvitations)
      .where(
        and(
          eq(supplierInvitations.supplierId, supplierId),
          eq(supplierInvitations.status, 'pending'),
          gt(supplierInvitations.expiresAt, sql`now()`),
        ),
      )
      .orderBy(asc(supplierInvitations.email)),
  ]);
  return { people, pending };
}

/** Invitations still open to an address (the signed-in person's), with the supplier's name. */
export async function listSupplierInvitationsTo(db: DbOrTx, email: string) {
  return db
    .select({ invitation: supplierInvitations, supplierName: suppliers.name })
    .from(supplierInvitations)
    .innerJoin(suppliers, eq(suppliers.id, supplierInvitations.supplierId))
    .where(
      and(
        sql`lower(${supplierInvitations.email}) = ${email.toLowerCase()}`,
        eq(supplierInvitations.status, 'pending'),
        gt(supplierInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(suppliers.name));
}

/** An invitation, for the address it was sent to only (anyone else: not found). */
export async function getSupplierInvitationFor(db: DbOrTx, id: string, email: string) {
  const [row] = await db
    .select({ invitation: supplierInvitations, supplierName: suppliers.name })
    .from(supplierInvitations)
    .innerJoin(suppliers, eq(suppliers.id, supplierInvitations.supplierId))
    .where(and(eq(supplierInvitations.id, id), sql`lower(${supplierInvitations.email}) = ${email.toLowerCase()}`));
  if (!row) throw invitationNotFound();
  return row;
}

/** The invited person joins; the supplier becomes the session's active one (the portal opens). */
export function acceptSupplierInvitation(
  db: Db,
  input: { id: string; userId: string; email: string; sessionId: string },
) {
  return inTransaction(db, async (tx) => {
    const { invitation, supplierName: name } = await getSupplierInvitationFor(tx, input.id, input.email);
    if (invitation.status !== 'pending') {
      throw new ApiError({ code: 'CONFLICT', message: 'Este convite já foi usado ou cancelado' });
    }
    if (invitation.expiresAt.getTime() <= Date.now()) {
      throw new ApiError({ code: 'CONFLICT', message: 'Este convite expirou: peça um novo' });
    }
    await tx
      .insert(supplierMembers)
      .values({ supplierId: invitation.supplierId, userId: input.userId, role: invitation.role })
      .onConflictDoNothing();
    await tx.update(supplierInvitations).set({ status: 'accepted' }).where(eq(supplierInvitations.id, invitation.id));
    await tx
      .update(sessions)
      .set({ activeSupplierId: invitation.supplierId, activeOrganizationId: null })
      .where(eq(sessions.id, input.sessionId));
    return { supplierId: invitation.supplierId, supplierName: name, role: invitation.role };
  });
}
