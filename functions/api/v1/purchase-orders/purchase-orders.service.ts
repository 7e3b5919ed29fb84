import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { fulfilmentOfMany } from '../fulfilment/fulfilment.facts';
import { cartItems, carts } from '../../../../db/schema/carts';
import { products, suppliers } from '../../../../db/schema/catalogue';
import { users } from '../../../../db/schema/identity';
import { organizations } from '../../../../db/schema/organizations';
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
        supplierId: l.supplierId,
        productName: l.productName,
        productUnit: l.unit,
        supplierName: l.supplierName,
        quantity: l.quantity,
        unitPrice: l.price,
        totalPrice: money(cents(l.price) * l.quantity),
      })),
    );
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
    return { order: order!, events: [event] };
  });
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

export async function getOrder(db: Db, organizationId: string, id: string) {
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
  const fulfilment = await fulfilmentOfMany(
    db,
    parts.map((p) => p.part.id),
  );
  return {
    ...row,
    items,
    supplierOrders: parts.map((p) => ({
      ...p,
      timeline: timeline.filter((e) => e.supplierOrderId === p.part.id),
      lines: items.filter((i) => i.supplierOrderId === p.part.id),
      fulfilment: fulfilment.get(p.part.id)!,
    })),
  };
}

/** The organization's order, locked for the change that follows; another tenant's is not found. */
async function lockOrderStatus(tx: DbOrTx, input: { organizationId: string; id: string }) {
  const [row] = await tx
    .select({ status: purchaseOrders.status })
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

/**
 * What the buyer may ask of the order's status: APPROVED approves every pending line, CANCELLED
 * cancels it; the rest follows from the lines and the supplier orders, so asking for it is a 409.
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
  },
) {
  if (input.to === input.from) return { events: [] as DomainEvent[], cancelled: [] as SupplierOrderRow[] };
  if (input.to === 'CANCELLED') {
    const { events, cancelled } = await cancelWholeOrder(tx, {
      id: input.id,
      actorName: input.actorName,
      reason: input.reason,
    });
    return { events, cancelled };
  }
  if (input.to === 'APPROVED' && input.from === 'PENDING') {
    const pending = await tx
      .update(purchaseOrderItems)
      .set({ status: 'APPROVED', updatedAt: sql`now()` })
      .where(and(eq(purchaseOrderItems.purchaseOrderId, input.id), eq(purchaseOrderItems.status, 'PENDING')))
      .returning({ id: purchaseOrderItems.id });
    const events: DomainEvent[] = pending.map((item) => ({
      type: 'purchase_order.item_status_changed',
      organizationId: input.organizationId,
      data: { orderId: input.id, itemId: item.id, from: 'PENDING', to: 'APPROVED', adminNotes: null },
    }));
    return { events, cancelled: [] as SupplierOrderRow[] };
  }
  throw new ApiError({
    code: 'CONFLICT',
    message: `O status do pedido segue os itens e os pedidos aos fornecedores: não passa de ${LABEL[input.from]} para ${LABEL[input.to]} por aqui`,
  });
}

/** Approves or cancels the order (the only statuses a buyer asks for); supplier orders follow. */
export async function updateOrderStatus(
  db: Db,
  input: { organizationId: string; id: string; status: OrderStatus; notes?: string | null; actorName: string | null },
) {
  return db.transaction(async (tx) => {
    const current = await lockOrderStatus(tx, input);
    if (input.notes !== undefined) {
      await tx.update(purchaseOrders).set({ notes: input.notes }).where(eq(purchaseOrders.id, input.id));
    }
    const requested = await applyRequestedStatus(tx, {
      ...input,
      from: current.status,
      to: input.status,
      reason: input.notes,
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
  },
) {
  return db.transaction(async (tx) => {
    const current = await lockOrderStatus(tx, input);
    const result = await cancelOneSupplierOrder(tx, input);
    return withStatusEvent(input, current.status, result);
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

/** Decides several items (and optionally the order) at once; items of other orders refuse the whole batch. */
export async function updateItems(
  db: Db,
  input: { organizationId: string; id: string; body: BulkItemsInput; actorName: string | null },
) {
  return db.transaction(async (tx) => {
    const order = await lockOrderStatus(tx, input);
    const ids = input.body.items.map((i) => i.itemId);
    const existing = await tx
      .select({ id: purchaseOrderItems.id, status: purchaseOrderItems.status })
      .from(purchaseOrderItems)
      .where(and(eq(purchaseOrderItems.purchaseOrderId, input.id), inArray(purchaseOrderItems.id, ids)));
    if (existing.length !== new Set(ids).size)
      throw new ApiError({ code: 'BAD_REQUEST', message: 'Alguns itens não pertencem a este pedido' });
    await assertLinesStillOpen(tx, ids);
    const events: DomainEvent[] = [];
    for (const item of input.body.items) {
      const before = existing.find((e) => e.id === item.itemId)!;
      await tx
        .update(purchaseOrderItems)
        .set({
          status: item.status,
          ...(item.admin_notes !== undefined ? { adminNotes: item.admin_notes } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(purchaseOrderItems.id, item.itemId));
      if (before.status !== item.status) {
        events.push({
          type: 'purchase_order.item_status_changed',
          organizationId: input.organizationId,
          data: {
            orderId: input.id,
            itemId: item.itemId,
            from: before.status,
            to: item.status,
            adminNotes: item.admin_notes ?? null,
          },
        });
      }
    }
    let cancelled: SupplierOrderRow[] = [];
    if (input.body.orderStatus) {
      // Asked after the lines: "approve these, reject those, and approve the rest".
      const { status: now } = (await deriveOrder(tx, input.id)) as OrderRow;
      const requested = await applyRequestedStatus(tx, {
        ...input,
        from: now,
        to: input.body.orderStatus,
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
