import { and, eq, inArray, sql } from 'drizzle-orm';
import { customers, subscriptions } from '../../db/schema/billing';
import { users } from '../../db/schema/identity';
import { members, organizationApiKeys, organizations } from '../../db/schema/organizations';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { supplierApiKeys } from '../../db/schema/supplier-api';
import { supplierMembers } from '../../db/schema/supplier-people';
import { auditKeyLabel, recordAudit, type AuditActor } from '../platform/audit-log';
import { enqueueEmail } from '../email/enqueue-email';
import { inTransaction, type Db } from '../platform/db';
import { writeOutbox } from '../platform/jobs/outbox';
import { ApiError, notFound } from '../platform/errors';

/** How a person who deleted their account appears in the history they leave behind. */
export const REMOVED_PERSON = 'Pessoa removida';

/**
 * What the deletion asks of the order timelines: the person's name, on the events of the organizations
 * they stay in and of the suppliers they answered for, becomes `as`. Only orders writes its tables and
 * identity may not import orders (orders uses identity), so the composition root hands the function in
 * (functions/app.ts: orders/move/anonymise-order-events.ts).
 */
export type AnonymiseOrderEvents = (
  tx: Db,
  who: { name: string; organizationIds: string[]; supplierIds: string[] },
  as: string,
) => Promise<void>;

const names = (list: string[]) => new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(list);

/**
 * The organizations the person owns, split by what deleting the account would do to them: one that
 * has someone else in it or a history (orders, a paid subscription) blocks the deletion; one where
 * they are alone and nothing happened goes with the account, as it holds nobody else's data.
 */
async function ownedOrganizations(tx: Db, userId: string) {
  const rows = await tx
    .select({
      id: organizations.id,
      name: organizations.name,
      otherMembers: sql<number>`(select count(*)::int from ${members} m where m.organization_id = ${organizations.id} and m.user_id <> ${userId})`,
      hasOrders: sql<boolean>`exists (select 1 from ${purchaseOrders} po where po.organization_id = ${organizations.id})`,
      hasPaidPlan: sql<boolean>`exists (select 1 from ${subscriptions} s join ${customers} c on c.id = s.customer_id
        where c.organization_id = ${organizations.id} and s.provider_id is not null
        and s.status not in ('canceled', 'incomplete_expired'))`,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.userId, userId), eq(members.role, 'owner')))
    .orderBy(organizations.name);
  const blocking = rows.filter((o) => o.otherMembers > 0 || o.hasOrders || o.hasPaidPlan);
  return { blocking, alone: rows.filter((o) => !blocking.includes(o)) };
}

/**
 * Deletes one's own account (LGPD art. 18, VI), in one transaction: the person's keys are switched
 * off, their name leaves the order timelines, the audit logs record it, and the user row goes — its
 * sessions, linked accounts, memberships, carts and notifications with it (ON DELETE CASCADE) —
 * while orders, lists and leads stay with the organization, their author set to null (SET NULL).
 * The e-mail is free for a new sign-up at once. A confirmation goes to the address through the outbox.
 */
