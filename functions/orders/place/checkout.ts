import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { approvalSteps } from '../../../db/schema/approvals';
import { cartItems, carts } from '../../../db/schema/carts';
import { cities, products, supplierCities, suppliers } from '../../../db/schema/catalogue';
import { costCentres, memberCostCentres } from '../../../db/schema/cost-centres';
import { deliveryAddresses } from '../../../db/schema/delivery-addresses';
import { members, organizations } from '../../../db/schema/organizations';
import { purchaseOrderItems, purchaseOrders, supplierOrders } from '../../../db/schema/purchase-orders';
import { auditInsert } from '../../platform/audit-log';
import type { DomainEvent } from '../../platform/domain-event';
import { outboxInsert } from '../../platform/jobs/outbox';
import type { Db, DbOrTx } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import { formatDay, weekdayOf } from '../../platform/brazil';
import {
  deliveryTermsText,
  earliestDelivery,
  leftCatalogueMessage,
  minimumMessage,
  minimumShortfall,
  notServedMessage,
} from '../../suppliers/supplier-terms';
import { budgetsStillHold, judgeBudgets, lockCheckoutBudgets } from '../../budgets/budget-check';
import { budgetUsageQuery, saoPauloMonthNow, usageFromRows } from '../../budgets/budget-usage';
import { addressSnapshot, type AddressRow } from '../../organizations/delivery-addresses.service';
import { planCheckoutSteps, ruleSetFromRows, ruleSetInForceQuery } from '../decide/approval-steps';
import { orderCreatedEmails, orderManagers, salesOn } from '../notices/order-notifications';
import { domainEventJobs } from '../../platform/domain-events';
import { readDecideWrite, runBatch, stillAsRead } from '../../platform/optimistic';
import { claiming, type IdempotentWrite } from '../../platform/idempotency';
import type { CreateOrderInput } from '../purchase-orders.schemas';
import { moveStatements, settleInMemory, type PlannedMove } from '../move/settlement';
import { buyerPrice } from '../../catalogue/buyer-price';

/**
 * The checkout in two round trips after the session check. One batch reads the cart's lines (with a
 * fingerprint of them), the organization (its next order number, budget policy, the month), its
 * addresses, the cities the cart's suppliers serve, the cost centre, the rule set in force, the cost
 * centre's budgets with their usage and who hears of new orders. The worker decides everything the
 * transactional checkout decided, in the same order (empty cart, products gone, supplier terms,
 * addresses, cost centre, approval steps and budgets, the parts approved automatically leaving at
 * once). One batch writes it: it locks the cart, then the organization (the number), then the budget
 * rows, and guards that the cart, the number and the budgets' room are still as read; then the order,
 * its supplier orders, lines, steps, audit entries, the emptied cart, the moves and the outbox rows,
 * all or nothing. A guard that finds the state moved (a concurrent checkout of the cart, of the
 * organization, or of the cost centre) sends the checkout down the locked path (optimistic.ts).
 */

/**
 * An order that comes from an awarded cotação rather than the cart: its lines at the quoted prices,
 * each supplier's terms as it answered them, and the cotação's own guard, rows and jobs, which go in
 * the checkout's write batch (all or nothing with the order).
 */
export interface AwardSource {
  lines: {
    productId: string | null;
    categoryId: string | null;
    productName: string;
    unit: string;
    /** Reais, two decimals. */
    unitPrice: string;
    quantity: number;
    supplierId: string;
  }[];
  /** Per supplier: the minimum and payment term of its answer. */
  terms: { supplierId: string; minimumOrderValue: string; paymentTerm: string | null }[];
  guards: (db: DbOrTx) => BatchItem<'pg'>[];
  statements: (db: DbOrTx, orderId: string) => BatchItem<'pg'>[];
  events: (orderId: string) => DomainEvent[];
}

export type CheckoutInput = CreateOrderInput & {
  userId: string;
  userName: string;
  organizationId: string;
  award?: AwardSource;
  /** The call's Idempotency-Key, checked with the reads and claimed in the write batch. */
  idempotency?: IdempotentWrite | null;
};
type Config = { sealKey: string; appUrl: string };

