import { and, asc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { productPriceChanges, products, suppliers } from '../../db/schema/catalogue';
import { organizationSuppliers } from '../../db/schema/own-suppliers';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchase-orders';
import { quoteAnswerLines, quoteAnswers, quoteLines, quotes, quoteSuppliers } from '../../db/schema/quotes';
import type { DbOrTx } from '../platform/db';
import { notFound } from '../platform/errors';
import { productVisibleTo } from '../suppliers/supplier-visibility';

/** The period asked for, counted back from now in calendar months. */
export function sinceMonths(months: number, now = new Date()): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return since;
}

const i = purchaseOrderItems;
/** Units the line still stands for: what the supplier accepted (or the quantity before it answers), less what it cancelled. */
const boughtUnits = sql<number>`(coalesce(${i.acceptedQuantity}, ${i.quantity}) - ${i.cancelledQuantity})::int`;

/**
 * One product's price history for one organization, oldest first: what it paid and what it was quoted.
 * The product itself is anyone's to name (the catalogue is public); the points are this organization's
 * only, each query scoped by its id, so another organization's purchases and cotações never appear.
 *
 * Paid: lines of the organization's purchase orders, dated when the order was placed (checkout or
 * award; purchase_orders.created_at), at the line's unit price. A line counts when it was bought at
 * that price: approved by the organization (status APPROVED, so on its way to the supplier) and not
 * refused by the supplier, with units left after what the supplier cancelled. A line still waiting for
 * approval may yet be rejected, and a rejected, cancelled or refused one was never bought: neither
 * counts. This is spend analytics' "preço pago" (budgets/spend-measures.ts, boughtUnits > 0), so the
 * chart and /app/gastos agree.
 *
 * Quoted: each invited supplier's standing answer (its latest version, quote_suppliers.answer_count)
 * to a line of a cotação of the organization naming this product, dated when that version was sent,
 * at its unit price. A revision replaces the supplier's earlier offer in the same cotação, so one
 * cotação gives one point per supplier and line, not one per version; lines "não cotado" (no price)
 * are left out.
 */
export async function priceHistory(db: DbOrTx, organizationId: string, productId: string, since: Date) {
  const [[product], paid, quoted, changes] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, unit: products.unit })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(and(eq(products.id, productId), productVisibleTo(organizationId))),
    db
      .select({
        at: purchaseOrders.createdAt,
        unitPrice: i.unitPrice,
        quantity: boughtUnits,
        supplierId: i.supplierId,
        supplierName: i.supplierName,
        purchaseOrderId: purchaseOrders.id,
        orderNumber: purchaseOrders.number,
      })
      .from(i)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, i.purchaseOrderId))
      .where(
        and(
          eq(purchaseOrders.organizationId, organizationId),
          eq(i.productId, productId),
          gte(purchaseOrders.createdAt, since),
          eq(i.status, 'APPROVED'),
          ne(i.supplierStatus, 'REFUSED'),
          sql`${boughtUnits} > 0`,
        ),
      )
      .orderBy(asc(purchaseOrders.createdAt), asc(i.id)),
    db
      .select({
        at: quoteAnswers.createdAt,
        unitPrice: quoteAnswerLines.unitPrice,
        availableQuantity: quoteAnswerLines.availableQuantity,
        supplierId: quoteSuppliers.supplierId,
        supplierName: supplierNameFor(organizationId),
        quoteId: quotes.id,
        quoteTitle: quotes.title,
      })
      .from(quoteLines)
      .innerJoin(quotes, eq(quotes.id, quoteLines.quoteId))
      .innerJoin(quoteSuppliers, eq(quoteSuppliers.quoteId, quotes.id))
      .innerJoin(
        quoteAnswers,
        and(eq(quoteAnswers.quoteSupplierId, quoteSuppliers.id), eq(quoteAnswers.version, quoteSuppliers.answerCount)),
      )
      .innerJoin(
        quoteAnswerLines,
        and(eq(quoteAnswerLines.answerId, quoteAnswers.id), eq(quoteAnswerLines.lineId, quoteLines.id)),
      )
      .innerJoin(suppliers, eq(suppliers.id, quoteSuppliers.supplierId))
      .where(
        and(
          eq(quoteLines.productId, productId),
          eq(quotes.organizationId, organizationId),
          isNotNull(quoteAnswerLines.unitPrice),
          gte(quoteAnswers.createdAt, since),
        ),
      )
      .orderBy(asc(quoteAnswers.createdAt), asc(quoteAnswerLines.id)),
    priceChanges(db, organizationId, productId, since),
  ]);
  if (!product) throw notFound('Produto não encontrado');
  return { product, since, paid, quoted, changes };
}
/**
 * The supplier's name as the organization knows it: an own supplier not yet listed by the name it gave it
 * (#54), never the supplier row's (what the first buyer that added it typed).
 */
const supplierNameFor = (organizationId: string) =>
  sql<string>`coalesce((SELECT ${organizationSuppliers.name} FROM ${organizationSuppliers} WHERE ${organizationSuppliers.organizationId} = ${organizationId} AND ${organizationSuppliers.supplierId} = ${suppliers.id} AND NOT ${suppliers.listed}), ${suppliers.name})`;

/**
 * The changes of a line of the organization's own price list (#54): who changed the price (someone of the
 * buyer, the supplier once it has an account, the operator, a CSV import), from what to what, oldest first.
 * Scoped by the organization's id, so another buyer's list of the same supplier never appears; a public
 * product has none here (its price is the catalogue's).
 */
function priceChanges(db: DbOrTx, organizationId: string, productId: string, since: Date) {
  const c = productPriceChanges;
  return db
    .select({
      at: c.createdAt,
      price: c.price,
      previousPrice: c.previousPrice,
      priceValidUntil: c.priceValidUntil,
      changedBy: c.changedBy,
    })
    .from(c)
    .where(and(eq(c.productId, productId), eq(c.organizationId, organizationId), gte(c.createdAt, since)))
    .orderBy(asc(c.createdAt), asc(c.id));
}

export type PriceHistory = Awaited<ReturnType<typeof priceHistory>>;
