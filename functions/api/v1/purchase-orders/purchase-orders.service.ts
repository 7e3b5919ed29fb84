import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { fulfilmentOfMany } from '../fulfilment/fulfilment.facts';
import { cartItems, carts } from '../../../../db/schema/carts';
import { products, suppliers } from '../../../../db/schema/catalogue';
import { users } from '../../../../db/schema/identity';
import { costCentres, memberCostCentres } from '../../../../db/schema/cost-centres';
import { members, organizations } from '../../../../db/schema/organizations';
import {
  purchaseOrderItems,
  purchaseOrders,
  supplierOrderEvents,
  supplierOrders,
} from '../../../../db/schema/purchase-orders';
import { formatDay, todayInSaoPaulo } from '../../../lib/brazil';
import {
  earliestDelivery,
  leftCatalogueMessage,
  minimumMessage,
  minimumShortfall,
  notServedMessage,
} from '../../../orders/supplier-terms';
import type { Db, DbOrTx } from '../../../lib/db';
import { assertLinesStillOpen, cancelOneSupplierOrder, cancelWholeOrder, deriveOrder, settleOrder } from './settlement';
import { ApiError, notFound } from '../../../lib/errors';
import type { DomainEvent } from '../../../events/domain-event';
import { addressSnapshot, checkoutAddresses, citiesServed } from '../delivery-addresses/delivery-addresses.service';
import type { BulkItemsInput, CreateOrderInput } from './purchase-orders.schemas';
import { recordAudit, type AuditActor } from '../../../audit/audit-log';
import { singleDecider, type Person } from '../../../orders/approval-deciders';
import {
  approveAllThroughSteps,
  decideLinesThroughSteps,
  decideSupplierOrder,
  type DecisionContext,
} from './approval-decisions';
import { approvalStateOf, createCheckoutSteps, deciderPeople, stepRefusal, stepsOf } from './approval-steps';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type ItemRow = typeof purchaseOrderItems.$inferSelect;
type SupplierOrderRow = typeof supplierOrders.$inferSelect;
type OrderStatus = OrderRow['status'];
type ItemStatus = ItemRow['status'];