const cents = (value: string) => Math.round(Number(value) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/**
 * The buyer need not describe an order (the number and the suppliers already name it): without a
 * description it is stored as its suppliers' names ("Hortifruti Vale Verde e Boi Nobre"), so the list,
 * the PDF, the CSV and every e-mail keep a name to show.
 */
const describeOrder = (asked: string | undefined, supplierNames: string[]) =>
  asked || new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(supplierNames).slice(0, 500);

/** What of a cart line the checkout decides on: any change to it makes the fingerprint differ. */
const lineText = (organizationId: string) => sql`concat_ws('|', ${cartItems.id}, ${cartItems.quantity}, ${products.id},
  ${products.categoryId}, ${products.name}, ${products.unit}, ${buyerPrice(organizationId)}, ${products.isActive},
  ${suppliers.id}, ${suppliers.name}, ${suppliers.minimumOrderValue}, ${suppliers.leadTimeDays}, ${suppliers.paymentTerms}::text, ${suppliers.isActive},
  ${suppliers.deliveryWeekdays}::text, ${suppliers.orderCutoff})`;

/** The lines' fingerprint as a guard re-reads it, under the cart's lock. */
const cartFingerprint = (
  cartId: string,
  organizationId: string,
) => sql`(select md5(coalesce(string_agg(${lineText(organizationId)}, ',' order by ${cartItems.id}), ''))
  from ${cartItems}
  join ${products} on ${products.id} = ${cartItems.productId}
  join ${suppliers} on ${suppliers.id} = ${products.supplierId}
  where ${cartItems.cartId} = ${cartId})`;

/** The cost centre asked for (it must be the organization's), else the member's default; null: none asked. */
function costCentreQuery(db: DbOrTx, input: CheckoutInput) {
  if (input.costCentreId === null) return null;
  if (input.costCentreId) {
    return db
      .select({ id: costCentres.id })
      .from(costCentres)
      .where(and(eq(costCentres.id, input.costCentreId), eq(costCentres.organizationId, input.organizationId)));
  }
  return db
    .select({ id: memberCostCentres.costCentreId })
    .from(memberCostCentres)
    .innerJoin(members, eq(members.id, memberCostCentres.memberId))
    .where(and(eq(members.userId, input.userId), eq(members.organizationId, input.organizationId)));
}

/** Everything the decision needs, as statements that depend only on the request (one batch). */
function checkoutReads(db: DbOrTx, input: CheckoutInput) {
  const cartOf = and(eq(carts.userId, input.userId), eq(carts.organizationId, input.organizationId));
  const cartSuppliers = input.award
    ? [...new Set(input.award.lines.map((l) => l.supplierId))]
    : db
        .select({ id: products.supplierId })
        .from(carts)
        .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(cartOf);
  const costCentre = costCentreQuery(db, input);
  return {
    lines: input.award
      ? null
      : db
          .select({
            cartId: carts.id,
            quantity: cartItems.quantity,
            productId: products.id,
            categoryId: products.categoryId,
            productName: products.name,
            unit: products.unit,
            price: buyerPrice(input.organizationId),
            supplierId: suppliers.id,
            supplierName: suppliers.name,
            minimumOrderValue: suppliers.minimumOrderValue,
            leadTimeDays: suppliers.leadTimeDays,
            deliveryWeekdays: suppliers.deliveryWeekdays,
            orderCutoff: suppliers.orderCutoff,
            paymentTerms: suppliers.paymentTerms,
            available: sql<boolean>`${products.isActive} and ${suppliers.isActive}`,
            // Over all the lines in the guard's order, in this same statement (one snapshot).
            fingerprint: sql<string>`md5(string_agg(${lineText(input.organizationId)}, ',') over (order by ${cartItems.id}
          rows between unbounded preceding and unbounded following))`,
          })
          .from(carts)
          .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
          .innerJoin(products, eq(products.id, cartItems.productId))
          .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
          .where(cartOf)
          .orderBy(asc(suppliers.name), asc(products.name)),
    awardSuppliers: input.award
      ? db
          .select({
            id: suppliers.id,
            name: suppliers.name,
            isActive: suppliers.isActive,
            leadTimeDays: suppliers.leadTimeDays,
            deliveryWeekdays: suppliers.deliveryWeekdays,
            orderCutoff: suppliers.orderCutoff,
          })
          .from(suppliers)
          .where(inArray(suppliers.id, cartSuppliers as string[]))
      : null,
    organization: db
      .select({
        sequence: organizations.orderSequence,
        name: organizations.name,
        cnpj: organizations.cnpj,
        metadata: organizations.metadata,
        policy: organizations.budgetPolicy,
        // Who places the order: the owner's own orders are approved at creation (decision 0055).
        placedByRole: sql<
          (typeof members.$inferSelect)['role'] | null
        >`(select ${members.role} from ${members} where ${members.organizationId} = ${input.organizationId} and ${members.userId} = ${input.userId})`,
        // The month as the database sees now() (what the order's created_at is stamped with), in São Paulo.
        month: saoPauloMonthNow,
      })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId)),
    addresses: db
      .select({ address: deliveryAddresses, city: { id: cities.id, name: cities.name, state: cities.state } })
      .from(deliveryAddresses)
      .innerJoin(cities, eq(cities.id, deliveryAddresses.cityId))
      .where(eq(deliveryAddresses.organizationId, input.organizationId)),
    served: db.select().from(supplierCities).where(inArray(supplierCities.supplierId, cartSuppliers)),
    costCentre,
    rules: ruleSetInForceQuery(db, input.organizationId),
    budgets: costCentre
      ? budgetUsageQuery(db, {
          organizationId: input.organizationId,
          month: saoPauloMonthNow,
          costCentreId: sql`(${costCentre})`,
        })
      : null,
    managers: orderManagers(db, input.organizationId),
  };
}

