import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { cartItems } from '../../db/schema/carts';
import { categories, productColumns, productPriceChanges, products } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { notifications } from '../../db/schema/notifications';
import { members } from '../../db/schema/organizations';
import { organizationSuppliers } from '../../db/schema/own-suppliers';
import { suppliers } from '../../db/schema/catalogue';
import { formatCents } from '../platform/brazil';
import type { Db, DbOrTx } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { containsPattern, offsetOf } from '../platform/pagination';
import { isForeignKeyViolation, isUniqueViolation } from '../platform/pg-errors';
import type { PriceListRow } from './own-suppliers.responses';

/** Who changed a price on a buyer's price list (product_price_changes.changed_by). */
export interface PriceChangeBy {
  kind: 'buyer' | 'supplier' | 'import';
  /** The person (of the buyer, or of the supplier); null for none. */
  userId: string | null;
}

/** What may change on a line of a buyer's price list; absent fields stay as they are. */
export interface PriceListPatch {
  name?: string;
  unit?: string;
  /** Reais with two decimals, "12.50". */
  price?: string;
  sku?: string;
  gtin?: string | null;
  priceValidUntil?: string | null;
  minimumOrder?: number;
  categoryId?: string;
  inStock?: boolean;
}

export type NewPriceListLine = PriceListPatch &
  Required<Pick<PriceListPatch, 'name' | 'unit' | 'price' | 'categoryId'>>;

export interface PriceListChange {
  organizationId: string;
  supplierId: string;
  productId: string;
  patch: PriceListPatch;
  by: PriceChangeBy;
}

const productNotFound = () => notFound('Produto não encontrado nesta lista de preços');
const supplierNotFound = () => notFound('Fornecedor não encontrado');

/** The database's refusals of a price list line, in words. */
export function lineWriteError(error: unknown): never {
  if (isUniqueViolation(error, 'products_supplier_sku_lower_key'))
    throw new ApiError({ code: 'CONFLICT', message: 'Já existe um produto com esse SKU nesta lista de preços' });
  if (isUniqueViolation(error, 'products_supplier_name_lower_key'))
    throw new ApiError({ code: 'CONFLICT', message: 'Já existe um produto com esse nome nesta lista de preços' });
  if (isForeignKeyViolation(error))
    throw new ApiError({
      code: 'VALIDATION_ERROR',
      message: 'Categoria inválida',
      details: [{ path: 'category_id', message: 'Categoria inválida' }],
    });
  throw error;
}

/** The buyer's own supplier as this buyer names it; another organization's (or none) is a 404. */
export async function ownSupplierOf(db: DbOrTx, organizationId: string, supplierId: string) {
  const [row] = await db
    .select({ id: suppliers.id, name: organizationSuppliers.name, color: suppliers.color })
    .from(organizationSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, organizationSuppliers.supplierId))
    .where(
      and(eq(organizationSuppliers.organizationId, organizationId), eq(organizationSuppliers.supplierId, supplierId)),
    )
    .limit(1);
  if (!row) throw supplierNotFound();
  return row;
}

/** This buyer's lines for this supplier: never the public catalogue's, never another buyer's. */
const lineOf = (organizationId: string, supplierId: string) =>
  and(eq(products.organizationId, organizationId), eq(products.supplierId, supplierId), eq(products.isActive, true));

const categoryColumns = { id: categories.id, name: categories.name, icon: categories.icon, color: categories.color };

export async function listPriceList(
  db: Db,
  organizationId: string,
  supplierId: string,
  q: { page: number; limit: number; q?: string },
) {
  const supplier = await ownSupplierOf(db, organizationId, supplierId);
  const search = q.q
    ? or(ilike(products.name, containsPattern(q.q)), ilike(products.sku, containsPattern(q.q)))
    : undefined;
  const where = and(lineOf(organizationId, supplierId), search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: productColumns, category: categoryColumns })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows: rows.map((r): PriceListRow => ({ ...r, supplier })), total: total!.value };
}

