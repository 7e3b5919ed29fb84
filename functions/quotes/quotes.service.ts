import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { cartItems, carts } from '../../db/schema/carts';
import { products, suppliers } from '../../db/schema/catalogue';
import { organizations } from '../../db/schema/organizations';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';
import { quoteLines, quotes, quoteSuppliers } from '../../db/schema/quotes';
import { shoppingListItems, shoppingLists } from '../../db/schema/shopping-lists';
import { ownerCart } from '../cart/cart-owner';
import { addressSnapshot, checkoutAddresses } from '../organizations/delivery-addresses.service';
import { notServedMessage } from '../suppliers/supplier-terms';
import { productVisibleTo, supplierVisibleTo } from '../suppliers/supplier-visibility';
import {
  buyerTerms,
  buyerTermsOn,
  citiesServedQuery,
  effectiveTerms,
  supplierEmailFor,
} from '../suppliers/buyer-supplier-terms';
import { landingOf } from '../platform/allowed-move';
import { inTransaction, type Db, type DbOrTx } from '../platform/db';
import type { AppConfig } from '../platform/env';
import { writeQuoteRequests } from './quote-notices';
import { ApiError, notFound, type ErrorDetail } from '../platform/errors';
import { offsetOf, pagination } from '../platform/pagination';
import { nextQuoteStatus, quoteStatusAt, type QuoteAction, type QuoteStatus } from './quote-machine';
import type { CreateQuoteInput, QuoteLineInput, UpdateQuoteInput } from './quotes.schemas';

const quoteNotFound = () => notFound('Cotação não encontrada');
const invalid = (message: string, details?: ErrorDetail[]) =>
  new ApiError({ code: 'VALIDATION_ERROR', message, ...(details ? { details } : {}) });

type Buyer = { organizationId: string; userId: string };
type NewLine = {
  productId: string | null;
  description: string;
  unit: string;
  categoryId: string | null;
  quantity: number;
};

/** The organization's catalogue among `ids`: active products it sees (another's private one is missing). */
const visibleProducts = (db: DbOrTx, organizationId: string, ids: string[]) =>
  db
    .select({ id: products.id, name: products.name, unit: products.unit, categoryId: products.categoryId })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(inArray(products.id, ids), eq(products.isActive, true), productVisibleTo(organizationId)));

/** Typed lines as rows: a product line takes the product's name, unit and category as they are now. */
async function linesOf(db: DbOrTx, organizationId: string, input: QuoteLineInput[]): Promise<NewLine[]> {
  const ids = input.flatMap((l) => (l.productId ? [l.productId] : []));
  const found = ids.length ? await visibleProducts(db, organizationId, ids) : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  const missing = input.flatMap((l, i) =>
    l.productId && !byId.has(l.productId)
      ? [{ path: `lines.${i}.productId`, message: 'Produto não encontrado no catálogo' }]
      : [],
  );
  if (missing.length) throw invalid('Há produtos que não estão no catálogo', missing);
  return input.map((l) => {
    if (!l.productId)
      return { productId: null, description: l.description!, unit: l.unit!, categoryId: null, quantity: l.quantity };
    const p = byId.get(l.productId)!;
    return { productId: p.id, description: p.name, unit: p.unit, categoryId: p.categoryId, quantity: l.quantity };
  });
}

/** The lines of a shopping list, the member's cart or a past order of the organization. */
async function sourceLines(db: DbOrTx, buyer: Buyer, source: NonNullable<CreateQuoteInput['source']>) {
  let picked: { productId: string; quantity: number }[];
  if (source.kind === 'shopping_list') {
    const [list] = await db
      .select({ id: shoppingLists.id })
      .from(shoppingLists)
      .where(and(eq(shoppingLists.id, source.id), eq(shoppingLists.organizationId, buyer.organizationId)));
    if (!list) throw notFound('Lista de compras não encontrada');
    picked = await db
      .select({ productId: shoppingListItems.productId, quantity: shoppingListItems.quantity })
      .from(shoppingListItems)
      .where(eq(shoppingListItems.listId, list.id))
      .orderBy(asc(shoppingListItems.createdAt));
  } else if (source.kind === 'order') {
    const [order] = await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, source.id), eq(purchaseOrders.organizationId, buyer.organizationId)));
    if (!order) throw notFound('Pedido não encontrado');
    const rows = await db
      .select({ productId: purchaseOrderItems.productId, quantity: purchaseOrderItems.quantity })
      .from(purchaseOrderItems)
      .where(and(eq(purchaseOrderItems.purchaseOrderId, order.id), isNotNull(purchaseOrderItems.productId)))
      .orderBy(asc(purchaseOrderItems.createdAt));
    picked = rows.map((r) => ({ productId: r.productId!, quantity: r.quantity }));
  } else {
    picked = await db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(ownerCart({ userId: buyer.userId, organizationId: buyer.organizationId }))
      .orderBy(asc(cartItems.createdAt));
  }
  // A product the catalogue no longer has is left out: there is nothing to ask a price for.
  const ids = picked.map((p) => p.productId);
  const alive = new Set(ids.length ? (await visibleProducts(db, buyer.organizationId, ids)).map((p) => p.id) : []);
  return linesOf(
    db,
    buyer.organizationId,
    picked.filter((p) => alive.has(p.productId)),
  );
}

