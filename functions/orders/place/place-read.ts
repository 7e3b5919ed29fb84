import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { cartItems, carts } from '../../../db/schema/carts';
import { cities, products, suppliers } from '../../../db/schema/catalogue';
import { costCentres, memberCostCentres } from '../../../db/schema/cost-centres';
import { deliveryAddresses } from '../../../db/schema/delivery-addresses';
import { members, organizations } from '../../../db/schema/organizations';
import type { DbOrTx } from '../../platform/db';
import { claiming, type IdempotentWrite } from '../../platform/idempotency';
import { runBatch } from '../../platform/optimistic';
import { lockCheckoutBudgets } from '../../budgets/budget-check';
import { budgetUsageQuery, saoPauloMonthNow } from '../../budgets/budget-usage';
import type { AddressRow } from '../../organizations/delivery-addresses.service';
import { buyerPrice } from '../../catalogue/buyer-price';
import { productVisibleTo } from '../../suppliers/supplier-visibility';
import { buyerTerms, buyerTermsOn, citiesServedQuery, effectiveTerms } from '../../suppliers/buyer-supplier-terms';
import { ruleSetInForceQuery } from '../decide/approval-reads';
import { orderManagers } from '../notices/order-notifications';
import type { OrderSource, Placer, QuotedLine, QuotedTerms } from './order-source';

/**
 * Placing an order, its read: one batch after the session check reads the source's lines (the cart's,
 * with a fingerprint of them; or a cotação's suppliers), the organization (its next order number,
 * budget policy, the month), its addresses, the cities the suppliers serve, the cost centre, the rule
 * set in force, the cost centre's budgets with their usage and who hears of new orders. The locked
 * path (platform/optimistic.ts) first takes the locks the write batch would take, in its order.
 */

/**
 * What of a cart line the checkout decides on: any change to it makes the fingerprint differ. The terms
 * are the ones this buyer orders by (the buyer's own for an unlisted supplier: needs the buyerTermsOn join).
 */
export const lineText = (organizationId: string) => {
  const t = effectiveTerms;
  return sql`concat_ws('|', ${cartItems.id}, ${cartItems.quantity}, ${products.id},
  ${products.categoryId}, ${products.name}, ${products.unit}, ${buyerPrice(organizationId)}, ${sellable(organizationId)},
  ${suppliers.id}, ${t.supplierName}, ${t.minimumOrderValue}, ${t.leadTimeDays}, ${t.paymentTerms}::text,
  ${t.deliveryWeekdays}::text, ${t.orderCutoff})`;
};

/** A line the buyer may still buy: active, from an active supplier, and a product it sees. */
const sellable = (organizationId: string) =>
  sql<boolean>`(${products.isActive} and ${suppliers.isActive} and ${productVisibleTo(organizationId)})`;

const cartOf = (placedBy: Placer) =>
  and(eq(carts.userId, placedBy.userId), eq(carts.organizationId, placedBy.organizationId));

/** The cart's lines with their suppliers' terms, each row carrying the fingerprint of them all. */
const cartLinesQuery = (db: DbOrTx, placedBy: Placer) =>
  db
    .select({
      cartId: carts.id,
      quantity: cartItems.quantity,
      productId: products.id,
      categoryId: products.categoryId,
      productName: products.name,
      unit: products.unit,
      price: buyerPrice(placedBy.organizationId),
      supplierId: suppliers.id,
      ...effectiveTerms,
      available: sellable(placedBy.organizationId),
      // Over all the lines in the guard's order, in this same statement (one snapshot).
      fingerprint: sql<string>`md5(string_agg(${lineText(placedBy.organizationId)}, ',') over (order by ${cartItems.id}
          rows between unbounded preceding and unbounded following))`,
    })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(buyerTerms, buyerTermsOn(placedBy.organizationId))
    .where(cartOf(placedBy))
    .orderBy(asc(suppliers.name), asc(products.name));

/**
 * A cotação's winners as the decision needs them (their answer brings the minimum and payment term; an
 * unlisted winner delivers by the terms this buyer keeps for it).
 */
