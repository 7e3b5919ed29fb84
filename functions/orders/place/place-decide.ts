import type { purchaseOrders } from '../../../db/schema/purchase-orders';
import type { DomainEvent } from '../../platform/domain-event';
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
import { judgeBudgets } from '../../budgets/budget-check';
import { usageFromRows } from '../../budgets/budget-usage';
import { addressSnapshot } from '../../organizations/delivery-addresses.service';
import { planCheckoutSteps, ruleSetFromRows } from '../decide/approval-steps';
import { orderCreatedEmails, salesOn } from '../notices/order-notifications';
import { settleInMemory, type PlannedMove } from '../move/settlement';
import type { OrderSource, PlaceConfig, SupplierAsk } from './order-source';
import type { PlaceLine, PlaceRead } from './place-read';

/**
 * Placing an order, decided (pure: rows in, a plan out, no database): in the order the transactional
 * checkout decided it — the lines (none, a product gone), each supplier's group against its minimum and
 * what was asked of it, the addresses, the cost centre, the supplier orders and lines, the approval
 * steps and budgets, the parts approved automatically leaving at once, and who hears of it. A refusal
 * is an ApiError with the buyer's message. place-decide.test.ts is its table of cases.
 */

const cents = (value: string) => Math.round(Number(value) * 100);
const money = (c: number) => (c / 100).toFixed(2);
const refuse = (message: string) => new ApiError({ code: 'VALIDATION_ERROR', message });
const lineCents = (line: PlaceLine) => cents(line.price) * line.quantity;

/**
 * The buyer need not describe an order (the number and the suppliers already name it): without a
 * description it is stored as its suppliers' names ("Hortifruti Vale Verde e Boi Nobre"), so the list,
 * the PDF, the CSV and every e-mail keep a name to show.
 */
const describeOrder = (asked: string | undefined, supplierNames: string[]) =>
  asked || new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(supplierNames).slice(0, 500);

/** Nothing to place, or a line whose product left the catalogue: never dropped in silence, the buyer removes it first. */
function checkLines(read: PlaceRead, source: OrderSource) {
  if (read.lines.length === 0) {
    const message =
      source.origin.kind === 'quote' ? 'Nenhuma linha foi escolhida para fechar a cotação' : 'Seu carrinho está vazio';
    throw new ApiError({ code: 'BAD_REQUEST', message });
  }
  const gone = read.lines.find((l) => !l.available);
  if (gone) throw new ApiError({ code: 'BAD_REQUEST', message: leftCatalogueMessage(gone.productName) });
}

type SupplierGroup = { supplierId: string; totalCents: number; first: PlaceLine };

/** A leaving group against what the buyer asked of its supplier: a day it can deliver, a term it offers. */
function checkAsk({ first }: SupplierGroup, asked: SupplierAsk | undefined, now: Date) {
  const { supplierName, leadTimeDays, paymentTerms } = first;
  const when = [`prazo de ${leadTimeDays} ${leadTimeDays === 1 ? 'dia' : 'dias'}`, deliveryTermsText(first)].filter(
    Boolean,
  );
  const day = asked?.requestedDeliveryDate;
  const earliest = earliestDelivery(first, now);
  if (day && day < earliest) {
    throw refuse(`${supplierName} entrega a partir de ${formatDay(earliest)} (${when.join('; ')})`);
  }
  const days = first.deliveryWeekdays;
  if (day && days.length && !days.includes(weekdayOf(day))) {
    throw refuse(`${supplierName} não entrega em ${formatDay(day)} (${when.join('; ')})`);
  }
  if (asked?.paymentTerm && !paymentTerms.includes(asked.paymentTerm)) {
    throw refuse(
      `${supplierName} não aceita "${asked.paymentTerm}"; aceita: ${paymentTerms.join(', ') || 'a combinar'}`,
    );
  }
}

/**
 * The lines per supplier that leave now, with what the buyer asked of each. A group below its
 * supplier's minimum stays in the cart (one supplier's problem never holds the others back); only a
 * cart with no group at its minimum is refused, with what is missing. A date before a leaving group's
 * lead time or a payment term its supplier does not offer refuses the checkout.
 */