/**
 * The invited suppliers, checked against the delivery city: each must exist, be active, be one the
 * organization sees (listed, or its own: another's private supplier is "not found") and serve the city
 * (a supplier with no city listed serves them all; an own supplier, the cities the buyer keeps for it);
 * the refusal names the supplier.
 */
async function checkSuppliers(
  db: DbOrTx,
  organizationId: string,
  supplierIds: string[],
  city: { id: string; name: string; state: string } | null,
) {
  if (supplierIds.length === 0) return;
  const [rows, servedRows] = await Promise.all([
    db
      .select({ id: suppliers.id, name: effectiveTerms.supplierName, isActive: suppliers.isActive })
      .from(suppliers)
      .leftJoin(buyerTerms, buyerTermsOn(organizationId))
      .where(and(inArray(suppliers.id, supplierIds), supplierVisibleTo(organizationId))),
    city ? citiesServedQuery(db, organizationId, supplierIds) : [],
  ]);
  const details: ErrorDetail[] = [];
  const served = new Map<string, Set<string>>();
  for (const row of servedRows) served.set(row.supplierId, (served.get(row.supplierId) ?? new Set()).add(row.cityId));
  supplierIds.forEach((id, i) => {
    const supplier = rows.find((r) => r.id === id);
    const path = `supplierIds.${i}`;
    if (!supplier || !supplier.isActive) details.push({ path, message: 'Fornecedor não encontrado' });
    else if (city && served.has(id) && !served.get(id)!.has(city.id))
      details.push({ path, message: notServedMessage(supplier.name, city) });
  });
  if (details.length) throw invalid(details.map((d) => d.message).join('; '), details);
}

/** The delivery address asked for (it must be the organization's), else the organization's default. */
async function addressOf(db: DbOrTx, organizationId: string, id: string | null | undefined) {
  const pick = await checkoutAddresses(db, organizationId, id ? [id] : []);
  return pick(id ?? undefined);
}

async function insertLines(db: DbOrTx, quoteId: string, lines: NewLine[]) {
  if (lines.length) await db.insert(quoteLines).values(lines.map((l, position) => ({ ...l, quoteId, position })));
}

async function insertSuppliers(db: DbOrTx, quoteId: string, organizationId: string, supplierIds: string[]) {
  if (supplierIds.length)
    await db.insert(quoteSuppliers).values(supplierIds.map((supplierId) => ({ quoteId, organizationId, supplierId })));
}

export async function createQuote(db: Db, buyer: Buyer, input: CreateQuoteInput) {
  return inTransaction(db, async (tx) => {
    const lines = input.lines?.length
      ? await linesOf(tx, buyer.organizationId, input.lines)
      : await sourceLines(tx, buyer, input.source!);
    if (lines.length === 0)
      throw invalid('A cotação precisa de ao menos uma linha', [
        { path: 'lines', message: 'A origem escolhida não tem produtos disponíveis' },
      ]);
    const address = await addressOf(tx, buyer.organizationId, input.deliveryAddressId);
    await checkSuppliers(tx, buyer.organizationId, input.supplierIds, address?.city ?? null);
    const [quote] = await tx
      .insert(quotes)
      .values({
        organizationId: buyer.organizationId,
        createdBy: buyer.userId,
        title: input.title,
        deliveryAddressId: address?.address.id ?? null,
        desiredDeliveryDate: input.desiredDeliveryDate ?? null,
        notes: input.notes ?? null,
        deadline: input.deadline,
        source: input.source
          ? { kind: input.source.kind, ...('id' in input.source ? { id: input.source.id } : {}) }
          : { kind: 'scratch' },
      })
      .returning({ id: quotes.id });
    await insertLines(tx, quote!.id, lines);
    await insertSuppliers(tx, quote!.id, buyer.organizationId, input.supplierIds);
    return getQuote(tx, buyer.organizationId, quote!.id);
  });
}