type Reads = ReturnType<typeof checkoutReads>;
type Read = { [K in keyof Reads]: null extends Reads[K] ? Awaited<NonNullable<Reads[K]>> | null : Awaited<Reads[K]> };

/** What the checkout decides on: the cart's lines, or the award's in their shape. */
type CheckoutRead = Read & { lines: CheckoutLine[] };

async function readCheckout(db: DbOrTx, input: CheckoutInput): Promise<CheckoutRead> {
  const reads = checkoutReads(db, input);
  const keys = (Object.keys(reads) as (keyof Reads)[]).filter((k) => reads[k] !== null);
  const results = await runBatch(
    db,
    keys.map((k) => reads[k] as BatchItem<'pg'>),
  );
  const read = Object.fromEntries(keys.map((k, i) => [k, results[i]])) as Partial<Read>;
  return {
    lines: input.award ? awardLines(input.award, read.awardSuppliers!) : read.lines!,
    awardSuppliers: null,
    organization: read.organization!,
    addresses: read.addresses!,
    served: read.served!,
    costCentre: read.costCentre ?? null,
    rules: read.rules!,
    budgets: read.budgets ?? null,
    managers: read.managers!,
  };
}

type CheckoutLine = Awaited<NonNullable<Reads['lines']>>[number];

/** An award's lines in the shape of the cart's, each supplier's terms those of its answer. */
function awardLines(award: AwardSource, rows: Awaited<NonNullable<Reads['awardSuppliers']>>): CheckoutLine[] {
  return award.lines.map((line) => {
    const supplier = rows.find((r) => r.id === line.supplierId);
    const terms = award.terms.find((t) => t.supplierId === line.supplierId);
    return {
      cartId: '',
      fingerprint: '',
      quantity: line.quantity,
      productId: line.productId as string,
      categoryId: line.categoryId as string,
      productName: line.productName,
      unit: line.unit,
      price: line.unitPrice,
      supplierId: line.supplierId,
      supplierName: supplier?.name ?? '',
      minimumOrderValue: terms?.minimumOrderValue ?? '0',
      leadTimeDays: supplier?.leadTimeDays ?? 0,
      deliveryWeekdays: supplier?.deliveryWeekdays ?? [],
      orderCutoff: supplier?.orderCutoff ?? null,
      paymentTerms: terms?.paymentTerm ? [terms.paymentTerm] : [],
      available: supplier?.isActive ?? false,
    };
  });
}