export async function getPriceListProduct(db: DbOrTx, organizationId: string, supplierId: string, productId: string) {
  const supplier = await ownSupplierOf(db, organizationId, supplierId);
  const [row] = await db
    .select({ product: productColumns, category: categoryColumns })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), lineOf(organizationId, supplierId)))
    .limit(1);
  if (!row) throw productNotFound();
  return { ...row, supplier } satisfies PriceListRow;
}

/** The history row of a price set or changed, written in the change's transaction. */
function recordPriceChange(
  tx: DbOrTx,
  row: {
    productId: string;
    organizationId: string;
    price: string;
    previousPrice: string | null;
    priceValidUntil: string | null;
  },
  by: PriceChangeBy,
) {
  return tx.insert(productPriceChanges).values({ ...row, changedBy: by.kind, changedByUserId: by.userId });
}

/** A new line of the buyer's price list (its first price recorded); the SKU is generated when empty. */
export async function createPriceListProduct(
  db: Db,
  line: { organizationId: string; supplierId: string; input: NewPriceListLine; by: PriceChangeBy },
) {
  const { organizationId, supplierId, input } = line;
  try {
    const id = await db.transaction(async (tx) => {
      await ownSupplierOf(tx, organizationId, supplierId);
      const [row] = await tx
        .insert(products)
        .values({
          ...input,
          ...(input.sku ? {} : { sku: undefined }),
          gtin: input.gtin ?? null,
          priceValidUntil: input.priceValidUntil ?? null,
          minimumOrder: input.minimumOrder ?? 1,
          supplierId,
          organizationId,
        })
        .returning({ id: products.id });
      await recordPriceChange(
        tx,
        {
          productId: row!.id,
          organizationId,
          price: input.price,
          previousPrice: null,
          priceValidUntil: input.priceValidUntil ?? null,
        },
        line.by,
      );
      return row!.id;
    });
    return getPriceListProduct(db, organizationId, supplierId, id);
  } catch (error) {
    lineWriteError(error);
  }
}

/** Many new lines at once, with their first prices, inside the caller's transaction (the CSV import). */
export async function insertPriceListLines(
  tx: DbOrTx,
  list: { organizationId: string; supplierId: string; by: PriceChangeBy },
  lines: NewPriceListLine[],
) {
  if (lines.length === 0) return;
  const { organizationId, supplierId } = list;
  const rows = await tx
    .insert(products)
    .values(
      lines.map((input) => ({
        ...input,
        ...(input.sku ? {} : { sku: undefined }),
        gtin: input.gtin ?? null,
        priceValidUntil: input.priceValidUntil ?? null,
        minimumOrder: input.minimumOrder ?? 1,
        supplierId,
        organizationId,
      })),
    )
    .returning({ id: products.id, price: products.price, priceValidUntil: products.priceValidUntil });
  await tx.insert(productPriceChanges).values(
    rows.map((row) => ({
      productId: row.id,
      organizationId,
      price: row.price,
      previousPrice: null,
      priceValidUntil: row.priceValidUntil,
      changedBy: list.by.kind,
      changedByUserId: list.by.userId,
    })),
  );
}

/**
 * THE write of a line of a buyer's private price list (#54), for the buyer, a CSV import and the
 * supplier's portal alike: a price set or changed writes its product_price_changes row in the same
 * transaction, and a change by the supplier rings the bell of the buyer's owner and admins. Another
 * organization's line, or another supplier's, is a 404. Orders keep the prices of their lines
 * (purchase_order_items.unit_price), so a change applies to orders placed after it.
 */
export async function changePriceListProduct(db: Db, change: PriceListChange) {
  try {
    await db.transaction((tx) => applyLineChange(tx, change));
  } catch (error) {
    lineWriteError(error);
  }
  return getPriceListProduct(db, change.organizationId, change.supplierId, change.productId);
}