export function supplierGroups(lines: PlaceLine[], asks: SupplierAsk[], now = new Date()) {
  const groups = new Map<string, SupplierGroup>();
  for (const line of lines) {
    const group = groups.get(line.supplierId) ?? { supplierId: line.supplierId, totalCents: 0, first: line };
    group.totalCents += lineCents(line);
    groups.set(line.supplierId, group);
  }
  if (asks.some((asked) => !groups.has(asked.supplierId))) {
    throw refuse('Há condições para um fornecedor que não está no carrinho');
  }
  const all = [...groups.values()];
  const ready = all.filter((g) => minimumShortfall(g.first.minimumOrderValue, g.totalCents) === 0);
  if (ready.length === 0) {
    const { first, totalCents } = all[0]!;
    throw refuse(minimumMessage(first.supplierName, minimumShortfall(first.minimumOrderValue, totalCents)));
  }
  return ready.map((group) => {
    const asked = asks.find((t) => t.supplierId === group.supplierId);
    checkAsk(group, asked, now);
    const { supplierId, totalCents } = group;
    return { supplierId, supplierName: group.first.supplierName, totalCents, terms: asked };
  });
}

type Group = ReturnType<typeof supplierGroups>[number];

/** The groups that leave and their lines; a cotação leaves whole (a winner below its minimum refuses it). */
function leavingGroups(read: PlaceRead, source: OrderSource, now: Date) {
  const groups = supplierGroups(read.lines, source.suppliers, now);
  const leaving = new Set(groups.map((g) => g.supplierId));
  const short = source.origin.kind === 'quote' ? read.lines.find((l) => !leaving.has(l.supplierId)) : undefined;
  if (short) {
    const subtotal = read.lines
      .filter((l) => l.supplierId === short.supplierId)
      .reduce((sum, l) => sum + lineCents(l), 0);
    throw refuse(minimumMessage(short.supplierName, minimumShortfall(short.minimumOrderValue, subtotal)));
  }
  // The lines of the groups that leave now; the others stay in the cart, untouched.
  return { groups, lines: read.lines.filter((l) => leaving.has(l.supplierId)) };
}

export const NO_ADDRESS_MESSAGE =
  'Cadastre um endereço de entrega antes de enviar o pedido (Configurações › Endereços): o fornecedor precisa saber onde entregar';

/**
 * Each group's address (asked for, or the default) as the supplier order keeps it; refused where not
 * served, and refused when the organization has no address yet.
 */
function deliveriesOf(read: PlaceRead, groups: Group[]) {
  const rows = read.addresses;
  for (const group of groups) {
    const id = group.terms?.deliveryAddressId;
    if (id && !rows.some((r) => r.address.id === id)) {
      throw refuse('Endereço de entrega não encontrado nesta organização');
    }
  }
  const fallback = rows.find((r) => r.address.isDefault) ?? null;
  const served = new Map<string, Set<string>>();
  for (const row of read.served) served.set(row.supplierId, (served.get(row.supplierId) ?? new Set()).add(row.cityId));
  return groups.map((g) => {
    const id = g.terms?.deliveryAddressId;
    const address = id ? rows.find((r) => r.address.id === id)! : fallback;
    // A supplier cannot deliver "a combinar": an order leaves with the address it goes to.
    if (!address) throw refuse(NO_ADDRESS_MESSAGE);
    const cities = served.get(g.supplierId);
    if (cities && !cities.has(address.city.id)) throw refuse(notServedMessage(g.supplierName, address.city));
    return addressSnapshot(address);
  });
}

/** The cost centre the order is charged to; one asked for that is not the organization's is refused. */
function costCentreOf(read: PlaceRead, source: OrderSource) {
  if (source.costCentreId && read.costCentre?.length === 0) throw refuse('Centro de custo inválido');
  return read.costCentre?.[0]?.id ?? null;
}

type Header = {
  orderId: string;
  number: number;
  organizationId: string;
  organization: PlaceRead['organization'];
  now: Date;
};