const orderNotFound = () => notFound('Purchase Order not found');
const cents = (value: string) => Math.round(Number(value) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/**
 * Turns the user's cart (in the active organization) into an order, in one
 * transaction: the cart row is locked first, so concurrent checkouts of one
 * cart serialize and only the first finds lines; prices are the products'
 * current ones; the cart is emptied as the last step, so any failure leaves
 * both the cart and the order table as they were.
 */
export async function createOrderFromCart(
  db: Db,
  input: CreateOrderInput & { userId: string; organizationId: string },
) {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, input.userId), eq(carts.organizationId, input.organizationId)))
      .for('update');
    const lines = cart
      ? await tx
          .select({
            cartItemId: cartItems.id,
            quantity: cartItems.quantity,
            productId: products.id,
            categoryId: products.categoryId,
            productName: products.name,
            unit: products.unit,
            price: products.price,
            supplierId: suppliers.id,
            supplierName: suppliers.name,
            minimumOrderValue: suppliers.minimumOrderValue,
            leadTimeDays: suppliers.leadTimeDays,
            paymentTerms: suppliers.paymentTerms,
            available: sql<boolean>`${products.isActive} and ${suppliers.isActive}`,
          })
          .from(cartItems)
          .innerJoin(products, eq(products.id, cartItems.productId))
          .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
          .where(eq(cartItems.cartId, cart.id))
          .orderBy(asc(suppliers.name), asc(products.name))
      : [];
    if (lines.length === 0) throw new ApiError({ code: 'BAD_REQUEST', message: 'Seu carrinho está vazio' });
    // A line whose product left the catalogue is never dropped in silence: the buyer removes it first.
    const gone = lines.find((l) => !l.available);
    if (gone) throw new ApiError({ code: 'BAD_REQUEST', message: leftCatalogueMessage(gone.productName) });

    const groups = supplierGroups(lines, input.suppliers ?? []);
    const deliveries = await deliveryAddressesOf(tx, input.organizationId, groups);
    const costCentreId = await costCentreOf(tx, input);
    const totalCents = lines.reduce((sum, l) => sum + cents(l.price) * l.quantity, 0);
    const supplierIds = groups.map((g) => g.supplierId);
    // The organization's next number, taken under the row lock the update holds until commit.
    const [organization] = await tx
      .update(organizations)
      .set({ orderSequence: sql`${organizations.orderSequence} + 1` })
      .where(eq(organizations.id, input.organizationId))
      .returning({ number: organizations.orderSequence, name: organizations.name, cnpj: organizations.cnpj });
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        number: organization!.number,
        description: input.description,
        notes: input.notes ?? null,
        status: 'PENDING',
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
        totalAmount: money(totalCents),
      })
      .returning();
    const created = await tx
      .insert(supplierOrders)
      .values(
        groups.map((g, index) => ({
          purchaseOrderId: order!.id,
          organizationId: input.organizationId,
          supplierId: g.supplierId,
          number: `${organization!.number}-${index + 1}`,
          buyerName: organization!.name,
          buyerCnpj: organization!.cnpj,
          deliveryAddress: deliveries[index],
          requestedDeliveryDate: g.terms?.requestedDeliveryDate ?? null,
          paymentTerm: g.terms?.paymentTerm ?? null,
          notes: g.terms?.notes ?? null,
          totalAmount: money(g.totalCents),
        })),
      )
      .returning({ id: supplierOrders.id, supplierId: supplierOrders.supplierId });
    const supplierOrderOf = new Map(created.map((c) => [c.supplierId, c.id]));
    await tx.insert(purchaseOrderItems).values(
      lines.map((l) => ({
        purchaseOrderId: order!.id,
        supplierOrderId: supplierOrderOf.get(l.supplierId)!,
        productId: l.productId,
        categoryId: l.categoryId,
        supplierId: l.supplierId,
        productName: l.productName,
        productUnit: l.unit,
        supplierName: l.supplierName,
        quantity: l.quantity,
        unitPrice: l.price,
        totalPrice: money(cents(l.price) * l.quantity),
      })),
    );
    const automatic = await createCheckoutSteps(tx, {
      organizationId: input.organizationId,
      costCentreId,
      parts: groups.map((g, index) => ({
        supplierOrderId: supplierOrderOf.get(g.supplierId)!,
        number: `${organization!.number}-${index + 1}`,
        supplierId: g.supplierId,
        supplierName: g.supplierName,
        lines: lines
          .filter((l) => l.supplierId === g.supplierId)
          .map((l) => ({ categoryId: l.categoryId, amountCents: cents(l.price) * l.quantity })),
      })),
    });
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart!.id));
    const event: DomainEvent = {
      type: 'purchase_order.created',
      organizationId: input.organizationId,
      data: {
        orderId: order!.id,
        number: order!.number,
        totalAmount: totalCents / 100,
        supplierIds,
        clientId: input.userId,
      },
    };
    // Parts approved automatically leave for their suppliers in this same transaction.
    if (automatic.length === 0) return { order: order!, events: [event] };
    const settled = await settleOrder(tx, { id: order!.id, actorName: 'Aprovação automática' });
    return { order: settled.order, events: [event, ...settled.events] };
  });
}

/**
 * The checkout's cost centre: the one asked for (it must be the organization's), else the member's
 * default, else none.
 */
