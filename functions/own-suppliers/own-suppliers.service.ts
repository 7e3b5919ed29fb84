import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { cartItems } from '../../db/schema/carts';
import { cities, products, supplierCities, suppliers } from '../../db/schema/catalogue';
import { organizationSupplierCities, organizationSuppliers } from '../../db/schema/own-suppliers';
import { supplierMembers } from '../../db/schema/supplier-people';
import { deliveryCityOf } from '../organizations/delivery-city';
import { auditInsert, type AuditActor } from '../platform/audit-log';
import type { Db, DbOrTx } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { containsPattern, offsetOf } from '../platform/pagination';
import { isUniqueViolation } from '../platform/pg-errors';
import type { CreateOwnSupplierInput, OwnSupplierListQuery, UpdateOwnSupplierInput } from './own-suppliers.schemas';

export const ownSupplierNotFound = () => notFound('Fornecedor não encontrado');

const alreadyAdded = () =>
  new ApiError({ code: 'CONFLICT', message: 'Você já cadastrou este fornecedor: procure-o na sua lista.' });

/** The marketplace already has it: the buyer takes that supplier (and its public catalogue) instead. */
const listedSupplier = (supplier: { id: string; name: string }) =>
  new ApiError({
    code: 'CONFLICT',
    message: `Este CNPJ já é de um fornecedor do Abastece: ${supplier.name}.`,
    details: [{ path: 'supplier_id', message: supplier.id }],
  });

const invalidCities = () =>
  new ApiError({
    code: 'VALIDATION_ERROR',
    message: 'Cidade inválida ou inativa',
    details: [{ path: 'city_ids', message: 'Escolha cidades ativas da plataforma' }],
  });

/** A new supplier's colour (the catalogue's chips), picked from its CNPJ so it is the same on every screen. */
const COLOURS = ['#16a34a', '#0ea5e9', '#dc2626', '#f59e0b', '#7c3aed', '#db2777', '#0d9488', '#ea580c'];
const colourOf = (cnpj: string) => COLOURS[[...cnpj].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length]!;

const viewColumns = {
  linkId: organizationSuppliers.id,
  supplierId: organizationSuppliers.supplierId,
  name: organizationSuppliers.name,
  cnpj: suppliers.cnpj,
  email: organizationSuppliers.email,
  contactName: organizationSuppliers.contactName,
  whatsapp: organizationSuppliers.whatsapp,
  listed: suppliers.listed,
  color: suppliers.color,
  claimed: sql<boolean>`EXISTS (SELECT 1 FROM ${supplierMembers} WHERE ${supplierMembers.supplierId} = ${suppliers.id})`,
  minimumOrderValue: organizationSuppliers.minimumOrderValue,
  leadTimeDays: organizationSuppliers.leadTimeDays,
  paymentTerms: organizationSuppliers.paymentTerms,
  deliveryWeekdays: organizationSuppliers.deliveryWeekdays,
  orderCutoff: organizationSuppliers.orderCutoff,
  createdAt: organizationSuppliers.createdAt,
  updatedAt: organizationSuppliers.updatedAt,
  // This buyer's price list only: another buyer's lines for the same supplier are never counted.
  productCount: sql<number>`(SELECT count(*)::int FROM ${products} WHERE ${products.supplierId} = ${suppliers.id}
    AND ${products.organizationId} = ${organizationSuppliers.organizationId} AND ${products.isActive})`,
};

const ownedBy = (organizationId: string) => eq(organizationSuppliers.organizationId, organizationId);

function viewQuery(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(organizationSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, organizationSuppliers.supplierId));
}

type ViewRow = Awaited<ReturnType<typeof viewQuery>>[number];
export type OwnSupplierView = ViewRow & { cities: { id: string; name: string; state: string }[] };

/** The cities each link says its supplier delivers to (one query for the page). */
async function withCities(db: DbOrTx, rows: ViewRow[]): Promise<OwnSupplierView[]> {
  if (rows.length === 0) return [];
  const cityRows = await db
    .select({
      linkId: organizationSupplierCities.organizationSupplierId,
      id: cities.id,
      name: cities.name,
      state: cities.state,
    })
    .from(organizationSupplierCities)
    .innerJoin(cities, eq(cities.id, organizationSupplierCities.cityId))
    .where(
      inArray(
        organizationSupplierCities.organizationSupplierId,
        rows.map((r) => r.linkId),
      ),
    )
    .orderBy(asc(cities.state), asc(cities.name));
  return rows.map((row) => ({
    ...row,
    cities: cityRows.filter((c) => c.linkId === row.linkId).map(({ linkId: _l, ...c }) => c),
  }));
}