/** One supplier order per leaving group, numbered "<order>-<n>", waiting for approval. */
function partsOf(header: Header, groups: Group[], deliveries: ReturnType<typeof deliveriesOf>) {
  return groups.map((g, index) => ({
    id: crypto.randomUUID(),
    purchaseOrderId: header.orderId,
    organizationId: header.organizationId,
    supplierId: g.supplierId,
    number: `${header.number}-${index + 1}`,
    status: 'AWAITING_APPROVAL' as const,
    buyerName: header.organization.name,
    buyerCnpj: header.organization.cnpj,
    deliveryAddress: deliveries[index],
    requestedDeliveryDate: g.terms?.requestedDeliveryDate ?? null,
    paymentTerm: g.terms?.paymentTerm ?? null,
    notes: g.terms?.notes ?? null,
    totalAmount: money(g.totalCents),
  }));
}

type Part = ReturnType<typeof partsOf>[number];

/**
 * Each part's approval steps under the rule set in force, the parts over budget sent up to the owner;
 * budgets only with a cost centre (the write locks their rows and re-checks what the parts that fit ask).
 */
function approvalsOf(read: PlaceRead, header: Header, costCentreId: string | null, parts: Part[], lines: PlaceLine[]) {
  const { organization } = header;
  const approvalParts = parts.map((p) => ({
    supplierOrderId: p.id,
    number: p.number,
    supplierId: p.supplierId,
    supplierName: lines.find((l) => l.supplierId === p.supplierId)!.supplierName,
    lines: lines
      .filter((l) => l.supplierId === p.supplierId)
      .map((l) => ({ categoryId: l.categoryId, amountCents: lineCents(l) })),
  }));
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
    organizationId: header.organizationId,
    ruleSet: ruleSetFromRows(read.rules),
    overBudget: judged.over,
    parts: approvalParts,
    placedByRole: organization.placedByRole,
    now: header.now,
  });
  const budget = costCentreId
    ? {
        costCentreId,
        budgetIds: usage.map((b) => b.budgetId),
        policy: organization.policy,
        month: organization.month,
        fitting: judged.fitting,
      }
    : null;
  return { steps, budget };
}

/** The order's lines; those of a part approved automatically leave for their supplier in this same write. */
function itemsOf(orderId: string, lines: PlaceLine[], parts: Part[], automatic: Set<string>) {
  return lines.map((l) => {
    const partId = parts.find((p) => p.supplierId === l.supplierId)!.id;
    return {
      id: crypto.randomUUID(),
      purchaseOrderId: orderId,
      supplierOrderId: partId,
      productId: l.productId,
      categoryId: l.categoryId,
      supplierId: l.supplierId,
      productName: l.productName,
      productUnit: l.unit,
      supplierName: l.supplierName,
      quantity: l.quantity,
      unitPrice: l.price,
      totalPrice: money(lineCents(l)),
      status: automatic.has(partId) ? ('APPROVED' as const) : ('PENDING' as const),
    };
  });
}

type Item = ReturnType<typeof itemsOf>[number];
type OrderStatus = (typeof purchaseOrders.$inferSelect)['status'];
type Steps = ReturnType<typeof planCheckoutSteps>;

/**
 * The parts approved automatically are sent now (settlement.ts, on the rows in memory): the order's
 * status and total follow, with the moves to write and their events. None: the order waits, whole.
 */
function settleAutomatic(header: Header, parts: Part[], items: Item[], steps: Steps, totalCents: number) {
  if (steps.automatic.length === 0) {
    const status: OrderStatus = 'PENDING';
    const totalAmount: string | null = money(totalCents);
    return { status, totalAmount, moves: [] as PlannedMove[], events: [] as DomainEvent[] };
  }
  return settleInMemory({
    order: { id: header.orderId, number: header.number, organizationId: header.organizationId },
    parts: parts.map((p) => ({ id: p.id, status: p.status, number: p.number })),
    items: items.map((i) => ({
      ...i,
      acceptedQuantity: null,
      cancelledQuantity: 0,
      shortQuantity: 0,
      supplierStatus: 'PENDING' as const,
    })) as Parameters<typeof settleInMemory>[0]['items'],
    actorName: steps.actorName,
    now: header.now,
  });
}