async function costCentreOf(
  tx: DbOrTx,
  input: { organizationId: string; userId: string; costCentreId?: string | null },
): Promise<string | null> {
  if (input.costCentreId === null) return null;
  if (input.costCentreId) {
    const [found] = await tx
      .select({ id: costCentres.id })
      .from(costCentres)
      .where(and(eq(costCentres.id, input.costCentreId), eq(costCentres.organizationId, input.organizationId)));
    if (!found) throw new ApiError({ code: 'VALIDATION_ERROR', message: 'Centro de custo inválido' });
    return found.id;
  }
  const [fallback] = await tx
    .select({ id: memberCostCentres.costCentreId })
    .from(memberCostCentres)
    .innerJoin(members, eq(members.id, memberCostCentres.memberId))
    .where(and(eq(members.userId, input.userId), eq(members.organizationId, input.organizationId)));
  return fallback?.id ?? null;
}

type CartLine = {
  supplierId: string;
  supplierName: string;
  price: string;
  quantity: number;
  minimumOrderValue: string;
  leadTimeDays: number;
  paymentTerms: string[];
};
type SupplierTerms = NonNullable<CreateOrderInput['suppliers']>[number];

/**
 * The cart's lines per supplier, with what the buyer asked of each; a group below the supplier's
 * minimum, a date before its lead time or a payment term it does not offer refuses the checkout.
 */