/** The rows the locked path takes before it reads: the cart, the organization, the cost centre's budgets. */
async function lockCheckout(tx: DbOrTx, input: CheckoutInput) {
  await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, input.userId), eq(carts.organizationId, input.organizationId)))
    .for('update');
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId))
    .for('update');
  const costCentre = costCentreQuery(tx, input);
  if (costCentre) {
    const [chosen] = await costCentre;
    if (chosen) await lockCheckoutBudgets(tx, input.organizationId, chosen.id);
  }
}

type CartLine = {
  supplierId: string;
  supplierName: string;
  price: string;
  quantity: number;
  minimumOrderValue: string;
  leadTimeDays: number;
  deliveryWeekdays: number[];
  orderCutoff: string | null;
  paymentTerms: string[];
};
type SupplierTerms = NonNullable<CreateOrderInput['suppliers']>[number];

/**
 * The cart's lines per supplier that leave now, with what the buyer asked of each. A group below its
 * supplier's minimum stays in the cart (one supplier's problem never holds the others back); only a
 * cart with no group at its minimum is refused, with what is missing. A date before a leaving group's
 * lead time or a payment term its supplier does not offer refuses the checkout.
 */
export function supplierGroups(lines: CartLine[], terms: SupplierTerms[], now = new Date()) {
  const groups = new Map<string, { supplierId: string; totalCents: number; first: CartLine }>();
  for (const line of lines) {
    const group = groups.get(line.supplierId) ?? { supplierId: line.supplierId, totalCents: 0, first: line };
    group.totalCents += cents(line.price) * line.quantity;
    groups.set(line.supplierId, group);
  }
  for (const asked of terms) {
    if (!groups.has(asked.supplierId))
      throw new ApiError({
        code: 'VALIDATION_ERROR',
        message: 'Há condições para um fornecedor que não está no carrinho',
      });
  }
  const all = [...groups.values()];
  const ready = all.filter((g) => minimumShortfall(g.first.minimumOrderValue, g.totalCents) === 0);
  if (ready.length === 0) {
    const { first, totalCents } = all[0]!;
    throw new ApiError({
      code: 'VALIDATION_ERROR',
      message: minimumMessage(first.supplierName, minimumShortfall(first.minimumOrderValue, totalCents)),
    });
  }
  return ready.map((group) => {
    const { supplierName, leadTimeDays, paymentTerms } = group.first;
    const asked = terms.find((t) => t.supplierId === group.supplierId);
    const earliest = earliestDelivery(group.first, now);
    const when = [
      `prazo de ${leadTimeDays} ${leadTimeDays === 1 ? 'dia' : 'dias'}`,
      deliveryTermsText(group.first),
    ].filter(Boolean);
    if (asked?.requestedDeliveryDate && asked.requestedDeliveryDate < earliest) {
      throw new ApiError({
        code: 'VALIDATION_ERROR',
        message: `${supplierName} entrega a partir de ${formatDay(earliest)} (${when.join('; ')})`,
      });
    }
    const days = group.first.deliveryWeekdays;
    if (asked?.requestedDeliveryDate && days.length && !days.includes(weekdayOf(asked.requestedDeliveryDate))) {
      throw new ApiError({
        code: 'VALIDATION_ERROR',
        message: `${supplierName} não entrega em ${formatDay(asked.requestedDeliveryDate)} (${when.join('; ')})`,
      });
    }
    if (asked?.paymentTerm && !paymentTerms.includes(asked.paymentTerm)) {
      throw new ApiError({
        code: 'VALIDATION_ERROR',
        message: `${supplierName} não aceita "${asked.paymentTerm}"; aceita: ${paymentTerms.join(', ') || 'a combinar'}`,
      });
    }
    return { supplierId: group.supplierId, supplierName, totalCents: group.totalCents, terms: asked };
  });
}

export const NO_ADDRESS_MESSAGE =
  'Cadastre um endereço de entrega antes de enviar o pedido (Configurações › Endereços): o fornecedor precisa saber onde entregar';

/**
 * Each group's address (asked for, or the default) as the supplier order keeps it; refused where not
 * served, and refused when the organization has no address yet.
 */
