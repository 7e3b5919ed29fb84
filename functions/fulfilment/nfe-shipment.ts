import { and, eq, sql } from 'drizzle-orm';
import { products, suppliers } from '../../db/schema/catalogue';
import { shipments } from '../../db/schema/fulfilment';
import { organizations } from '../../db/schema/organizations';
import { purchaseOrderItems, supplierOrders } from '../../db/schema/purchase-orders';
import { batch, type Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { formatCents, todayInSaoPaulo } from '../platform/brazil';
import { nfeXmlReader, checkNfeParties, decodeNfeXml, type NfeDocument, type NfeXmlRefusal } from './nfe-xml';
import { matchNfeItems } from './nfe-matching';
import { shippableLine, supplierOrderOf, type NfeFacts } from './shipments.service';
import type { ShipmentInput } from './fulfilment.schemas';

const CODE_OF = { 400: 'BAD_REQUEST', 409: 'CONFLICT', 413: 'PAYLOAD_TOO_LARGE' } as const;
const refused = (r: NfeXmlRefusal) => new ApiError({ code: CODE_OF[r.status], message: r.message });

/**
 * What an authorised NF-e would ship of a supplier order, read and checked, nothing written: the note
 * (its text as it is kept; key, number, series, amount, installments), each order line it names with
 * the quantity and how it was matched, a unit that differs from the order's, and what stops the
 * shipment — items that are no line of the order, quantities past what may still ship or not whole.
 * The supplier sees this before confirming; confirming ships exactly what it shows (`shipmentFromNfe`).
 */
export async function previewNfeShipment(db: Db, input: { supplierId: string; id: string; body: Uint8Array }) {
  // The order first: another supplier's is a 404 whatever it sends.
  const [order] = await db
    .select({
      id: supplierOrders.id,
      number: supplierOrders.number,
      status: supplierOrders.status,
      organizationId: supplierOrders.organizationId,
      supplierCnpj: suppliers.cnpj,
      buyerCnpj: organizations.cnpj,
    })
    .from(supplierOrders)
    .innerJoin(suppliers, eq(suppliers.id, supplierOrders.supplierId))
    .innerJoin(organizations, eq(organizations.id, supplierOrders.organizationId))
    .where(and(eq(supplierOrders.id, input.id), supplierOrderOf({ supplierId: input.supplierId })));
  if (!order) throw notFound('Pedido não encontrado');
  const xml = xmlOfBody(input.body);
  const read = (await nfeXmlReader())(xml);
  if (!read.ok) throw refused(read);
  const { nfe } = read;
  const [lines, [used]] = await batch(db, [
    db
      .select({
        id: purchaseOrderItems.id,
        productName: purchaseOrderItems.productName,
        productUnit: purchaseOrderItems.productUnit,
        sku: products.sku,
        gtin: products.gtin,
        remaining: sql<number>`(coalesce(${purchaseOrderItems.acceptedQuantity}, 0) - ${purchaseOrderItems.shippedQuantity} - ${purchaseOrderItems.cancelledQuantity})::int`,
      })
      .from(purchaseOrderItems)
      .leftJoin(products, eq(products.id, purchaseOrderItems.productId))
      // The order was found in this supplier's scope above.
      .where(and(eq(purchaseOrderItems.supplierOrderId, order.id), shippableLine)),
    db
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.supplierId, input.supplierId), eq(shipments.nfeKey, nfe.key))),
  ]);
  const parties = checkNfeParties(nfe, { supplierCnpj: order.supplierCnpj, buyerCnpj: order.buyerCnpj });
  if (parties) throw refused(parties);
  // A homologation note has no fiscal value: shipping under it would make a payable of nothing owed.
  if (nfe.environment === 'homologation') {
    throw new ApiError({
      code: 'CONFLICT',
      message:
        'Esta NF-e foi emitida em ambiente de homologação (tpAmb 2), sem valor fiscal: envie a nota autorizada em produção',
    });
  }
  if (used) {
    throw new ApiError({
      code: 'CONFLICT',
      message: `A NF-e ${nfe.key} já foi usada em outra remessa deste fornecedor`,
    });
  }
  const match = matchNfeItems(nfe.items, lines);
  return { order, xml, nfe, match, problems: problemsOf(match) };
}

