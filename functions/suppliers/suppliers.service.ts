import { and, asc, eq, getTableColumns, inArray, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import { cartItems } from '../../db/schema/carts';
import { categories, cities, products, supplierCities, suppliers } from '../../db/schema/catalogue';
import { organizationSupplierCities, organizationSuppliers } from '../../db/schema/own-suppliers';
import { supplierVisibleTo, type Viewer } from './supplier-visibility';
import type { Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../platform/pg-errors';
import type { CreateSupplierInput, UpdateSupplierInput } from './suppliers.schemas';

type SupplierRow = typeof suppliers.$inferSelect;
export type CityRow = Pick<typeof cities.$inferSelect, 'id' | 'name' | 'state' | 'country' | 'isActive'>;

const supplierNotFound = () => notFound('Supplier not found');
const cnpjTaken = () => new ApiError({ code: 'CONFLICT', message: 'CNPJ já cadastrado para outro fornecedor' });
const invalidCities = () =>
  new ApiError({
    code: 'VALIDATION_ERROR',
    message: 'Selecione pelo menos uma cidade',
    details: [{ path: 'cityIds', message: 'Cidade inválida' }],
  });

const citySelection = {
  id: cities.id,
  name: cities.name,
  state: cities.state,
  country: cities.country,
  isActive: cities.isActive,
};

/**
 * Suppliers with their cities and the categories of their active products: three queries for any number
 * of suppliers. What a viewer sees of each is what the visibility rule lets it see: the categories of the
 * public catalogue and of its own price list (never another buyer's), the supplier's cities and those the
 * viewer said its own supplier delivers to. `everything`: the operator's view (every product's category).
 */
async function withRelations(db: Db, rows: SupplierRow[], viewer: Viewer, everything = false) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [cityRows, categoryRows] = await Promise.all([
    db
      .select({ supplierId: supplierCities.supplierId, ...citySelection })
      .from(supplierCities)
      .innerJoin(cities, eq(cities.id, supplierCities.cityId))
      .where(inArray(supplierCities.supplierId, ids))
      .union(viewersCities(db, ids, viewer))
      // A union sorts by its output columns.
      .orderBy(sql`"state"`, sql`"name"`),
    db
      .selectDistinct({
        supplierId: products.supplierId,
        id: categories.id,
        name: categories.name,
        icon: categories.icon,
        color: categories.color,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          inArray(products.supplierId, ids),
          eq(products.isActive, true),
          everything ? undefined : ownOrPublic(viewer),
        ),
      )
      .orderBy(asc(categories.name)),
  ]);
  return rows.map((s) => ({
    ...s,
    cities: cityRows.filter((c) => c.supplierId === s.id).map(({ supplierId: _s, ...c }) => c),
    categories: categoryRows.filter((c) => c.supplierId === s.id).map(({ supplierId: _s, ...c }) => c),
  }));
}

/** A product of the public catalogue, or of the viewer's own price list. */
const ownOrPublic = (viewer: Viewer) =>
  viewer === null
    ? isNull(products.organizationId)
    : or(isNull(products.organizationId), eq(products.organizationId, viewer));

/** The cities the viewer said its own suppliers among `ids` deliver to (none without a viewer). */
function viewersCities(db: Db, ids: string[], viewer: Viewer) {
  return db
    .select({ supplierId: organizationSuppliers.supplierId, ...citySelection })
    .from(organizationSupplierCities)
    .innerJoin(organizationSuppliers, eq(organizationSuppliers.id, organizationSupplierCities.organizationSupplierId))
    .innerJoin(cities, eq(cities.id, organizationSupplierCities.cityId))
    .where(
      viewer === null
        ? sql`false`
        : and(inArray(organizationSuppliers.supplierId, ids), eq(organizationSuppliers.organizationId, viewer)),
    );
}

export type SupplierWithRelations = Awaited<ReturnType<typeof withRelations>>[number];

/**
 * The suppliers as the viewer knows them. An own supplier not yet listed is the viewer's record of it
 * (organization_suppliers, joined for the viewer alone): the name, e-mail, WhatsApp and terms it typed —
 * never the supplier row's, which holds what the first buyer that added it typed (#54: a buyer sees
 * nothing of another buyer's record). The marketplace's suppliers answer with their own.
 */
function suppliersSeenBy(db: Db, viewer: Viewer) {
  if (viewer === null) return db.select(getTableColumns(suppliers)).from(suppliers).$dynamic();
  const os = organizationSuppliers;
  // The viewer's value where its record joined (even a null one: no fallback to another buyer's).
  const own = <T>(mine: SQLWrapper, theirs: SQLWrapper) =>
    sql<T>`CASE WHEN ${os.id} IS NULL THEN ${theirs} ELSE ${mine} END`;
  return db
    .select({
      ...getTableColumns(suppliers),
      name: own<string>(os.name, suppliers.name),
      email: own<string>(os.email, suppliers.email),
      phone: own<string | null>(os.whatsapp, suppliers.phone),
      minimumOrderValue: own<string>(os.minimumOrderValue, suppliers.minimumOrderValue),
      leadTimeDays: own<number>(os.leadTimeDays, suppliers.leadTimeDays),
      paymentTerms: own<string[]>(os.paymentTerms, suppliers.paymentTerms),
      deliveryWeekdays: own<number[]>(os.deliveryWeekdays, suppliers.deliveryWeekdays),
      orderCutoff: own<string | null>(os.orderCutoff, suppliers.orderCutoff),
    })
    .from(suppliers)
    .leftJoin(os, and(eq(os.supplierId, suppliers.id), eq(os.organizationId, viewer), eq(suppliers.listed, false)))
    .$dynamic();
}

/**
 * The supplier list: the marketplace's listed suppliers and the viewer's own (the visibility rule); the
 * operator's console (includeInactive) lists every supplier, listed or not.
 */
export async function listSuppliers(db: Db, options: { includeInactive: boolean; viewer?: Viewer }) {
  const viewer = options.includeInactive ? null : (options.viewer ?? null);
  const rows = await suppliersSeenBy(db, viewer)
    .where(options.includeInactive ? undefined : and(eq(suppliers.isActive, true), supplierVisibleTo(viewer)))
    .orderBy(viewer === null ? asc(suppliers.name) : sql`coalesce(${organizationSuppliers.name}, ${suppliers.name})`);
  return withRelations(db, rows, viewer, options.includeInactive);
}

/** One supplier; a supplier the viewer may not see (another buyer's own) is "not found", as a missing one. */
export async function getSupplier(db: Db, id: string, options: { includeInactive: boolean; viewer?: Viewer }) {
  const viewer = options.includeInactive ? null : (options.viewer ?? null);
  const [row] = await suppliersSeenBy(db, viewer)
    .where(
      and(
        eq(suppliers.id, id),
        options.includeInactive ? undefined : and(eq(suppliers.isActive, true), supplierVisibleTo(viewer)),
      ),
    )
    .limit(1);
  if (!row) throw supplierNotFound();
  return (await withRelations(db, [row], viewer, options.includeInactive))[0]!;
}

export async function createSupplier(db: Db, input: CreateSupplierInput) {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(suppliers)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          cnpj: input.cnpj,
          isActive: input.isActive ?? true,
          rating: input.rating === null || input.rating === undefined ? null : String(input.rating),
          logo: input.logo ?? null,
          color: input.color,
        })
        .returning({ id: suppliers.id });
      await tx
        .insert(supplierCities)
        .values([...new Set(input.cityIds)].map((cityId) => ({ supplierId: row!.id, cityId })));
      return row!.id;
    });
    return getSupplier(db, id, { includeInactive: true });
  } catch (error) {
    if (isUniqueViolation(error, 'suppliers_cnpj_unique')) throw cnpjTaken();
    if (isForeignKeyViolation(error)) throw invalidCities();
    throw error;
  }
}