function deliveriesOf(read: CheckoutRead, groups: ReturnType<typeof supplierGroups>) {
  const rows = read.addresses as AddressRow[];
  for (const group of groups) {
    const id = group.terms?.deliveryAddressId;
    if (id && !rows.some((r) => r.address.id === id)) {
      throw new ApiError({ code: 'VALIDATION_ERROR', message: 'Endereço de entrega não encontrado nesta organização' });
    }
  }
  const fallback = rows.find((r) => r.address.isDefault) ?? null;
  const served = new Map<string, Set<string>>();
  for (const row of read.served) served.set(row.supplierId, (served.get(row.supplierId) ?? new Set()).add(row.cityId));
  return groups.map((g) => {
    const id = g.terms?.deliveryAddressId;
    const address = id ? rows.find((r) => r.address.id === id)! : fallback;
    // A supplier cannot deliver "a combinar": an order leaves with the address it goes to.
    if (!address) throw new ApiError({ code: 'VALIDATION_ERROR', message: NO_ADDRESS_MESSAGE });
    const cities = served.get(g.supplierId);
    if (cities && !cities.has(address.city.id)) {
      throw new ApiError({ code: 'VALIDATION_ERROR', message: notServedMessage(g.supplierName, address.city) });
    }
    return addressSnapshot(address);
  });
}