const quotedSuppliersQuery = (db: DbOrTx, organizationId: string, ids: string[]) =>
  db
    .select({
      id: suppliers.id,
      name: effectiveTerms.supplierName,
      isActive: suppliers.isActive,
      leadTimeDays: effectiveTerms.leadTimeDays,
      deliveryWeekdays: effectiveTerms.deliveryWeekdays,
      orderCutoff: effectiveTerms.orderCutoff,
    })
    .from(suppliers)
    .leftJoin(buyerTerms, buyerTermsOn(organizationId))
    .where(inArray(suppliers.id, ids));

const organizationQuery = (db: DbOrTx, placedBy: Placer) =>
  db
    .select({
      sequence: organizations.orderSequence,
      name: organizations.name,
      cnpj: organizations.cnpj,
      metadata: organizations.metadata,
      policy: organizations.budgetPolicy,
      // Who places the order: the owner's own orders are approved at creation (decision 0055).
      placedByRole: sql<
        (typeof members.$inferSelect)['role'] | null
      >`(select ${members.role} from ${members} where ${members.organizationId} = ${placedBy.organizationId} and ${members.userId} = ${placedBy.userId})`,
      // The month as the database sees now() (what the order's created_at is stamped with), in São Paulo.
      month: saoPauloMonthNow,
    })
    .from(organizations)
    .where(eq(organizations.id, placedBy.organizationId));

/** The cost centre asked for (it must be the organization's), else the member's default; null: none asked. */
function costCentreQuery(db: DbOrTx, source: OrderSource) {
  const { organizationId, userId } = source.placedBy;
  if (source.costCentreId === null) return null;
  if (source.costCentreId) {
    return db
      .select({ id: costCentres.id })
      .from(costCentres)
      .where(and(eq(costCentres.id, source.costCentreId), eq(costCentres.organizationId, organizationId)));
  }
  return db
    .select({ id: memberCostCentres.costCentreId })
    .from(memberCostCentres)
    .innerJoin(members, eq(members.id, memberCostCentres.memberId))
    .where(and(eq(members.userId, userId), eq(members.organizationId, organizationId)));
}

/** Everything the decision needs, as statements that depend only on the source (one batch); null: not asked. */
function placeReads(db: DbOrTx, source: OrderSource) {
  const { origin, placedBy } = source;
  const organizationId = placedBy.organizationId;
  const quoted = origin.kind === 'quote' ? [...new Set(origin.lines.map((l) => l.supplierId))] : null;
  const sourceSuppliers =
    quoted ??
    db
      .select({ id: products.supplierId })
      .from(carts)
      .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(cartOf(placedBy));
  const costCentre = costCentreQuery(db, source);
  return {
    lines: quoted ? null : cartLinesQuery(db, placedBy),
    quotedSuppliers: quoted ? quotedSuppliersQuery(db, organizationId, quoted) : null,
    organization: organizationQuery(db, placedBy),
    addresses: db
      .select({ address: deliveryAddresses, city: { id: cities.id, name: cities.name, state: cities.state } })
      .from(deliveryAddresses)
      .innerJoin(cities, eq(cities.id, deliveryAddresses.cityId))
      .where(eq(deliveryAddresses.organizationId, organizationId)),
    served: citiesServedQuery(db, organizationId, sourceSuppliers),
    costCentre,
    rules: ruleSetInForceQuery(db, organizationId),
    budgets: costCentre
      ? budgetUsageQuery(db, { organizationId, month: saoPauloMonthNow, costCentreId: sql`(${costCentre})` })
      : null,
    managers: orderManagers(db, organizationId),
  };
}

type Reads = ReturnType<typeof placeReads>;
type Rows<K extends keyof Reads> = Awaited<NonNullable<Reads[K]>>;
type CartLine = Rows<'lines'>[number];

/** A line the decision places: the cart's, or a cotação's in the same shape with its winner's terms. */
export type PlaceLine = Omit<CartLine, 'cartId' | 'fingerprint' | 'productId' | 'categoryId'> & {
  /** Null: a cotação's freight line or free-text line (no catalogue product). */
  productId: string | null;
  categoryId: string | null;
};

/** What placing an order decides on (place-decide.ts): rows as data. */
export interface PlaceRead {
  lines: PlaceLine[];
  /** The cart the lines are from and the fingerprint its guard re-checks; null: a cotação's, or no cart lines. */
  cart: { id: string; fingerprint: string } | null;
  organization: Rows<'organization'>[number];
  addresses: AddressRow[];
  served: Rows<'served'>;
  /** Null: no cost centre asked for. */
  costCentre: Rows<'costCentre'> | null;
  rules: Rows<'rules'>;
  budgets: Rows<'budgets'> | null;
  managers: Rows<'managers'>;
}

