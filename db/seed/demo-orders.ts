import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { addDays, todayInSaoPaulo } from '../../functions/platform/brazil';
import {
  derivePurchaseOrderStatus,
  lineCents,
  lineCounts,
  type SupplierOrderStatus,
} from '../../functions/orders/move/supplier-order-machine';
import { deliveryAddresses } from '../schema/delivery-addresses';
import { fulfilDemoPart, type FulfilPlan } from './demo-fulfilment';
import { organizations } from '../schema/organizations';
import {
  purchaseOrderItems,
  purchaseOrders,
  supplierOrderEvents,
  supplierOrders,
  type DeliveryAddressSnapshot,
} from '../schema/purchase-orders';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];
type Product = { id: string; name: string; unit: string; price: string; supplierId: string; supplierName: string };
type LineAnswer = { accept?: number; refuse?: 'SEM_ESTOQUE' | 'PRECO_ALTERADO'; note?: string };

/** One supplier's part of a demo order: its lines (product index, quantity, answer) and where it stands. */
interface DemoPart {
  supplier: number;
  lines: [product: number, quantity: number, answer?: LineAnswer][];
  state: SupplierOrderStatus;
  cancelReason?: string;
  /** What happened after the confirmation (run through the fulfilment services). */
  fulfil?: FulfilPlan;
}

const DAY = 86_400_000;

/**
 * The demo restaurant's orders, one in every state a supplier order can be in (awaiting approval,
 * sent and unread, confirmed with a refused line, refused, cancelled after sending; then shipped in
 * part, delivered and waiting to be checked, completed on time with a credit, completed late),
 * written the way the API leaves them: numbers, snapshots, timelines, derived statuses and totals.
 * Fulfilment runs through its services, each step moved back to its day.
 */
const DEMO_ORDERS: { description: string; daysAgo: number; parts: DemoPart[] }[] = [
  {
    description: 'Reposição de hortifrúti e carnes',
    daysAgo: 9,
    parts: [
      {
        supplier: 0,
        lines: [
          [0, 10, { accept: 10 }],
          [1, 6, { accept: 4 }],
          [2, 5, { refuse: 'SEM_ESTOQUE', note: 'Volta na quinta' }],
        ],
        state: 'ACKNOWLEDGED',
      },
      { supplier: 1, lines: [[0, 8, { accept: 8 }]], state: 'ACKNOWLEDGED', fulfil: 'delivered-to-check' },
    ],
  },
  {
    description: 'Laticínios da semana',
    daysAgo: 6,
    parts: [
      {
        supplier: 2,
        lines: [
          [0, 12, { refuse: 'PRECO_ALTERADO', note: 'Tabela nova a partir de segunda' }],
          [1, 6, { refuse: 'SEM_ESTOQUE' }],
        ],
        state: 'REFUSED',
      },
    ],
  },
  {
    description: 'Pedido do evento de sábado',
    daysAgo: 4,
    parts: [
      {
        supplier: 1,
        lines: [
          [1, 5],
          [2, 4],
        ],
        state: 'CANCELLED',
        cancelReason: 'Evento adiado pelo cliente',
      },
    ],
  },
  {
    description: 'Compra semanal',
    daysAgo: 1,
    parts: [
      {
        supplier: 0,
        lines: [
          [0, 8],
          [3, 4],
        ],
        state: 'SENT',
      },
      { supplier: 3, lines: [[0, 10]], state: 'SENT' },
    ],
  },
  {
    description: 'Hortifrúti para o fim de semana',
    daysAgo: 0,
    parts: [
      {
        supplier: 0,
        lines: [
          [1, 6],
          [2, 3],
        ],
        state: 'AWAITING_APPROVAL',
      },
    ],
  },
  {
    description: 'Compras do mês',
    daysAgo: 28,
    parts: [
      {
        supplier: 0,
        lines: [
          [0, 12, { accept: 12 }],
          [3, 6, { accept: 6 }],
        ],
        state: 'ACKNOWLEDGED',
        fulfil: 'completed-with-credit',
      },
      { supplier: 2, lines: [[0, 10, { accept: 10 }]], state: 'ACKNOWLEDGED', fulfil: 'completed-late' },
    ],
  },
  {
    description: 'Carnes para o festival',
    daysAgo: 16,
    parts: [
      {
        supplier: 1,
        lines: [
          [0, 10, { accept: 10 }],
          [1, 6, { accept: 6 }],
        ],
        state: 'ACKNOWLEDGED',
        fulfil: 'completed-late',
      },
    ],
  },
  {
    description: 'Reposição de secos',
    daysAgo: 12,
    parts: [
      {
        supplier: 3,
        lines: [
          [0, 10, { accept: 10 }],
          [1, 8, { accept: 8 }],
        ],
        state: 'ACKNOWLEDGED',
        fulfil: 'partly-shipped',
      },
    ],
  },
];