export function supplierGroups(lines: CartLine[], terms: SupplierTerms[], today = todayInSaoPaulo()) {
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
  return [...groups.values()].map((group) => {
    const { supplierName, minimumOrderValue, leadTimeDays, paymentTerms } = group.first;
    const missing = minimumShortfall(minimumOrderValue, group.totalCents);
    if (missing > 0) throw new ApiError({ code: 'VALIDATION_ERROR', message: minimumMessage(supplierName, missing) });
    const asked = terms.find((t) => t.supplierId === group.supplierId);
    const earliest = earliestDelivery(today, leadTimeDays);
    if (asked?.requestedDeliveryDate && asked.requestedDeliveryDate < earliest) {
      throw new ApiError({
        code: 'VALIDATION_ERROR',
        message: `${supplierName} entrega a partir de ${formatDay(earliest)} (prazo de ${leadTimeDays} ${leadTimeDays === 1 ? 'dia' : 'dias'})`,
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

/** Each group's address (asked for, or the default) as the supplier order keeps it; refused where not served. */
async function deliveryAddressesOf(tx: DbOrTx, organizationId: string, groups: ReturnType<typeof supplierGroups>) {
  const addressOf = await checkoutAddresses(
    tx,
    organizationId,
    groups.flatMap((g) => (g.terms?.deliveryAddressId ? [g.terms.deliveryAddressId] : [])),
  );
  const served = await citiesServed(
    tx,
    groups.map((g) => g.supplierId),
  );
  return groups.map((g) => {
    const address = addressOf(g.terms?.deliveryAddressId);
    if (!address) return null;
    const cities = served.get(g.supplierId);
    if (cities && !cities.has(address.city.id)) {
      throw new ApiError({ code: 'VALIDATION_ERROR', message: notServedMessage(g.supplierName, address.city) });
    }
    return addressSnapshot(address);
  });
}

/** Newest first, optionally by status, always within the organization. */
export async function listOrders(
  db: Db,
  input: { organizationId: string; status?: OrderStatus; page: number; limit: number },
) {
  const where = and(
    eq(purchaseOrders.organizationId, input.organizationId),
    input.status ? eq(purchaseOrders.status, input.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    orderListQuery(db, where, input.page, input.limit),
    db.select({ value: count() }).from(purchaseOrders).where(where),
  ]);
  return { rows, total: total!.value };
}

/** The list page query (what the index test EXPLAINs). */
export function orderListQuery(db: Db, where: ReturnType<typeof and>, page: number, limit: number) {
  return db
    .select({
      order: purchaseOrders,
      itemCount: sql<number>`(select count(*)::int from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders.id})`,
      clientName: users.name,
    })
    .from(purchaseOrders)
    .leftJoin(users, eq(users.id, purchaseOrders.clientId))
    .where(where)
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** The order with its parts; each part's approval steps say whether the viewer may decide the current one. */
export async function getOrder(db: Db, organizationId: string, id: string, viewer?: Person) {
  const [row] = await db
    .select({ order: purchaseOrders, clientName: users.name, clientEmail: users.email })
    .from(purchaseOrders)
    .leftJoin(users, eq(users.id, purchaseOrders.clientId))
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.organizationId, organizationId)))
    .limit(1);
  if (!row) throw orderNotFound();
  const items = await db
    .select()
    .from(purchaseOrderItems)
    .where(eq(purchaseOrderItems.purchaseOrderId, id))
    .orderBy(asc(purchaseOrderItems.supplierName), asc(purchaseOrderItems.productName));
  const parts = await db
    .select({ part: supplierOrders, supplierName: suppliers.name })
    .from(supplierOrders)
    .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
    .where(eq(supplierOrders.purchaseOrderId, id))
    .orderBy(asc(supplierOrders.number));
  const timeline = parts.length
    ? await db
        .select()
        .from(supplierOrderEvents)
        .where(
          inArray(
            supplierOrderEvents.supplierOrderId,
            parts.map((p) => p.part.id),
          ),
        )
        .orderBy(asc(supplierOrderEvents.createdAt))
    : [];
  const partIds = parts.map((p) => p.part.id);
  const [fulfilment, steps, people] = await Promise.all([
    fulfilmentOfMany(db, partIds),
    stepsOf(db, partIds),
    viewer ? deciderPeople(db, organizationId) : Promise.resolve([]),
  ]);
  return {
    ...row,
    items,
    supplierOrders: parts.map((p) => {
      const ofPart = steps.filter((s) => s.step.supplierOrderId === p.part.id);
      const state = approvalStateOf(ofPart.map((s) => s.step));
      const canDecide =
        viewer !== undefined &&
        p.part.status === 'AWAITING_APPROVAL' &&
        ['owner', 'admin'].includes(viewer.role) &&
        (state.steps.length === 0 || state.current !== null) &&
        stepRefusal(state, viewer, people, row.order.clientId) === null;
      return {
        ...p,
        timeline: timeline.filter((e) => e.supplierOrderId === p.part.id),
        lines: items.filter((i) => i.supplierOrderId === p.part.id),
        fulfilment: fulfilment.get(p.part.id)!,
        approval: {
          steps: ofPart,
          canDecide,
          // Said in the UI: the one person who may decide a step decides it even on their own order.
          soleDecider: state.current !== null && singleDecider(state.current.approver, people),
        },
      };
    }),
  };
}

/** The organization's order, locked for the change that follows; another tenant's is not found. */
async function lockOrderStatus(tx: DbOrTx, input: { organizationId: string; id: string }) {
  const [row] = await tx
    .select({ status: purchaseOrders.status, clientId: purchaseOrders.clientId, number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.organizationId, input.organizationId)))
    .for('update');
  if (!row) throw orderNotFound();
  return row;
}
const LABEL: Record<OrderStatus, string> = {
  PENDING: 'pendente',
  APPROVED: 'aprovado',
  IN_PROGRESS: 'em andamento',
  COMPLETED: 'concluído',
  CANCELLED: 'cancelado',
};

/** Who asks for a change, as the approval steps and the audit log need them. */
interface Requester {
  viewer: Person;
  actor: AuditActor;
}

/** The decision context of a locked order: who placed it and who may decide its steps. */
async function decisionContextOf(
  tx: DbOrTx,
  input: { organizationId: string; id: string } & Requester,
  order: { clientId: string | null; number: number | null },
): Promise<DecisionContext> {
  return {
    organizationId: input.organizationId,
    orderId: input.id,
    orderNumber: order.number,
    placedBy: order.clientId,
    people: await deciderPeople(tx, input.organizationId),
    viewer: input.viewer,
    actor: input.actor,
  };
}

/**
 * What the buyer may ask of the order's status: APPROVED moves every supplier order the requester
 * may decide one approval step (approving its lines at the last), CANCELLED cancels it; the rest
 * follows from the lines and the supplier orders, so asking for it is a 409.
 */
async function applyRequestedStatus(
  tx: DbOrTx,
  input: {
    organizationId: string;
    id: string;
    from: OrderStatus;
    to: OrderStatus;
    actorName: string | null;
    reason?: string | null;
    context: DecisionContext;
  },
) {
  if (input.to === input.from) return { events: [] as DomainEvent[], cancelled: [] as SupplierOrderRow[] };
  if (input.to === 'CANCELLED') {
    const { events, cancelled } = await cancelWholeOrder(tx, {
      id: input.id,
      actorName: input.actorName,
      reason: input.reason,
    });
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.context.actor,
      action: 'order.cancelled',
      target: { type: 'purchase_order', id: input.id, label: `Pedido ${input.context.orderNumber ?? ''}`.trim() },
      changes: {
        status: { before: LABEL[input.from], after: LABEL.CANCELLED },
        ...(input.reason ? { reason: { after: input.reason } } : {}),
      },
    });
    return { events, cancelled };
  }
  if (input.to === 'APPROVED' && input.from === 'PENDING') {
    return { events: await approveAllThroughSteps(tx, input.context), cancelled: [] as SupplierOrderRow[] };
  }
  throw new ApiError({
    code: 'CONFLICT',
    message: `O status do pedido segue os itens e os pedidos aos fornecedores: não passa de ${LABEL[input.from]} para ${LABEL[input.to]} por aqui`,
  });
}

/** Approves or cancels the order (the only statuses a buyer asks for); supplier orders follow. */
export async function updateOrderStatus(
  db: Db,
  input: {
    organizationId: string;
    id: string;
    status: OrderStatus;
    notes?: string | null;
    actorName: string | null;
  } & Requester,
) {
  return db.transaction(async (tx) => {
    const current = await lockOrderStatus(tx, input);
    const context = await decisionContextOf(tx, input, current);
    if (input.notes !== undefined) {
      await tx.update(purchaseOrders).set({ notes: input.notes }).where(eq(purchaseOrders.id, input.id));
    }
    const requested = await applyRequestedStatus(tx, {
      ...input,
      from: current.status,
      to: input.status,
      reason: input.notes,
      context,
    });
    const settled = await settleOrder(tx, { id: input.id, actorName: input.actorName });
    return withStatusEvent(input, current.status, {
      order: settled.order,
      events: [...requested.events, ...settled.events],
      sent: settled.sent,
      cancelled: requested.cancelled,
    });
  });
}

/** Cancels one supplier's part of the order (owner/admin); the order's status follows. */
export async function cancelSupplierPart(
  db: Db,
  input: {
    organizationId: string;
    id: string;
    supplierOrderId: string;
    reason?: string | null;
    actorName: string | null;
    actor: AuditActor;
  },
) {
  return db.transaction(async (tx) => {
    const current = await lockOrderStatus(tx, input);
    const result = await cancelOneSupplierOrder(tx, input);
    await recordAudit(tx, {
      organizationId: input.organizationId,
      actor: input.actor,
      action: 'order.cancelled',
      target: { type: 'supplier_order', id: result.part.id, label: `Pedido ${result.part.number}` },
      changes: {
        status: { before: result.part.status, after: 'CANCELLED' },
        ...(input.reason ? { reason: { after: input.reason } } : {}),
      },
    });
    return withStatusEvent(input, current.status, result);
  });
}

/**
 * One supplier order's current approval step, decided explicitly (approve or reject, with a note);
 * the order settles in the same transaction (the last approval sends the part to its supplier).
 */
export async function decideApproval(
  db: Db,
  input: {
    organizationId: string;
    id: string;
    supplierOrderId: string;
    decision: 'approve' | 'reject';
    note: string | null;
    actorName: string | null;
  } & Requester,
) {
  return db.transaction(async (tx) => {
    const current = await lockOrderStatus(tx, input);
    const context = await decisionContextOf(tx, input, current);
    const events = await decideSupplierOrder(tx, context, input);
    const settled = await settleOrder(tx, { id: input.id, actorName: input.actorName });
    return withStatusEvent(input, current.status, {
      order: settled.order,
      events: [...events, ...settled.events],
      sent: settled.sent,
    });
  });
}

function withStatusEvent<T extends { order: OrderRow; events: DomainEvent[] }>(
  input: { organizationId: string; id: string },
  from: OrderStatus,
  result: T,
): T {
  if (result.order.status === from) return result;
  return {
    ...result,
    events: [
      ...result.events,
      {
        type: 'purchase_order.status_changed',
        organizationId: input.organizationId,
        data: { orderId: input.id, from, to: result.order.status },
      },
    ],
  };
}

/**
 * Decides several items (and optionally the order) at once, through the approval steps; items of
 * other orders refuse the whole batch.
 */
export async function updateItems(
  db: Db,
  input: { organizationId: string; id: string; body: BulkItemsInput; actorName: string | null } & Requester,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrderStatus(tx, input);
    const context = await decisionContextOf(tx, input, order);
    const ids = input.body.items.map((i) => i.itemId);
    const existing = await tx
      .select({
        id: purchaseOrderItems.id,
        status: purchaseOrderItems.status,
        supplierOrderId: purchaseOrderItems.supplierOrderId,
      })
      .from(purchaseOrderItems)
      .where(and(eq(purchaseOrderItems.purchaseOrderId, input.id), inArray(purchaseOrderItems.id, ids)));
    if (existing.length !== new Set(ids).size)
      throw new ApiError({ code: 'BAD_REQUEST', message: 'Alguns itens não pertencem a este pedido' });
    await assertLinesStillOpen(tx, ids);
    const events = await decideLinesThroughSteps(tx, context, input.body.items, existing);
    let cancelled: SupplierOrderRow[] = [];
    if (input.body.orderStatus) {
      // Asked after the lines: "approve these, reject those, and approve the rest".
      const { status: now } = (await deriveOrder(tx, input.id)) as OrderRow;
      const requested = await applyRequestedStatus(tx, {
        ...input,
        from: now,
        to: input.body.orderStatus,
        context,
      });
      events.push(...requested.events);
      cancelled = requested.cancelled;
    }
    const settled = await settleOrder(tx, { id: input.id, actorName: input.actorName });
    return withStatusEvent(input, order.status, {
      order: settled.order,
      events: [...events, ...settled.events],
      sent: settled.sent,
      cancelled,
    });
  });
}

export async function orderStats(db: Db, organizationId: string) {
  const rows = await db
    .select({ status: purchaseOrders.status, value: count() })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.organizationId, organizationId))
    .groupBy(purchaseOrders.status);
  const byStatus = Object.fromEntries(
    purchaseOrders.status.enumValues.map((s) => [s, rows.find((r) => r.status === s)?.value ?? 0]),
  ) as Record<OrderStatus, number>;
  return { ...byStatus, total: rows.reduce((n, r) => n + r.value, 0) };
}

/** Only the order's creator deletes it. */
export async function deleteOrder(db: Db, input: { organizationId: string; id: string; userId: string }) {
  const [order] = await db
    .select({ clientId: purchaseOrders.clientId })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, input.id), eq(purchaseOrders.organizationId, input.organizationId)))
    .limit(1);
  if (!order) throw orderNotFound();
  if (order.clientId !== input.userId)
    throw new ApiError({ code: 'FORBIDDEN', message: 'You can only delete your own purchase orders' });
  await db.delete(purchaseOrders).where(eq(purchaseOrders.id, input.id));
}

export type { ItemStatus };