/** The XML's text from the body's bytes (decodeNfeXml: UTF-8, or ISO-8859-1 as declared; kept as decoded). */
function xmlOfBody(body: Uint8Array): string {
  const decoded = decodeNfeXml(body);
  if (!decoded.ok) throw refused(decoded);
  if (!decoded.xml.trim()) {
    throw new ApiError({ code: 'BAD_REQUEST', message: 'Envie o XML da NF-e autorizada no corpo da requisição' });
  }
  return decoded.xml;
}

export type NfeShipmentPreview = Awaited<ReturnType<typeof previewNfeShipment>>;

/** Why the NF-e cannot ship this order, in the words a supplier reads (none: it can). */
function problemsOf(match: ReturnType<typeof matchNfeItems>) {
  const items = (list: { itemNumber: number; description: string }[]) =>
    list.map((i) => `item ${i.itemNumber} (${i.description})`).join(', ');
  return [
    ...(match.notInOrder.length ? [`Itens da NF-e que não estão neste pedido: ${items(match.notInOrder)}`] : []),
    ...match.lines
      .filter((l) => l.over > 0)
      .map(
        (l) =>
          `${l.line.productName}: a NF-e envia ${l.quantity} ${l.line.productUnit}, mais que os ${l.line.remaining} aceitos que faltam enviar`,
      ),
    ...(match.fractional.length
      ? [`Quantidades que não são inteiras na unidade do pedido: ${items(match.fractional)}`]
      : []),
    ...(match.lines.length === 0 ? ['Nenhum item da NF-e é deste pedido'] : []),
  ];
}

/** The shipment the preview stands for, in the typed form's own shape (the one write path). */
export function shipmentFromNfe(
  preview: NfeShipmentPreview,
  extra: Pick<ShipmentInput, 'carrier' | 'trackingCode' | 'expectedDeliveryDate'>,
): ShipmentInput & { nfe: NfeFacts } {
  if (preview.problems.length) throw new ApiError({ code: 'CONFLICT', message: preview.problems.join('; ') });
  const { nfe, match } = preview;
  return {
    lines: match.lines.map((l) => ({ itemId: l.line.id, quantity: l.quantity })),
    nfeKey: nfe.key,
    invoiceNumber: String(Number(nfe.number)),
    invoiceSeries: String(Number(nfe.series)),
    invoiceAmount: nfe.totals.invoiceCents / 100,
    ...extra,
    nfe: {
      issuedOn: todayInSaoPaulo(new Date(nfe.issuedAt)),
      installments: nfe.installments.map((d) => ({
        number: d.number,
        dueDate: d.dueDate,
        amount: (d.amountCents / 100).toFixed(2),
      })),
    },
  };
}

/** The preview as the API answers it. */
export function nfePreviewResponse({ order, nfe, match, problems }: NfeShipmentPreview) {
  return {
    order: { id: order.id, number: order.number },
    nfe: nfeSummary(nfe),
    lines: match.lines.map((l) => ({
      itemId: l.line.id,
      productName: l.line.productName,
      unit: l.line.productUnit,
      remaining: l.line.remaining,
      quantity: l.quantity,
      over: l.over,
      items: l.items.map(({ item, by, unitDiffers }) => ({
        itemNumber: item.itemNumber,
        code: item.code,
        description: item.description,
        unit: item.unit,
        quantity: item.quantity,
        matchedBy: by,
        unitDiffers,
      })),
    })),
    notInOrder: match.notInOrder.map((i) => ({
      itemNumber: i.itemNumber,
      code: i.code,
      description: i.description,
      quantity: i.quantity,
    })),
    problems,
    canConfirm: problems.length === 0,
  };
}

const nfeSummary = (nfe: NfeDocument) => ({
  key: nfe.key,
  number: nfe.number,
  series: nfe.series,
  issuedAt: nfe.issuedAt,
  issuer: nfe.issuer,
  recipient: nfe.recipient,
  amount: nfe.totals.invoiceCents / 100,
  amountText: formatCents(nfe.totals.invoiceCents),
  installments: nfe.installments.map((d) => ({ number: d.number, dueDate: d.dueDate, amount: d.amountCents / 100 })),
});
