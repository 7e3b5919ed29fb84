import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { categories, cities, products } from '../../db/schema/catalogue';
import { deliveryAddresses } from '../../db/schema/delivery-addresses';
import { organizations } from '../../db/schema/organizations';
import { organizationSuppliers } from '../../db/schema/own-suppliers';
import { supplierOrders } from '../../db/schema/purchase-orders';
import { quotes, quoteSuppliers } from '../../db/schema/quotes';
import { visible } from '../orders/read/supplier-orders.service';
import { changePriceListProduct, type PriceListPatch } from '../own-suppliers/price-list.service';
import type { Db, DbOrTx } from '../platform/db';
import { notFound } from '../platform/errors';
import { containsPattern, offsetOf } from '../platform/pagination';

const buyerNotFound = () => notFound('Cliente não encontrado');
const lineNotFound = () => notFound('Produto não encontrado na lista de preços deste cliente');

/** The lines of the price list one buyer keeps for this supplier (never the public catalogue's). */
const priceListOf = (supplierId: string, organizationId: string) =>
  and(eq(products.supplierId, supplierId), eq(products.organizationId, organizationId), eq(products.isActive, true));

/**
 * The organizations that added the supplier themselves (#54), each with where it is, since when, how
 * much it has bought and asked through Abastece, and the size of the price list it keeps. Only the
 * buyers' own rows for this supplier are read: a buyer that merely bought from the marketplace is not
 * one of them.
 */
export async function listBuyers(db: Db, supplierId: string, q: { page: number; limit: number; search?: string }) {
  const where = and(
    eq(organizationSuppliers.supplierId, supplierId),
    q.search ? ilike(organizations.name, containsPattern(q.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        organizationId: organizations.id,
        name: organizations.name,
        emailForYou: organizationSuppliers.email,
        since: organizationSuppliers.createdAt,
        city: sql<{ name: string; state: string } | null>`(
          SELECT json_build_object('name', ${cities.name}, 'state', ${cities.state})
          FROM ${deliveryAddresses} JOIN ${cities} ON ${cities.id} = ${deliveryAddresses.cityId}
          WHERE ${deliveryAddresses.organizationId} = ${organizations.id} AND ${deliveryAddresses.isDefault})`,
        orderCount: sql<number>`(SELECT count(*)::int FROM ${supplierOrders}
          WHERE ${supplierOrders.organizationId} = ${organizations.id} AND ${visible(supplierId)})`,
        quoteCount: sql<number>`(SELECT count(*)::int FROM ${quoteSuppliers}
          JOIN ${quotes} ON ${quotes.id} = ${quoteSuppliers.quoteId}
          WHERE ${quoteSuppliers.supplierId} = ${supplierId} AND ${quotes.organizationId} = ${organizations.id}
            AND ${ne(quotes.status, 'DRAFT')})`,
        priceListCount: sql<number>`(SELECT count(*)::int FROM ${products}
          WHERE ${products.supplierId} = ${supplierId} AND ${products.organizationId} = ${organizations.id}
            AND ${products.isActive})`,
      })
      .from(organizationSuppliers)
      .innerJoin(organizations, eq(organizations.id, organizationSuppliers.organizationId))
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db
      .select({ n: count() })
      .from(organizationSuppliers)
      .innerJoin(organizations, eq(organizations.id, organizationSuppliers.organizationId))
      .where(where),
  ]);
  return { rows, total: total!.n };
}

/** The buyer, if it added this supplier; any other organization (or none) is a 404, like a missing one. */
async function buyerOf(db: DbOrTx, supplierId: string, organizationId: string) {
  const [row] = await db
    .select({ organizationId: organizations.id, name: organizations.name })
    .from(organizationSuppliers)
    .innerJoin(organizations, eq(organizations.id, organizationSuppliers.organizationId))
    .where(
      and(eq(organizationSuppliers.supplierId, supplierId), eq(organizationSuppliers.organizationId, organizationId)),
    );
  if (!row) throw buyerNotFound();
  return row;
}

const lineColumns = {
  id: products.id,
  name: products.name,
  unit: products.unit,
  price: products.price,
  sku: products.sku,
  gtin: products.gtin,
  priceValidUntil: products.priceValidUntil,
  inStock: products.inStock,
  minimumOrder: products.minimumOrder,
  updatedAt: products.updatedAt,
  category: { id: categories.id, name: categories.name },
};
export type PriceListLine = Awaited<ReturnType<typeof readLines>>[number];

function readLines(db: DbOrTx, supplierId: string, organizationId: string, extra?: ReturnType<typeof and>) {
  return db
    .select(lineColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(priceListOf(supplierId, organizationId), extra));
}

/** The price list one buyer keeps for this supplier, by name (paged; `search` finds a name or SKU). */
export async function buyerPriceList(
  db: Db,
  supplierId: string,
  organizationId: string,
  q: { page: number; limit: number; search?: string },
) {
  const buyer = await buyerOf(db, supplierId, organizationId);
  const search = q.search
    ? or(ilike(products.name, containsPattern(q.search)), ilike(products.sku, containsPattern(q.search)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    readLines(db, supplierId, organizationId, search)
      .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db
      .select({ n: count() })
      .from(products)
      .where(and(priceListOf(supplierId, organizationId), search)),
  ]);
  return { buyer, rows, total: total!.n };
}

/**
 * The supplier changes a line of a buyer's price list (price, validity, unit, in stock) through the one
 * write of price lists, as the supplier: the change row says so, the buyer is notified, and it applies
 * to orders placed after it (order lines keep their prices).
 */
export async function changeBuyerPriceListLine(
  db: Db,
  input: { supplierId: string; organizationId: string; productId: string; userId: string; patch: PriceListPatch },
) {
  const buyer = await buyerOf(db, input.supplierId, input.organizationId);
  const [line] = await readLines(db, input.supplierId, input.organizationId, eq(products.id, input.productId));
  if (!line) throw lineNotFound();
  await changePriceListProduct(db, {
    organizationId: input.organizationId,
    supplierId: input.supplierId,
    productId: input.productId,
    patch: input.patch,
    by: { kind: 'supplier', userId: input.userId },
  });
  const [changed] = await readLines(db, input.supplierId, input.organizationId, eq(products.id, input.productId));
  return { buyer, line: changed! };
}