export async function deleteAccount(
  db: Db,
  input: { userId: string; confirmEmail: string; actor: AuditActor; sealKey: string },
  orders: { anonymiseOrderEvents: AnonymiseOrderEvents },
) {
  return inTransaction(db, async (tx) => {
    // The row lock serialises two deletions of the same account (a double click, two tabs).
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) throw notFound('Usuário não encontrado');
    if (input.confirmEmail.trim().toLowerCase() !== user.email.toLowerCase())
      throw new ApiError({
        code: 'BAD_REQUEST',
        message: 'O e-mail digitado não é o da sua conta',
        details: [{ path: 'email', message: 'O e-mail digitado não é o da sua conta' }],
      });

    const owned = await ownedOrganizations(tx, user.id);
    if (owned.blocking.length > 0) {
      const which = names(owned.blocking.map((o) => o.name));
      const plural = owned.blocking.length > 1;
      throw new ApiError({
        code: 'CONFLICT',
        message: `Você é o único dono de ${which}: exclua ${plural ? 'as organizações' : 'a organização'} antes de excluir sua conta (a propriedade ainda não pode ser passada a outro membro)`,
      });
    }

    const memberships = await tx
      .select({ organizationId: members.organizationId })
      .from(members)
      .where(eq(members.userId, user.id));
    const aloneIds = new Set(owned.alone.map((o) => o.id));
    const remaining = memberships.map((m) => m.organizationId).filter((id) => !aloneIds.has(id));
    const supplierIds = (
      await tx
        .select({ supplierId: supplierMembers.supplierId })
        .from(supplierMembers)
        .where(eq(supplierMembers.userId, user.id))
    ).map((s) => s.supplierId);

    const revokedOrgKeys = await tx
      .update(organizationApiKeys)
      .set({ enabled: false })
      .where(and(eq(organizationApiKeys.createdBy, user.id), eq(organizationApiKeys.enabled, true)))
      .returning({
        id: organizationApiKeys.id,
        organizationId: organizationApiKeys.organizationId,
        description: organizationApiKeys.description,
        keyPrefix: organizationApiKeys.keyPrefix,
      });
    const revokedSupplierKeys = await tx
      .update(supplierApiKeys)
      .set({ enabled: false })
      .where(and(eq(supplierApiKeys.createdBy, user.id), eq(supplierApiKeys.enabled, true)))
      .returning({
        id: supplierApiKeys.id,
        supplierId: supplierApiKeys.supplierId,
        name: supplierApiKeys.name,
        keyPrefix: supplierApiKeys.keyPrefix,
      });
    for (const key of revokedOrgKeys.filter((k) => !aloneIds.has(k.organizationId)))
      await recordAudit(tx, {
        organizationId: key.organizationId,
        actor: input.actor,
        action: 'api_key.revoked',
        target: { type: 'api_key', id: key.id, label: auditKeyLabel(key.description, key.keyPrefix) },
        changes: { enabled: { before: true, after: false }, reason: { after: 'conta do criador excluída' } },
      });
    for (const key of revokedSupplierKeys)
      await recordAudit(tx, {
        organizationId: null,
        actor: input.actor,
        action: 'supplier_key.revoked',
        target: { type: 'supplier_key', id: key.id, label: auditKeyLabel(key.name, key.keyPrefix) },
        changes: {
          supplierId: { after: key.supplierId },
          enabled: { before: true, after: false },
          reason: { after: 'conta do criador excluída' },
        },
      });

    // Timelines keep what happened, not who: the person's name was stored as text on each event.
    await orders.anonymiseOrderEvents(tx, { name: user.name, organizationIds: remaining, supplierIds }, REMOVED_PERSON);

    const changes = {
      revokedKeys: { after: revokedOrgKeys.length },
      revokedSupplierKeys: { after: revokedSupplierKeys.length },
      organizationsDeleted: { after: owned.alone.map((o) => o.name) },
    };
    // The organizations that stay record it; the platform's log (the operator's) only when none does.
    for (const organizationId of remaining.length > 0 ? remaining : [null])
      await recordAudit(tx, {
        organizationId,
        actor: input.actor,
        action: 'user.deleted',
        target: { type: 'user', id: user.id, label: user.name },
        changes,
      });

    if (aloneIds.size > 0) {
      await tx.delete(organizations).where(inArray(organizations.id, [...aloneIds]));
      // Their documents in the bucket go after them, off the request (fulfilment/documents-purge.job.ts).
      await writeOutbox(
        tx,
        input.sealKey,
        [...aloneIds].map((organizationId) => ({
          kind: 'documents-purge' as const,
          id: organizationId,
          organizationId,
        })),
      );
    }
    await tx.delete(users).where(eq(users.id, user.id));

    await enqueueEmail(tx, input.sealKey, {
      to: user.email,
      template: 'notification',
      data: {
        title: 'Sua conta no Abastece foi excluída',
        message: `Olá, ${user.name}. Sua conta foi excluída como você pediu: as sessões foram encerradas, as chaves de API que você criou foram desativadas e seus dados pessoais foram apagados. Os pedidos que você fez continuam no histórico das organizações, sem o seu nome. Se não foi você, responda a este e-mail.`,
      },
    });
    return { organizationsDeleted: owned.alone.map((o) => o.name) };
  });
}