/** The checkout decided in the worker: the rows to write, what to guard, the events and e-mails. */
function decideCheckout(read: CheckoutRead, input: CheckoutInput, cfg: Config) {
  if (read.lines.length === 0) {
    throw new ApiError({
      code: 'BAD_REQUEST',
      message: input.award ? 'Nenhuma linha foi escolhida para fechar a cotação' : 'Seu carrinho está vazio',
    });
  }
  // A line whose product left the catalogue is never dropped in silence: the buyer removes it first.
  const gone = read.lines.find((l) => !l.available);
  if (gone) throw new ApiError({ code: 'BAD_REQUEST', message: leftCatalogueMessage(gone.productName) });

  const groups = supplierGroups(read.lines, input.suppliers ?? []);
  const leaving = new Set(groups.map((g) => g.supplierId));
  // An award leaves whole: a supplier below its minimum refuses it rather than staying behind.
  const short = input.award ? read.lines.find((l) => !leaving.has(l.supplierId)) : undefined;
  if (short) {
    const subtotal = read.lines
      .filter((l) => l.supplierId === short.supplierId)
      .reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
    throw new ApiError({
      code: 'VALIDATION_ERROR',
      message: minimumMessage(short.supplierName, minimumShortfall(short.minimumOrderValue, subtotal)),
    });
  }
  // The lines of the groups that leave now; the others stay in the cart, untouched.
  const lines = read.lines.filter((l) => leaving.has(l.supplierId));
  const deliveries = deliveriesOf(read, groups);
  if (input.costCentreId && read.costCentre?.length === 0) {
    throw new ApiError({ code: 'VALIDATION_ERROR', message: 'Centro de custo inválido' });
  }
  const costCentreId = read.costCentre?.[0]?.id ?? null;
  const organization = read.organization[0]!;
  const number = organization.sequence + 1;
  const totalCents = lines.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
  const supplierIds = groups.map((g) => g.supplierId);
  const description = describeOrder(
    input.description,
    groups.map((g) => g.supplierName),
  );
  const orderId = crypto.randomUUID();
  const now = new Date();

  const parts = groups.map((g, index) => ({
    id: crypto.randomUUID(),
    purchaseOrderId: orderId,
    organizationId: input.organizationId,
    supplierId: g.supplierId,
    number: `${number}-${index + 1}`,
    status: 'AWAITING_APPROVAL' as const,
    buyerName: organization.name,
    buyerCnpj: organization.cnpj,
    deliveryAddress: deliveries[index],
    requestedDeliveryDate: g.terms?.requestedDeliveryDate ?? null,
    paymentTerm: g.terms?.paymentTerm ?? null,
    notes: g.terms?.notes ?? null,
    totalAmount: money(g.totalCents),
  }));
  const partOf = new Map(parts.map((p) => [p.supplierId, p]));
  const approvalParts = groups.map((g) => ({
    supplierOrderId: partOf.get(g.supplierId)!.id,
    number: partOf.get(g.supplierId)!.number,
    supplierId: g.supplierId,
    supplierName: g.supplierName,
    lines: lines
      .filter((l) => l.supplierId === g.supplierId)
      .map((l) => ({ categoryId: l.categoryId, amountCents: cents(l.price) * l.quantity })),
  }));

  // Budgets: only with a cost centre; its rows are locked and re-checked by the write.
  const usage = read.budgets ? usageFromRows(read.budgets) : [];
  const judged =
    costCentreId && usage.length > 0
      ? judgeBudgets(
          usage,
          approvalParts.map((p, index) => ({ index, supplierName: p.supplierName, lines: p.lines })),
          organization.policy,
          organization.month,
        )
      : { over: new Map<number, string>(), fitting: new Map<string, number>() };
  const steps = planCheckoutSteps({
    organizationId: input.organizationId,
    ruleSet: ruleSetFromRows(read.rules),
    overBudget: judged.over,
    parts: approvalParts,
    placedByRole: organization.placedByRole,
    now,
  });
  const automatic = new Set(steps.automatic);
  const items = lines.map((l) => ({
    id: crypto.randomUUID(),
    purchaseOrderId: orderId,
    supplierOrderId: partOf.get(l.supplierId)!.id,
    productId: l.productId,
    categoryId: l.categoryId,
    supplierId: l.supplierId,
    productName: l.productName,
    productUnit: l.unit,
    supplierName: l.supplierName,
    quantity: l.quantity,
    unitPrice: l.price,
    totalPrice: money(cents(l.price) * l.quantity),
    // Parts approved automatically leave for their suppliers in this same write.
    status: automatic.has(partOf.get(l.supplierId)!.id) ? ('APPROVED' as const) : ('PENDING' as const),
  }));

  let status: (typeof purchaseOrders.$inferSelect)['status'] = 'PENDING';
  let totalAmount: string | null = money(totalCents);
  let moves: PlannedMove[] = [];
  const events: DomainEvent[] = [
    {
      type: 'purchase_order.created',
      organizationId: input.organizationId,
      data: { orderId, number, totalAmount: totalCents / 100, supplierIds, clientId: input.userId },
    },
  ];
  if (input.award) events.push(...input.award.events(orderId));
  if (automatic.size > 0) {
    const settled = settleInMemory({
      order: { id: orderId, number, organizationId: input.organizationId },
      parts: parts.map((p) => ({ id: p.id, status: p.status, number: p.number })),
      items: items.map((i) => ({
        ...i,
        acceptedQuantity: null,
        cancelledQuantity: 0,
        shortQuantity: 0,
        supplierStatus: 'PENDING' as const,
      })) as Parameters<typeof settleInMemory>[0]['items'],
      actorName: steps.actorName,
      now,
    });
    ({ status, totalAmount, moves } = settled);
    events.push(...settled.events);
  }
  const order = {
    id: orderId,
    number,
    description,
    notes: input.notes ?? null,
    status,
    clientId: input.userId,
    organizationId: input.organizationId,
    costCentreId,
    supplierIds,
    cartData: {
      lines: lines.map((l) => ({
        productId: l.productId,
        name: l.productName,
        unit: l.unit,
        quantity: l.quantity,
        unitPrice: Number(l.price),
        supplierId: l.supplierId,
      })),
    },
    totalAmount,
  };
  // The managers hear of an order only when some part of it waits for them.
  const emails = orderCreatedEmails({
    appUrl: cfg.appUrl,
    on: salesOn(organization.metadata) && automatic.size < parts.length,
    organizationName: organization.name,
    managers: read.managers.map((m) => m.email),
    orderId,
    number,
    description,
    total: Number(totalAmount),
    creatorName: input.userName,
  });
  return {
    cartId: lines[0]!.cartId,
    fingerprint: lines[0]!.fingerprint,
    // null: the whole cart left; else the products that did (the groups below their minimum stay).
    leftCart: lines.length === read.lines.length ? null : lines.map((l) => l.productId),
    number,
    budget: costCentreId
      ? {
          costCentreId,
          budgetIds: usage.map((b) => b.budgetId),
          policy: organization.policy,
          month: organization.month,
          fitting: judged.fitting,
        }
      : null,
    order,
    parts,
    items,
    steps: steps.rows,
    audits: steps.audits,
    moves,
    jobs: [...domainEventJobs(events), ...emails],
  };
}