export async function insertDemoOrders(
  tx: Tx,
  input: {
    organizationId: string;
    buyer: { name: string; cnpj: string };
    clientId: string;
    approverName: string;
    /** Each demo supplier's products (the first few of its catalogue), in DEMO_SUPPLIERS order. */
    products: Product[][];
    address: DeliveryAddressSnapshot;
    /** Who receives goods at the door in the demo's stories. */
    receiver: { id: string; name: string };
    now?: Date;
  },
) {
  const now = input.now ?? new Date();
  const stories: Parameters<typeof fulfilDemoPart>[1][] = [];
  let number = 0;
  for (const demo of DEMO_ORDERS) {
    number += 1;
    const placedAt = new Date(now.getTime() - demo.daysAgo * DAY - 3 * 3_600_000);
    const sentAt = new Date(placedAt.getTime() + 3_600_000);
    const answeredAt = new Date(sentAt.getTime() + 5 * 3_600_000);
    const placedDay = todayInSaoPaulo(placedAt);
    const lines = demo.parts.flatMap((part) =>
      part.lines.map(([index, quantity, answer]) => {
        const product = input.products[part.supplier]![index]!;
        const approved = part.state !== 'AWAITING_APPROVAL';
        return {
          part,
          product,
          quantity,
          status: (part.state === 'CANCELLED' ? 'CANCELLED' : approved ? 'APPROVED' : 'PENDING') as
            'PENDING' | 'APPROVED' | 'CANCELLED',
          supplierStatus: (answer?.refuse ? 'REFUSED' : answer?.accept ? 'ACCEPTED' : 'PENDING') as
            'PENDING' | 'ACCEPTED' | 'REFUSED',
          acceptedQuantity: answer?.accept ?? null,
          refusalReason: answer?.refuse ?? null,
          supplierNote: answer?.note ?? null,
          unitPrice: product.price,
        };
      }),
    );
    const status = derivePurchaseOrderStatus(
      lines,
      demo.parts.map((p) => ({ status: p.state })),
    );
    const cents = (ls: typeof lines) => ls.filter(lineCounts).reduce((sum, l) => sum + lineCents(l), 0);
    const total = cents(lines);
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        number,
        description: demo.description,
        status,
        clientId: input.clientId,
        organizationId: input.organizationId,
        supplierIds: [...new Set(lines.map((l) => l.product.supplierId))],
        totalAmount: total > 0 ? (total / 100).toFixed(2) : null,
        createdAt: placedAt,
        updatedAt: answeredAt,
      })
      .returning({ id: purchaseOrders.id });
    for (const [index, part] of demo.parts.entries()) {
      const mine = lines.filter((l) => l.part === part);
      const sent = part.state !== 'AWAITING_APPROVAL';
      const answered = part.state === 'ACKNOWLEDGED' || part.state === 'REFUSED';
      const promisedDate = part.state === 'ACKNOWLEDGED' ? addDays(placedDay, 2) : null;
      const [supplierOrder] = await tx
        .insert(supplierOrders)
        .values({
          purchaseOrderId: order!.id,
          organizationId: input.organizationId,
          supplierId: mine[0]!.product.supplierId,
          number: `${number}-${index + 1}`,
          status: part.state,
          buyerName: input.buyer.name,
          buyerCnpj: input.buyer.cnpj,
          deliveryAddress: input.address,
          requestedDeliveryDate: addDays(placedDay, 2),
          paymentTerm: 'Boleto 28 dias',
          notes: index === 0 ? 'Entregar pela porta dos fundos, das 7h às 10h.' : null,
          totalAmount: (cents(mine) / 100).toFixed(2),
          promisedDate,
          sentAt: sent ? sentAt : null,
          acknowledgedAt: answered ? answeredAt : null,
          cancelledAt: part.state === 'CANCELLED' ? answeredAt : null,
          cancelReason: part.cancelReason ?? null,
          readAt: answered ? sentAt : null,
          createdAt: placedAt,
          updatedAt: sent ? answeredAt : placedAt,
        })
        .returning({ id: supplierOrders.id });
      await tx.insert(purchaseOrderItems).values(
        mine.map((l) => ({
          purchaseOrderId: order!.id,
          supplierOrderId: supplierOrder!.id,
          productId: l.product.id,
          supplierId: l.product.supplierId,
          productName: l.product.name,
          productUnit: l.product.unit,
          supplierName: l.product.supplierName,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          totalPrice: ((Number(l.unitPrice) * 100 * l.quantity) / 100).toFixed(2),
          status: l.status,
          supplierStatus: l.supplierStatus,
          acceptedQuantity: l.acceptedQuantity,
          refusalReason: l.refusalReason,
          supplierNote: l.supplierNote,
          createdAt: placedAt,
        })),
      );
      const events: (typeof supplierOrderEvents.$inferInsert)[] = [];
      if (sent) {
        events.push({
          supplierOrderId: supplierOrder!.id,
          action: 'send',
          fromStatus: 'AWAITING_APPROVAL',
          toStatus: 'SENT',
          actorName: input.approverName,
          createdAt: sentAt,
        });
      }
      if (answered) {
        events.push({
          supplierOrderId: supplierOrder!.id,
          action: part.state === 'REFUSED' ? 'refuse' : 'acknowledge',
          fromStatus: 'SENT',
          toStatus: part.state,
          actorName: `Equipe ${mine[0]!.product.supplierName}`,
          data: {
            promisedDate,
            refused: mine
              .filter((l) => l.supplierStatus === 'REFUSED')
              .map((l) => ({ product: l.product.name, reason: l.refusalReason, note: l.supplierNote })),
          },
          createdAt: answeredAt,
        });
      }
      if (part.state === 'CANCELLED') {
        events.push({
          supplierOrderId: supplierOrder!.id,
          action: 'cancel',
          fromStatus: 'SENT',
          toStatus: 'CANCELLED',
          actorName: input.approverName,
          data: { reason: part.cancelReason },
          createdAt: answeredAt,
        });
      }
      if (events.length > 0) await tx.insert(supplierOrderEvents).values(events);
      if (part.fulfil) {
        stories.push({
          plan: part.fulfil,
          organizationId: input.organizationId,
          purchaseOrderId: order!.id,
          supplierOrderId: supplierOrder!.id,
          supplierId: mine[0]!.product.supplierId,
          answeredAt,
          receiver: input.receiver,
          approverName: input.approverName,
        });
      }
    }
  }
  // After every order exists: the fulfilment services derive the purchase orders again as they go.
  for (const story of stories) await fulfilDemoPart(tx, story);
  await tx.update(organizations).set({ orderSequence: number }).where(eq(organizations.id, input.organizationId));
}

