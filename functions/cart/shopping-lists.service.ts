import { and, asc, count, eq, sql } from 'drizzle-orm';
import { addedQuantity } from './cart-limits';
import { categories, products, suppliers } from '../../db/schema/catalogue';
import { users } from '../../db/schema/identity';
import { shoppingListItems, shoppingLists } from '../../db/schema/shopping-lists';
import type { Db, DbOrTx } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { isUniqueViolation } from '../platform/pg-errors';
import { offsetOf, pagination } from '../platform/pagination';
import { deliveryCityOf } from '../organizations/delivery-city';
import { productVisibleTo } from '../suppliers/supplier-visibility';
import { buyerTerms, buyerTermsOn, deliversToBuyer, effectiveTerms } from '../suppliers/buyer-supplier-terms';
import { fillCart } from './cart-fill.service';
import { repeatableLines } from './reorder.service';
import { buyerPrice } from '../catalogue/buyer-price';

const listNotFound = () => notFound('Lista de compras não encontrada');
const itemNotFound = () => notFound('Item não encontrado na lista');
const duplicateName = () => new ApiError({ code: 'CONFLICT', message: 'Já existe uma lista com esse nome' });
const belowMinimum = (minimum: number, unit: string) =>
  new ApiError({ code: 'BAD_REQUEST', message: `A quantidade mínima para este produto é ${minimum} ${unit}` });

/** A line the organization can still buy: active, in stock, from an active supplier, a product it sees. */
const sellable = (organizationId: string) =>
  sql`(${products.isActive} and ${suppliers.isActive} and ${products.inStock} and ${productVisibleTo(organizationId)})`;

/** A list with its item count and what its lines cost today (each at least at the product's minimum). */
const summaryColumns = (organizationId: string) => ({
  id: shoppingLists.id,
  name: shoppingLists.name,
  createdAt: shoppingLists.createdAt,
  updatedAt: shoppingLists.updatedAt,
  createdByName: users.name,
  itemCount: sql<number>`count(${shoppingListItems.id})::int`,
  estimatedTotal: sql<string>`coalesce(sum(greatest(${shoppingListItems.quantity}, ${products.minimumOrder}) * ${buyerPrice(organizationId)}) filter (where ${sellable(organizationId)}), 0)::numeric(14, 2)`,
});

function summaries(db: DbOrTx, organizationId: string) {
  return db
    .select(summaryColumns(organizationId))
    .from(shoppingLists)
    .leftJoin(users, eq(users.id, shoppingLists.createdBy))
    .leftJoin(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id))
    .leftJoin(products, eq(products.id, shoppingListItems.productId))
    .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
    .groupBy(shoppingLists.id, users.id)
    .$dynamic();
}

const ofOrganization = (organizationId: string, id: string) =>
  and(eq(shoppingLists.id, id), eq(shoppingLists.organizationId, organizationId));

/** The organization's lists by name, a page at a time. */
export async function listLists(db: Db, organizationId: string, query: { page: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    summaries(db, organizationId)
      .where(eq(shoppingLists.organizationId, organizationId))
      .orderBy(asc(sql`lower(${shoppingLists.name})`), asc(shoppingLists.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ value: count() }).from(shoppingLists).where(eq(shoppingLists.organizationId, organizationId)),
  ]);
  return { data: rows, pagination: pagination(query.page, query.limit, total!.value) };
}

async function getSummary(db: DbOrTx, organizationId: string, id: string) {
  const [row] = await summaries(db, organizationId).where(ofOrganization(organizationId, id));
  if (!row) throw listNotFound();
  return row;
}
export type ListSummaryRow = Awaited<ReturnType<typeof getSummary>>;

/** The list's id when it is the organization's (404 otherwise); locks it against a concurrent delete. */
async function ownList(tx: DbOrTx, organizationId: string, id: string) {
  const [row] = await tx
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(ofOrganization(organizationId, id))
    .for('update');
  if (!row) throw listNotFound();
}

const touch = (tx: DbOrTx, id: string) =>
  tx
    .update(shoppingLists)
    .set({ updatedAt: sql`now()` })
    .where(eq(shoppingLists.id, id));

/** A new list; from an order, it carries the lines the buyer wanted (products since deleted are left out). */
export async function createList(
  db: Db,
  input: { organizationId: string; userId: string; name: string; fromPurchaseOrderId?: string },
) {
  return db.transaction(async (tx) => {
    const lines = input.fromPurchaseOrderId
      ? await repeatableLines(tx, input.organizationId, input.fromPurchaseOrderId)
      : [];
    if (!lines) throw notFound('Pedido não encontrado');
    const [list] = await tx
      .insert(shoppingLists)
      .values({ organizationId: input.organizationId, name: input.name, createdBy: input.userId })
      .onConflictDoNothing()
      .returning({ id: shoppingLists.id });
    if (!list) throw duplicateName();
    const quantities = new Map<string, number>();
    for (const line of lines) {
      if (line.productId) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
    }
    if (quantities.size > 0) {
      await tx
        .insert(shoppingListItems)
        .values([...quantities].map(([productId, quantity]) => ({ listId: list.id, productId, quantity })));
    }
    return getSummary(tx, input.organizationId, list.id);
  });
}