/**
 * The checkout's write, one batch: the key's claim, locks and guards first, then every row; answers
 * the order as written.
 */
async function writeCheckout(
  db: DbOrTx,
  input: CheckoutInput,
  plan: ReturnType<typeof decideCheckout>,
  cfg: Config,
  claim: BatchItem<'pg'>[],
) {
  const organizationId = input.organizationId;
  const guards: BatchItem<'pg'>[] = [
    ...claim,
    ...(input.award
      ? input.award.guards(db)
      : [
          db.select({ id: carts.id }).from(carts).where(eq(carts.id, plan.cartId)).for('update'),
          stillAsRead(db, sql`${cartFingerprint(plan.cartId, organizationId)} = ${plan.fingerprint}`),
        ]),
    // The number: nobody took it since the read (the subquery locks the organization's row). FOR NO KEY
    // UPDATE, as the update of the number itself: a foreign key check on the organization (FOR KEY SHARE,
    // taken by every writer of the buyer's rows) neither waits for it nor is waited for.
    stillAsRead(
      db,
      sql`(select ${organizations.orderSequence} from ${organizations} where ${organizations.id} = ${organizationId} for no key update) = ${plan.number - 1}`,
    ),
  ];
  if (plan.budget) {
    guards.push(
      lockCheckoutBudgets(db, organizationId, plan.budget.costCentreId),
      stillAsRead(db, budgetsStillHold({ organizationId, ...plan.budget })),
    );
  }
  const orderAt = guards.length + 1;
  const outbox = await outboxInsert(db, cfg.sealKey, plan.jobs);
  const statements: BatchItem<'pg'>[] = [
    ...guards,
    db.update(organizations).set({ orderSequence: plan.number }).where(eq(organizations.id, organizationId)),
    db.insert(purchaseOrders).values(plan.order).returning(),
    db.insert(supplierOrders).values(plan.parts),
    db.insert(purchaseOrderItems).values(plan.items),
    db.insert(approvalSteps).values(plan.steps),
    ...(input.award
      ? input.award.statements(db, plan.order.id)
      : [
          db
            .delete(cartItems)
            .where(
              and(
                eq(cartItems.cartId, plan.cartId),
                plan.leftCart ? inArray(cartItems.productId, plan.leftCart) : undefined,
              ),
            ),
        ]),
    ...plan.moves.flatMap((move) => moveStatements(db, move)),
    // After every other change: the chain head is the last lock a writer takes (audit-log.ts).
    ...plan.audits.map((entry) => auditInsert(db, entry)),
    ...(outbox ? [outbox.statement] : []),
  ];
  const results = await runBatch(db, statements);
  return (results[orderAt] as (typeof purchaseOrders.$inferSelect)[])[0]!;
}

/**
 * POST /purchase-orders: the cart becomes an order (see the top of this file); or an awarded cotação
 * does. An Idempotency-Key costs no round trip: its look-up runs beside the reads, and a key already
 * used stops the checkout before it decides (the first answer is given, not "Seu carrinho está vazio").
 */
export function checkout(db: Db, cfg: Config, input: CheckoutInput) {
  return readDecideWrite(db, (handle, locked) =>
    claiming(async () => {
      // The key is claimed before any lock, in the batch and under locks alike: a second call with it
      // waits there for the first, then stops (and is given the first's answer).
      const claim = input.idempotency?.claim(handle) ?? [];
      if (locked) {
        for (const statement of claim) await statement;
        await lockCheckout(handle, input);
      }
      const [read] = await Promise.all([readCheckout(handle, input), input.idempotency?.checked()]);
      const plan = decideCheckout(read, input, cfg);
      return writeCheckout(handle, input, plan, cfg, locked ? [] : claim);
    }),
  );
}