/** The order's row: its number and name, who placed it, the cost centre and the lines as they were placed. */
function orderRow(header: Header, source: OrderSource, lines: PlaceLine[], fields: OrderFields) {
  return {
    id: header.orderId,
    number: header.number,
    description: fields.description,
    notes: source.notes ?? null,
    status: fields.status,
    clientId: source.placedBy.userId,
    organizationId: header.organizationId,
    costCentreId: fields.costCentreId,
    supplierIds: fields.supplierIds,
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
    totalAmount: fields.totalAmount,
  };
}

type OrderFields = {
  description: string;
  status: OrderStatus;
  costCentreId: string | null;
  supplierIds: string[];
  totalAmount: string | null;
};

/**
 * Who hears of the new order: purchase_order.created (with the total as placed), and the managers by
 * e-mail, only when some part of it waits for them.
 */
function noticesOf(read: PlaceRead, source: OrderSource, cfg: PlaceConfig, order: Order, placed: Placed) {
  const { organization } = read;
  const created: DomainEvent = {
    type: 'purchase_order.created',
    organizationId: order.organizationId,
    data: {
      orderId: order.id,
      number: order.number,
      totalAmount: placed.totalCents / 100,
      supplierIds: order.supplierIds,
      clientId: source.placedBy.userId,
    },
  };
  const emails = orderCreatedEmails({
    appUrl: cfg.appUrl,
    on: salesOn(organization.metadata) && placed.automatic < placed.parts,
    organizationName: organization.name,
    managers: read.managers.map((m) => m.email),
    orderId: order.id,
    number: order.number,
    description: order.description,
    total: Number(order.totalAmount),
    creatorName: source.placedBy.userName,
  });
  return { created, emails };
}

type Order = ReturnType<typeof orderRow>;
type Placed = { totalCents: number; automatic: number; parts: number };

/**
 * The plan of an order placed from `source` on what was read: the rows to write, what the write must
 * guard (the number, the budgets), the moves of the parts approved automatically, the events and
 * e-mails; or the ApiError that refuses it.
 */
export function decidePlace(read: PlaceRead, source: OrderSource, cfg: PlaceConfig, now = new Date()) {
  checkLines(read, source);
  const { groups, lines } = leavingGroups(read, source, now);
  const deliveries = deliveriesOf(read, groups);
  const costCentreId = costCentreOf(read, source);
  const { organization } = read;
  const organizationId = source.placedBy.organizationId;
  const header = { orderId: crypto.randomUUID(), number: organization.sequence + 1, organizationId, organization, now };
  const parts = partsOf(header, groups, deliveries);
  const { steps, budget } = approvalsOf(read, header, costCentreId, parts, lines);
  const items = itemsOf(header.orderId, lines, parts, new Set(steps.automatic));
  const totalCents = lines.reduce((sum, l) => sum + lineCents(l), 0);
  const settled = settleAutomatic(header, parts, items, steps, totalCents);
  const order = orderRow(header, source, lines, {
    description: describeOrder(
      source.description,
      groups.map((g) => g.supplierName),
    ),
    status: settled.status,
    costCentreId,
    supplierIds: groups.map((g) => g.supplierId),
    totalAmount: settled.totalAmount,
  });
  const placed = { totalCents, automatic: steps.automatic.length, parts: parts.length };
  const { created, emails } = noticesOf(read, source, cfg, order, placed);
  return {
    number: header.number,
    budget,
    order,
    parts,
    items,
    steps: steps.rows,
    audits: steps.audits,
    moves: settled.moves,
    /** purchase_order.created, then (after the source's own events) the automatic parts' moves. */
    events: { created, moves: settled.events },
    emails,
    // null: every line left (the whole cart); else the products that did (groups below their minimum stay).
    leftProducts: lines.length === read.lines.length ? null : lines.flatMap((l) => (l.productId ? [l.productId] : [])),
  };
}

export type PlacePlan = ReturnType<typeof decidePlace>;