export async function renameList(db: Db, organizationId: string, id: string, name: string) {
  try {
    const [row] = await db
      .update(shoppingLists)
      .set({ name })
      .where(ofOrganization(organizationId, id))
      .returning({ id: shoppingLists.id });
    if (!row) throw listNotFound();
  } catch (error) {
    if (isUniqueViolation(error, 'shopping_lists_org_name_lower_key')) throw duplicateName();
    throw error;
  }
  return getSummary(db, organizationId, id);
}

export async function deleteList(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .delete(shoppingLists)
    .where(ofOrganization(organizationId, id))
    .returning({ id: shoppingLists.id });
  if (!row) throw listNotFound();
}

/** The list with each product as the catalogue has it today (name, code, price, minimum, availability). */
export async function getList(db: DbOrTx, organizationId: string, id: string) {
  const [list, city] = await Promise.all([getSummary(db, organizationId, id), deliveryCityOf(db, organizationId)]);
  const items = await db
    .select({
      id: shoppingListItems.id,
      quantity: shoppingListItems.quantity,
      product: {
        id: products.id,
        name: products.name,
        sku: products.sku,
        unit: products.unit,
        image: products.image,
        price: buyerPrice(organizationId),
        minimumOrder: products.minimumOrder,
        inStock: products.inStock,
        // A product the organization no longer sees (its supplier left the marketplace) reads as gone.
        isActive: sql<boolean>`${products.isActive} and ${productVisibleTo(organizationId)}`,
        categoryIcon: categories.icon,
      },
      supplier: {
        id: suppliers.id,
        name: effectiveTerms.supplierName,
        isActive: suppliers.isActive,
        delivers: deliversToBuyer(organizationId, city),
      },
    })
    .from(shoppingListItems)
    .innerJoin(products, eq(products.id, shoppingListItems.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(buyerTerms, buyerTermsOn(organizationId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(shoppingListItems.listId, id))
    .orderBy(asc(products.name), asc(shoppingListItems.id));
  return { list, items, city };
}
export type ListDetail = Awaited<ReturnType<typeof getList>>;

/**
 * Adds a product to a list, or adds the quantity to its line (one atomic upsert); the line must reach
 * the product's minimum order. Only products the catalogue shows the organization can be added.
 */
export async function addItem(
  db: Db,
  input: { organizationId: string; listId: string; productId: string; quantity: number },
) {
  return db.transaction(async (tx) => {
    await ownList(tx, input.organizationId, input.listId);
    const [product] = await tx
      .select({ id: products.id, minimumOrder: products.minimumOrder, unit: products.unit })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(
        and(
          eq(products.id, input.productId),
          eq(products.isActive, true),
          eq(suppliers.isActive, true),
          // Another organization's private product is "not found", as a missing one.
          productVisibleTo(input.organizationId),
        ),
      );
    if (!product) throw notFound('Produto não encontrado');
    const [line] = await tx
      .insert(shoppingListItems)
      .values({ listId: input.listId, productId: product.id, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [shoppingListItems.listId, shoppingListItems.productId],
        set: { quantity: addedQuantity(shoppingListItems.quantity), updatedAt: sql`now()` },
      })
      .returning({
        id: shoppingListItems.id,
        productId: shoppingListItems.productId,
        quantity: shoppingListItems.quantity,
      });
    if (line!.quantity < product.minimumOrder) throw belowMinimum(product.minimumOrder, product.unit);
    await touch(tx, input.listId);
    return line!;
  });
}

export async function updateItem(
  db: Db,
  input: { organizationId: string; listId: string; itemId: string; quantity: number },
) {
  return db.transaction(async (tx) => {
    await ownList(tx, input.organizationId, input.listId);
    const [found] = await tx
      .select({ id: shoppingListItems.id, minimumOrder: products.minimumOrder, unit: products.unit })
      .from(shoppingListItems)
      .innerJoin(products, eq(products.id, shoppingListItems.productId))
      .where(and(eq(shoppingListItems.id, input.itemId), eq(shoppingListItems.listId, input.listId)));
    if (!found) throw itemNotFound();
    if (input.quantity < found.minimumOrder) throw belowMinimum(found.minimumOrder, found.unit);
    const [line] = await tx
      .update(shoppingListItems)
      .set({ quantity: input.quantity })
      .where(eq(shoppingListItems.id, found.id))
      .returning({
        id: shoppingListItems.id,
        productId: shoppingListItems.productId,
        quantity: shoppingListItems.quantity,
      });
    await touch(tx, input.listId);
    return line!;
  });
}

export async function removeItem(db: Db, input: { organizationId: string; listId: string; itemId: string }) {
  await db.transaction(async (tx) => {
    await ownList(tx, input.organizationId, input.listId);
    const [row] = await tx
      .delete(shoppingListItems)
      .where(and(eq(shoppingListItems.id, input.itemId), eq(shoppingListItems.listId, input.listId)))
      .returning({ id: shoppingListItems.id });
    if (!row) throw itemNotFound();
    await touch(tx, input.listId);
  });
}

/** "Adicionar tudo ao carrinho": every line into the user's cart, with the same report as order again. */
export async function addListToCart(db: Db, input: { organizationId: string; userId: string; listId: string }) {
  const { items } = await getList(db, input.organizationId, input.listId);
  if (items.length === 0) throw new ApiError({ code: 'BAD_REQUEST', message: 'A lista está vazia' });
  return fillCart(db, {
    userId: input.userId,
    organizationId: input.organizationId,
    lines: items.map((i) => ({ productId: i.product.id, quantity: i.quantity, name: i.product.name })),
  });
}
