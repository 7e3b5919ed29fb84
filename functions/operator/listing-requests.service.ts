import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { cities, supplierCities, suppliers } from '../../db/schema/catalogue';
import { organizationSuppliers, supplierListingRequests } from '../../db/schema/own-suppliers';
import { supplierMembers } from '../../db/schema/supplier-people';
import { enqueueEmail } from '../email/enqueue-email';
import { auditInsert, type AuditActor } from '../platform/audit-log';
import { inTransaction, type Db } from '../platform/db';
import { dataEncryptionKey, type AppConfig } from '../platform/env';
import { ApiError, notFound } from '../platform/errors';
import { offsetOf } from '../platform/pagination';
import { describeRequests, type ListingRequestRow } from '../supplier-portal/listing-request.service';

type MailConfig = Pick<AppConfig, 'APP_URL' | 'SESSION_SECRET' | 'DATA_ENCRYPTION_KEY'>;

const supplierColumns = {
  id: suppliers.id,
  name: suppliers.name,
  cnpj: suppliers.cnpj,
  email: suppliers.email,
  listed: suppliers.listed,
  buyerCount: sql<number>`(SELECT count(*)::int FROM ${organizationSuppliers} WHERE ${organizationSuppliers.supplierId} = ${suppliers.id})`,
};

/** The requests, those waiting first (oldest waiting first), then the decided ones, newest first. */
export async function listListingRequests(
  db: Db,
  q: { page: number; limit: number; status?: 'pending' | 'approved' | 'refused' },
) {
  const where = q.status ? eq(supplierListingRequests.status, q.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: supplierListingRequests, supplier: supplierColumns })
      .from(supplierListingRequests)
      .innerJoin(suppliers, eq(suppliers.id, supplierListingRequests.supplierId))
      .where(where)
      .orderBy(
        sql`(${supplierListingRequests.status} = 'pending') DESC`,
        sql`CASE WHEN ${supplierListingRequests.status} = 'pending' THEN ${supplierListingRequests.createdAt} END ASC`,
        desc(supplierListingRequests.createdAt),
        desc(supplierListingRequests.id),
      )
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: count() }).from(supplierListingRequests).where(where),
  ]);
  const described = await describeRequests(
    db,
    rows.map((r) => r.request),
  );
  return { rows: described.map((request, i) => ({ request, supplier: rows[i]!.supplier })), total: total!.n };
}

/** The request, locked; another decision of it first is a 409. */
async function lockPending(tx: Db, id: string): Promise<ListingRequestRow> {
  const [row] = await tx.select().from(supplierListingRequests).where(eq(supplierListingRequests.id, id)).for('update');
  if (!row) throw notFound('Pedido de anúncio não encontrado');
  if (row.status !== 'pending')
    throw new ApiError({ code: 'CONFLICT', message: 'Este pedido de anúncio já foi decidido' });
  return row;
}

/** The supplier's admins: who reads the decision (the request came from one of them). */
async function adminEmails(tx: Db, supplierId: string) {
  const rows = await tx
    .select({ email: users.email })
    .from(supplierMembers)
    .innerJoin(users, eq(users.id, supplierMembers.userId))
    .where(and(eq(supplierMembers.supplierId, supplierId), eq(supplierMembers.role, 'admin')));
  return rows.map((r) => r.email);
}

async function mailAdmins(
  tx: Db,
  cfg: MailConfig,
  supplierId: string,
  mail: { title: string; message: string },
): Promise<void> {
  for (const to of await adminEmails(tx, supplierId))
    await enqueueEmail(tx, dataEncryptionKey(cfg), {
      to,
      template: 'notification',
      data: { ...mail, url: `${cfg.APP_URL}/fornecedor/anunciar`, actionLabel: 'Abrir o portal' },
    });
}

/** The decided request with its supplier, as the list shows it. */
async function decidedView(tx: Db, row: ListingRequestRow) {
  const [[supplier], [request]] = await Promise.all([
    tx.select(supplierColumns).from(suppliers).where(eq(suppliers.id, row.supplierId)),
    describeRequests(tx, [row]),
  ]);
  return { request: request!, supplier: supplier! };
}

/**
 * Approves (#54): the supplier is listed — every organization sees it and its public catalogue; the
 * price lists buyers keep for it stay theirs — and delivers to the cities it asked for. The audit
 * entry and the e-mail to its admins commit with it.
 */
export async function approveListing(
  db: Db,
  cfg: MailConfig,
  input: { id: string; actor: AuditActor; userId: string },
) {
  return inTransaction(db, async (tx) => {
    const pending = await lockPending(tx, input.id);
    const cityRows = pending.cityIds.length
      ? await tx
          .select({ id: cities.id, name: cities.name, state: cities.state })
          .from(cities)
          .where(inArray(cities.id, pending.cityIds))
      : [];
    const [supplier] = await tx
      .update(suppliers)
      .set({ listed: true, updatedAt: new Date() })
      .where(eq(suppliers.id, pending.supplierId))
      .returning({ id: suppliers.id, name: suppliers.name });
    await tx.delete(supplierCities).where(eq(supplierCities.supplierId, pending.supplierId));
    if (cityRows.length)
      await tx.insert(supplierCities).values(cityRows.map((c) => ({ supplierId: pending.supplierId, cityId: c.id })));
    const [decided] = await tx
      .update(supplierListingRequests)
      .set({ status: 'approved', decidedBy: input.userId, decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(supplierListingRequests.id, pending.id))
      .returning();
    await auditInsert(tx, {
      organizationId: null,
      actor: input.actor,
      action: 'supplier.listing_approved',
      target: { type: 'supplier', id: supplier!.id, label: supplier!.name },
      changes: {
        listed: { before: false, after: true },
        cities: { after: cityRows.map((c) => `${c.name}/${c.state}`) },
      },
    });
    await mailAdmins(tx, cfg, pending.supplierId, {
      title: `${supplier!.name} está no marketplace do Abastece`,
      message: `Seu pedido de anúncio foi aprovado: restaurantes e lojas de ${cityRows.map((c) => c.name).join(', ')} já encontram sua empresa e seu catálogo público. As listas de preço que cada cliente mantém com você continuam só dele.`,
    });
    return decidedView(tx, decided!);
  });
}

/** Refuses with the reason the supplier reads (e-mailed to its admins); it may ask again later. */
export async function refuseListing(
  db: Db,
  cfg: MailConfig,
  input: { id: string; reason: string; actor: AuditActor; userId: string },
) {
  return inTransaction(db, async (tx) => {
    const pending = await lockPending(tx, input.id);
    const [decided] = await tx
      .update(supplierListingRequests)
      .set({
        status: 'refused',
        refusalReason: input.reason,
        decidedBy: input.userId,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(supplierListingRequests.id, pending.id))
      .returning();
    const [supplier] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, pending.supplierId));
    await auditInsert(tx, {
      organizationId: null,
      actor: input.actor,
      action: 'supplier.listing_refused',
      target: { type: 'supplier', id: pending.supplierId, label: supplier!.name },
      changes: { reason: { after: input.reason } },
    });
    await mailAdmins(tx, cfg, pending.supplierId, {
      title: 'Seu pedido de anúncio no Abastece não foi aprovado',
      message: `Motivo: ${input.reason.replace(/[.!]+$/, '')}. Você pode ajustar o que for preciso e pedir de novo pelo portal; enquanto isso, seus clientes continuam comprando com você normalmente.`,
    });
    return decidedView(tx, decided!);
  });
}