/** Where the demo organizations receive goods (the restaurant has two; its kitchen is the default). */
export async function insertDemoAddresses(
  tx: Tx,
  input: { restaurantId: string; bakeryId: string; cityId: (name: string) => string },
): Promise<DeliveryAddressSnapshot> {
  const kitchen = {
    label: 'Cozinha central',
    cep: '01304001',
    street: 'Rua Augusta',
    number: '1500',
    complement: 'Entrada de serviço',
    district: 'Consolação',
  };
  await tx.insert(deliveryAddresses).values([
    { ...kitchen, organizationId: input.restaurantId, cityId: input.cityId('São Paulo'), isDefault: true },
    {
      organizationId: input.restaurantId,
      label: 'Filial Campinas',
      cep: '13015904',
      street: 'Avenida Francisco Glicério',
      number: '1000',
      district: 'Centro',
      cityId: input.cityId('Campinas'),
    },
    {
      organizationId: input.bakeryId,
      label: 'Padaria',
      cep: '22270000',
      street: 'Rua Voluntários da Pátria',
      number: '100',
      district: 'Botafogo',
      cityId: input.cityId('Rio de Janeiro'),
      isDefault: true,
    },
  ]);
  // What the restaurant's demo orders were sent to.
  return { ...kitchen, city: 'São Paulo', state: 'SP' };
}