/** changePriceListProduct's writes, inside the caller's transaction (the import runs many in one). */
export async function applyLineChange(tx: DbOrTx, change: PriceListChange) {
  const { organizationId, supplierId, productId, patch, by } = change;
  const supplier = await ownSupplierOf(tx, organizationId, supplierId);
  const [before] = await tx
    .select({ name: products.name, price: products.price, priceValidUntil: products.priceValidUntil })
    .from(products)
    .where(and(eq(products.id, productId), lineOf(organizationId, supplierId)))
    .for('update');
  if (!before) throw productNotFound();
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) {
    await tx
      .update(products)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
  }
  const price = patch.price ?? before.price;
  const validUntil = patch.priceValidUntil === undefined ? before.priceValidUntil : patch.priceValidUntil;
  if (Number(price) === Number(before.price) && validUntil === before.priceValidUntil) return;
  await recordPriceChange(
    tx,
    { productId, organizationId, price, previousPrice: before.price, priceValidUntil: validUntil },
    by,
  );
  if (by.kind === 'supplier' && Number(price) !== Number(before.price)) {
    const product = patch.name ?? before.name;
    await ringBuyer(tx, {
      organizationId,
      supplierId,
      supplierName: supplier.name,
      product,
      from: before.price,
      to: price,
    });
  }
}

/** The supplier changed a price of the buyer's list: the bell of the buyer's owner and admins. */
async function ringBuyer(
  tx: DbOrTx,
  input: {
    organizationId: string;
    supplierId: string;
    supplierName: string;
    product: string;
    from: string;
    to: string;
  },
) {
  const people = await tx
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.organizationId, input.organizationId), inArray(members.role, ['owner', 'admin'])));
  if (people.length === 0) return;
  const cents = (reais: string) => formatCents(Math.round(Number(reais) * 100));
  await tx.insert(notifications).values(
    people.map((p) => ({
      userId: p.userId,
      organizationId: input.organizationId,
      kind: 'price_list.changed',
      title: 'Preço alterado pelo fornecedor',
      body: `${input.supplierName} alterou o preço de ${input.product}: ${cents(input.from)} → ${cents(input.to)} (vale para novos pedidos)`,
      link: `/app/fornecedores/${input.supplierId}`,
    })),
  );
}

/** Retires the line (orders keep pointing at it) and takes it out of the organization's carts. */
export async function removePriceListProduct(db: Db, organizationId: string, supplierId: string, productId: string) {
  await db.transaction(async (tx) => {
    await ownSupplierOf(tx, organizationId, supplierId);
    const [row] = await tx
      .update(products)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), lineOf(organizationId, supplierId)))
      .returning({ id: products.id });
    if (!row) throw productNotFound();
    await tx.delete(cartItems).where(eq(cartItems.productId, productId));
  });
}

const WHO_BY_KIND: Record<string, string> = { supplier: 'Fornecedor', import: 'Importação', operator: 'Operador' };

/** Who changed the line's price and when, newest first (this buyer's line only). */
export async function listPriceChanges(db: Db, organizationId: string, supplierId: string, productId: string) {
  await getPriceListProduct(db, organizationId, supplierId, productId);
  const rows = await db
    .select({ change: productPriceChanges, userName: users.name })
    .from(productPriceChanges)
    .leftJoin(users, eq(users.id, productPriceChanges.changedByUserId))
    .where(and(eq(productPriceChanges.productId, productId), eq(productPriceChanges.organizationId, organizationId)))
    .orderBy(desc(productPriceChanges.createdAt), desc(productPriceChanges.id));
  return rows.map(({ change, userName }) => ({
    ...change,
    // A person of the buyer by name; the supplier's people and an import by what they are.
    who:
      change.changedBy === 'buyer' ? (userName ?? 'Pessoa removida') : (WHO_BY_KIND[change.changedBy] ?? 'Fornecedor'),
  }));
}