export async function listOwnSuppliers(db: Db, organizationId: string, q: OwnSupplierListQuery) {
  const search = q.q
    ? or(
        ilike(organizationSuppliers.name, containsPattern(q.q)),
        ilike(suppliers.cnpj, containsPattern(q.q.replace(/[.\-/\s]/g, ''))),
      )
    : undefined;
  const where = and(ownedBy(organizationId), search);
  const [rows, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(asc(sql`lower(${organizationSuppliers.name})`), asc(organizationSuppliers.id))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db
      .select({ value: count() })
      .from(organizationSuppliers)
      .innerJoin(suppliers, eq(suppliers.id, organizationSuppliers.supplierId))
      .where(where),
  ]);
  return { rows: await withCities(db, rows), total: total!.value };
}

/** The organization's own supplier by the supplier's id; another organization's (or none) is a 404. */
export async function getOwnSupplier(db: DbOrTx, organizationId: string, supplierId: string) {
  const [row] = await viewQuery(db)
    .where(and(ownedBy(organizationId), eq(organizationSuppliers.supplierId, supplierId)))
    .limit(1);
  if (!row) throw ownSupplierNotFound();
  return (await withCities(db, [row]))[0]!;
}

/**
 * What a CNPJ is to this buyer: a marketplace supplier to take, one it already added, or nothing yet.
 * A supplier that only another organization added is never revealed (it reads as nothing).
 */
export async function lookupCnpj(db: Db, organizationId: string, cnpj: string) {
  // A join, not a correlated EXISTS: a one-table select leaves its columns unqualified inside a subquery.
  const [supplier] = await db
    .select({ id: suppliers.id, name: suppliers.name, listed: suppliers.listed, linkId: organizationSuppliers.id })
    .from(suppliers)
    .leftJoin(
      organizationSuppliers,
      and(eq(organizationSuppliers.supplierId, suppliers.id), eq(organizationSuppliers.organizationId, organizationId)),
    )
    .where(eq(suppliers.cnpj, cnpj))
    .limit(1);
  const marketplace =
    supplier?.listed === true
      ? {
          id: supplier.id,
          name: supplier.name,
          cities: await db
            .select({ id: cities.id, name: cities.name, state: cities.state })
            .from(supplierCities)
            .innerJoin(cities, eq(cities.id, supplierCities.cityId))
            .where(eq(supplierCities.supplierId, supplier.id))
            .orderBy(asc(cities.state), asc(cities.name)),
        }
      : null;
  const added = Boolean(supplier?.linkId);
  return { cnpj, marketplace, already_added: added, own_supplier_id: added ? supplier!.id : null };
}

/** Only active cities of the platform; none given: the organization's delivery city (or none). */
async function citiesFor(db: DbOrTx, organizationId: string, cityIds: string[] | undefined): Promise<string[]> {
  if (cityIds === undefined) {
    const city = await deliveryCityOf(db, organizationId);
    return city ? [city.id] : [];
  }
  const wanted = [...new Set(cityIds)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(inArray(cities.id, wanted), eq(cities.isActive, true)));
  if (found.length !== wanted.length) throw invalidCities();
  return wanted;
}

const termsOf = (input: UpdateOwnSupplierInput) => ({
  ...(input.contact_name !== undefined && { contactName: input.contact_name }),
  ...(input.whatsapp !== undefined && { whatsapp: input.whatsapp }),
  ...(input.minimum_order_value !== undefined && { minimumOrderValue: input.minimum_order_value.toFixed(2) }),
  ...(input.lead_time_days !== undefined && { leadTimeDays: input.lead_time_days }),
  ...(input.payment_terms !== undefined && { paymentTerms: input.payment_terms }),
  ...(input.delivery_weekdays !== undefined && { deliveryWeekdays: [...input.delivery_weekdays].sort() }),
  ...(input.order_cutoff !== undefined && { orderCutoff: input.order_cutoff }),
});