/** A cotação's lines in the cart's shape, each winner's minimum and payment term those of its answer. */
function quotedLines(lines: QuotedLine[], terms: QuotedTerms[], rows: Rows<'quotedSuppliers'>): PlaceLine[] {
  return lines.map((line) => {
    const supplier = rows.find((r) => r.id === line.supplierId);
    const answered = terms.find((t) => t.supplierId === line.supplierId);
    return {
      quantity: line.quantity,
      productId: line.productId,
      categoryId: line.categoryId,
      productName: line.productName,
      unit: line.unit,
      price: line.unitPrice,
      supplierId: line.supplierId,
      supplierName: supplier?.name ?? '',
      minimumOrderValue: answered?.minimumOrderValue ?? '0',
      leadTimeDays: supplier?.leadTimeDays ?? 0,
      deliveryWeekdays: supplier?.deliveryWeekdays ?? [],
      orderCutoff: supplier?.orderCutoff ?? null,
      paymentTerms: answered?.paymentTerm ? [answered.paymentTerm] : [],
      available: supplier?.isActive ?? false,
    };
  });
}

/** The read batch, its rows named as the decision takes them. */
async function readBatch(db: DbOrTx, source: OrderSource): Promise<PlaceRead> {
  const reads = placeReads(db, source);
  const keys = (Object.keys(reads) as (keyof Reads)[]).filter((k) => reads[k] !== null);
  const results = await runBatch(
    db,
    keys.map((k) => reads[k] as BatchItem<'pg'>),
  );
  const read = Object.fromEntries(keys.map((k, i) => [k, results[i]])) as { [K in keyof Reads]?: Rows<K> };
  const { origin } = source;
  const cartLines = read.lines ?? [];
  return {
    lines:
      origin.kind === 'quote'
        ? quotedLines(origin.lines, origin.terms, read.quotedSuppliers!)
        : cartLines.map(({ cartId: _cart, fingerprint: _fingerprint, ...line }) => line),
    cart: cartLines[0] ? { id: cartLines[0].cartId, fingerprint: cartLines[0].fingerprint } : null,
    organization: read.organization![0]!,
    addresses: read.addresses!,
    served: read.served!,
    costCentre: read.costCentre ?? null,
    rules: read.rules!,
    budgets: read.budgets ?? null,
    managers: read.managers!,
  };
}

/** The rows the locked path takes before it reads: the cart, the organization, the cost centre's budgets. */
async function lockPlace(tx: DbOrTx, source: OrderSource) {
  await tx.select({ id: carts.id }).from(carts).where(cartOf(source.placedBy)).for('update');
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, source.placedBy.organizationId))
    .for('update');
  const costCentre = costCentreQuery(tx, source);
  if (costCentre) {
    const [chosen] = await costCentre;
    if (chosen) await lockCheckoutBudgets(tx, source.placedBy.organizationId, chosen.id);
  }
}

/**
 * The read of one attempt (optimistic.ts's readDecideWrite), with the Idempotency-Key's claim. An
 * Idempotency-Key costs no round trip: its look-up runs beside the reads, and a key already used stops
 * the attempt before it decides (the first answer is given, not "Seu carrinho está vazio"). The key is
 * claimed before any lock: on the locked path here, before the locks; else as the first statements of
 * the write batch (`claim`, empty on the locked path). A second call with it waits there for the first,
 * then stops (and is given the first's answer).
 */
export async function readPlace(
  handle: DbOrTx,
  locked: boolean,
  source: OrderSource,
  idempotency: IdempotentWrite | null,
): Promise<{ read: PlaceRead; claim: BatchItem<'pg'>[] }> {
  const claim = idempotency?.claim(handle) ?? [];
  if (locked) {
    await claiming(async () => {
      for (const statement of claim) await statement;
    });
    await lockPlace(handle, source);
  }
  const [read] = await Promise.all([readBatch(handle, source), idempotency?.checked()]);
  return { read, claim: locked ? [] : claim };
}