/** The status filter as quoteStatusAt reads a row at `now`: an open one past its deadline is closed. */
function statusAsRead(status: QuoteStatus, now: Date) {
  if (status === 'OPEN') return and(eq(quotes.status, 'OPEN'), gt(quotes.deadline, now));
  if (status === 'CLOSED')
    return or(eq(quotes.status, 'CLOSED'), and(eq(quotes.status, 'OPEN'), lte(quotes.deadline, now)));
  return eq(quotes.status, status);
}

/** A page of the organization's cotações, filtered by their status as read at `now` (returned as readAt). */
export async function listQuotes(
  db: Db,
  organizationId: string,
  q: { page: number; limit: number; status?: QuoteStatus },
  now = new Date(),
) {
  const where = and(eq(quotes.organizationId, organizationId), q.status ? statusAsRead(q.status, now) : undefined);
  const [page, [total]] = await Promise.all([
    db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  const ids = page.map((r) => r.id);
  const [lineCounts, supplierCounts] = ids.length
    ? await Promise.all([
        db
          .select({ quoteId: quoteLines.quoteId, n: count() })
          .from(quoteLines)
          .where(inArray(quoteLines.quoteId, ids))
          .groupBy(quoteLines.quoteId),
        db
          .select({
            quoteId: quoteSuppliers.quoteId,
            n: count(),
            answered: sql<number>`count(*) FILTER (WHERE ${quoteSuppliers.answerCount} > 0)::int`,
          })
          .from(quoteSuppliers)
          .where(inArray(quoteSuppliers.quoteId, ids))
          .groupBy(quoteSuppliers.quoteId),
      ])
    : [[], []];
  const rows = page.map((quote) => {
    const invited = supplierCounts.find((c) => c.quoteId === quote.id);
    return {
      quote,
      lineCount: lineCounts.find((c) => c.quoteId === quote.id)?.n ?? 0,
      supplierCount: invited?.n ?? 0,
      answerCount: invited?.answered ?? 0,
    };
  });
  return { rows, pagination: pagination(q.page, q.limit, total!.n), readAt: now };
}

export type QuoteListRow = Awaited<ReturnType<typeof listQuotes>>['rows'][number];

/** One cotação of the organization, with its lines and invited suppliers. */
export async function getQuote(db: DbOrTx, organizationId: string, id: string) {
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.organizationId, organizationId)));
  if (!quote) throw quoteNotFound();
  const [lines, invited] = await Promise.all([
    db.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(asc(quoteLines.position)),
    db
      // An own supplier under the name this buyer knows it by, as in its cart and its supplier list.
      .select({ invitation: quoteSuppliers, supplier: { id: suppliers.id, name: effectiveTerms.supplierName } })
      .from(quoteSuppliers)
      .innerJoin(suppliers, eq(suppliers.id, quoteSuppliers.supplierId))
      .leftJoin(buyerTerms, buyerTermsOn(organizationId))
      .where(eq(quoteSuppliers.quoteId, id))
      .orderBy(asc(effectiveTerms.supplierName)),
  ]);
  return { quote, lines, invited };
}

export type QuoteDetail = Awaited<ReturnType<typeof getQuote>>;

/**
 * The cotação locked for a move the table allows the buyer from its status as read (past the deadline
 * an open one is closed: "encerrar" is refused, "cancelar" allowed), or the table's refusal (409/403).
 */
async function lockFor(tx: DbOrTx, organizationId: string, id: string, action: QuoteAction) {
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), eq(quotes.organizationId, organizationId)))
    .for('update');
  if (!quote) throw quoteNotFound();
  return { quote, to: landingOf(nextQuoteStatus(quoteStatusAt(quote), action, 'buyer')) };
}