/** Null and missing fields are left alone; cityIds replaces the whole list. */
export async function updateSupplier(db: Db, id: string, input: UpdateSupplierInput) {
  const set: Partial<typeof suppliers.$inferInsert> = {};
  if (input.name != null) set.name = input.name;
  if (input.email != null) set.email = input.email;
  if (input.phone != null) set.phone = input.phone;
  if (input.cnpj != null) set.cnpj = input.cnpj;
  if (input.isActive != null) set.isActive = input.isActive;
  if (input.rating != null) set.rating = String(input.rating);
  if (input.logo != null) set.logo = input.logo;
  if (input.color != null) set.color = input.color;
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(suppliers)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(suppliers.id, id))
        .returning({ id: suppliers.id });
      if (!row) throw supplierNotFound();
      if (input.cityIds != null) {
        await tx.delete(supplierCities).where(eq(supplierCities.supplierId, id));
        await tx
          .insert(supplierCities)
          .values([...new Set(input.cityIds)].map((cityId) => ({ supplierId: id, cityId })));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, 'suppliers_cnpj_unique')) throw cnpjTaken();
    if (isForeignKeyViolation(error)) throw invalidCities();
    throw error;
  }
  return getSupplier(db, id, { includeInactive: true });
}

/** Removes the supplier's cart lines and products first, then the supplier (one transaction). */
export async function deleteSupplier(db: Db, id: string) {
  try {
    await db.transaction(async (tx) => {
      await tx.delete(cartItems).where(eq(cartItems.supplierId, id));
      await tx.delete(products).where(eq(products.supplierId, id));
      const [row] = await tx.delete(suppliers).where(eq(suppliers.id, id)).returning({ id: suppliers.id });
      if (!row) throw supplierNotFound();
    });
  } catch (error) {
    if (isForeignKeyViolation(error, 'supplier_orders_supplier_id_suppliers_id_fk')) {
      throw new ApiError({
        code: 'CONFLICT',
        message: 'Este fornecedor já recebeu pedidos: desative-o em vez de excluir',
      });
    }
    throw error;
  }
}

export async function listActiveCities(db: Db, state?: string) {
  return db
    .select(citySelection)
    .from(cities)
    .where(and(eq(cities.isActive, true), state ? eq(cities.state, state.toUpperCase()) : undefined))
    .orderBy(asc(cities.state), asc(cities.name));
}