/** The supplier row for a CNPJ: a listed one is refused (409), a private one reused, a new one inserted. */
async function supplierFor(tx: DbOrTx, input: CreateOwnSupplierInput) {
  const [existing] = await tx
    .select({ id: suppliers.id, name: suppliers.name, listed: suppliers.listed })
    .from(suppliers)
    .where(eq(suppliers.cnpj, input.cnpj))
    .limit(1);
  if (existing?.listed) throw listedSupplier(existing);
  if (existing) return existing.id;
  // Not listed: no other organization sees it. Its name and e-mail here are the first buyer's, read by
  // nobody else: every buyer's reads take the name and e-mail of its own organization_suppliers row.
  const [row] = await tx
    .insert(suppliers)
    .values({ name: input.name, email: input.email, cnpj: input.cnpj, color: colourOf(input.cnpj), listed: false })
    .onConflictDoNothing({ target: suppliers.cnpj })
    .returning({ id: suppliers.id });
  if (row) return row.id;
  // Another buyer inserted the same CNPJ at the same moment: take that row.
  return supplierFor(tx, input);
}

export async function addOwnSupplier(
  db: Db,
  who: { organizationId: string; userId: string; actor: AuditActor },
  input: CreateOwnSupplierInput,
) {
  try {
    const supplierId = await db.transaction(async (tx) => {
      const id = await supplierFor(tx, input);
      const cityIds = await citiesFor(tx, who.organizationId, input.city_ids);
      const [link] = await tx
        .insert(organizationSuppliers)
        .values({
          organizationId: who.organizationId,
          supplierId: id,
          name: input.name,
          email: input.email,
          createdBy: who.userId,
          ...termsOf(input),
        })
        .returning({ id: organizationSuppliers.id });
      if (cityIds.length > 0) {
        await tx
          .insert(organizationSupplierCities)
          .values(cityIds.map((cityId) => ({ organizationSupplierId: link!.id, cityId })));
      }
      await auditInsert(tx, {
        organizationId: who.organizationId,
        actor: who.actor,
        action: 'own_supplier.added',
        target: { type: 'supplier', id, label: input.name },
        changes: { name: { after: input.name }, cnpj: { after: input.cnpj }, email: { after: input.email } },
      });
      return id;
    });
    return getOwnSupplier(db, who.organizationId, supplierId);
  } catch (error) {
    if (isUniqueViolation(error, 'organization_suppliers_org_supplier_key')) throw alreadyAdded();
    throw error;
  }
}

/** Only what came changes; city_ids replaces the list. */
export async function updateOwnSupplier(
  db: Db,
  who: { organizationId: string; actor: AuditActor },
  supplierId: string,
  input: UpdateOwnSupplierInput,
) {
  await db.transaction(async (tx) => {
    const before = await getOwnSupplier(tx, who.organizationId, supplierId);
    const set = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.email !== undefined && { email: input.email }),
      ...termsOf(input),
    };
    await tx
      .update(organizationSuppliers)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(organizationSuppliers.id, before.linkId));
    if (input.city_ids !== undefined) {
      const cityIds = await citiesFor(tx, who.organizationId, input.city_ids);
      await tx
        .delete(organizationSupplierCities)
        .where(eq(organizationSupplierCities.organizationSupplierId, before.linkId));
      if (cityIds.length > 0) {
        await tx
          .insert(organizationSupplierCities)
          .values(cityIds.map((cityId) => ({ organizationSupplierId: before.linkId, cityId })));
      }
    }
    await auditInsert(tx, {
      organizationId: who.organizationId,
      actor: who.actor,
      action: 'own_supplier.updated',
      target: { type: 'supplier', id: supplierId, label: input.name ?? before.name },
      changes: Object.fromEntries(
        Object.entries(set).map(([key, after]) => [key, { before: before[key as keyof typeof before] ?? null, after }]),
      ) as never,
    });
  });
  return getOwnSupplier(db, who.organizationId, supplierId);
}

/**
 * The buyer stops buying from it here: the link goes, and this buyer's price list is retired (its lines
 * stay for the orders that name them) and leaves the organization's carts. The supplier row stays.
 */
export async function removeOwnSupplier(
  db: Db,
  who: { organizationId: string; actor: AuditActor },
  supplierId: string,
) {
  await db.transaction(async (tx) => {
    const link = await getOwnSupplier(tx, who.organizationId, supplierId);
    const privateLines = and(eq(products.supplierId, supplierId), eq(products.organizationId, who.organizationId));
    await tx
      .delete(cartItems)
      .where(inArray(cartItems.productId, tx.select({ id: products.id }).from(products).where(privateLines)));
    await tx
      .update(products)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(and(privateLines, eq(products.isActive, true)));
    await tx.delete(organizationSuppliers).where(eq(organizationSuppliers.id, link.linkId));
    await auditInsert(tx, {
      organizationId: who.organizationId,
      actor: who.actor,
      action: 'own_supplier.removed',
      target: { type: 'supplier', id: supplierId, label: link.name },
    });
  });
}