/** A draft's change: given fields replace the draft's, lines and suppliers whole. */
export async function updateQuote(db: Db, organizationId: string, id: string, input: UpdateQuoteInput) {
  return inTransaction(db, async (tx) => {
    const { quote } = await lockFor(tx, organizationId, id, 'edit');
    const addressId = input.deliveryAddressId !== undefined ? input.deliveryAddressId : quote.deliveryAddressId;
    const address = await addressOf(tx, organizationId, addressId);
    const supplierIds =
      input.supplierIds ??
      (
        await tx.select({ id: quoteSuppliers.supplierId }).from(quoteSuppliers).where(eq(quoteSuppliers.quoteId, id))
      ).map((r) => r.id);
    await checkSuppliers(tx, organizationId, supplierIds, address?.city ?? null);
    if (input.lines) {
      const lines = await linesOf(tx, organizationId, input.lines);
      await tx.delete(quoteLines).where(eq(quoteLines.quoteId, id));
      await insertLines(tx, id, lines);
    }
    if (input.supplierIds) {
      await tx.delete(quoteSuppliers).where(eq(quoteSuppliers.quoteId, id));
      await insertSuppliers(tx, id, organizationId, input.supplierIds);
    }
    await tx
      .update(quotes)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.deliveryAddressId !== undefined ? { deliveryAddressId: address?.address.id ?? null } : {}),
        ...(input.desiredDeliveryDate !== undefined ? { desiredDeliveryDate: input.desiredDeliveryDate } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, id));
    return getQuote(tx, organizationId, id);
  });
}

/**
 * Sends a draft: it needs lines, suppliers, a deadline still ahead and a delivery address whose city
 * every supplier serves; the address is kept as it is now.
 */
export async function sendQuote(db: Db, cfg: AppConfig, organizationId: string, id: string) {
  return inTransaction(db, async (tx) => {
    const { quote, to } = await lockFor(tx, organizationId, id, 'send');
    const { lines, invited } = await getQuote(tx, organizationId, id);
    const details: ErrorDetail[] = [];
    if (lines.length === 0) details.push({ path: 'lines', message: 'A cotação precisa de ao menos uma linha' });
    if (invited.length === 0) details.push({ path: 'supplierIds', message: 'Convide ao menos um fornecedor' });
    if (quote.deadline.getTime() <= Date.now())
      details.push({ path: 'deadline', message: 'O prazo para as respostas deve estar no futuro' });
    const address = await addressOf(tx, organizationId, quote.deliveryAddressId);
    if (!address)
      details.push({ path: 'deliveryAddressId', message: 'Cadastre um endereço de entrega antes de enviar' });
    if (details.length) throw invalid(details.map((d) => d.message).join('; '), details);
    await checkSuppliers(
      tx,
      organizationId,
      invited.map((i) => i.supplier.id),
      address!.city,
    );
    const [[buyer], contacts] = await Promise.all([
      tx
        .select({ name: organizations.name, cnpj: organizations.cnpj })
        .from(organizations)
        .where(eq(organizations.id, organizationId)),
      tx
        // An own supplier's cotação goes to the e-mail this buyer keeps for it.
        .select({ id: suppliers.id, email: supplierEmailFor(organizationId) })
        .from(suppliers)
        .where(
          inArray(
            suppliers.id,
            invited.map((i) => i.supplier.id),
          ),
        ),
    ]);
    await writeQuoteRequests(
      tx,
      cfg,
      { id, title: quote.title, deadline: quote.deadline, buyer: buyer!, lines },
      invited.map(({ invitation }) => ({
        invitationId: invitation.id,
        supplierId: invitation.supplierId,
        linkVersion: invitation.linkVersion,
        email: contacts.find((c) => c.id === invitation.supplierId)!.email,
      })),
    );
    await tx
      .update(quotes)
      .set({
        status: to,
        sentAt: new Date(),
        deliveryAddressId: address!.address.id,
        deliveryAddress: addressSnapshot(address!),
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, id));
    return getQuote(tx, organizationId, id);
  });
}

/** Closes an open cotação before its deadline, or cancels one not yet awarded. */
export async function moveQuote(db: Db, organizationId: string, id: string, action: 'close' | 'cancel') {
  return inTransaction(db, async (tx) => {
    const { to } = await lockFor(tx, organizationId, id, action);
    await tx
      .update(quotes)
      .set({
        status: to,
        ...(action === 'close' ? { closedAt: new Date() } : { cancelledAt: new Date() }),
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, id));
    return getQuote(tx, organizationId, id);
  });
}
