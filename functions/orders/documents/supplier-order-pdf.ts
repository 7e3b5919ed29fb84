import { LINE_STATE } from '../state-vocabulary';
import type { DeliveryAddressSnapshot } from '../../../db/schema/purchase-orders';
import { formatCents, formatDay } from '../../platform/brazil';
import { formatCnpj } from '../../platform/cnpj';
import { STATUS_LABEL, type SupplierOrderStatus } from '../move/supplier-order-machine';
import { loadPdfLib } from '../../vendor-modules';
import { A4, MARGIN, PdfCanvas } from './pdf-canvas';

/** What the pedido de compra shows: the supplier order as it was sent, with its lines' answers. */
export interface SupplierOrderDocument {
  number: string;
  status: SupplierOrderStatus;
  buyer: {
    name: string;
    cnpj: string;
    /** Whom the supplier calls about this order: who placed it, and the organization's phone. */
    contact: { name: string | null; email: string | null; phone: string | null } | null;
  };
  supplier: { name: string; cnpj: string | null };
  deliveryAddress: DeliveryAddressSnapshot | null;
  requestedDeliveryDate: string | null;
  promisedDate: string | null;
  paymentTerm: string | null;
  notes: string | null;
  sentAt: Date | null;
  cancelReason: string | null;
  totalAmount: string;
  lines: {
    productName: string;
    /** The supplier's own code for the product, as its catalogue has it. */
    sku: string | null;
    productUnit: string;
    quantity: number;
    acceptedQuantity: number | null;
    unitPrice: string;
    supplierStatus: 'PENDING' | 'ACCEPTED' | 'REFUSED';
    refusalNote: string | null;
  }[];
}

const cents = (value: string) => Math.round(Number(value) * 100);
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});
type Line = SupplierOrderDocument['lines'][number];

/**
 * The pedido de compra as a PDF (A4, Helvetica): numbers, buyer, its CNPJ and whom to call, address,
 * dates, payment term, lines with the supplier's codes, total and notes; every text inside the margins. pdf-lib loads only here (a module of its own: functions/vendor-modules.ts).
 */
export async function renderSupplierOrderPdf(doc: SupplierOrderDocument, now = new Date()): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Pedido de compra nº ${doc.number}`);
  pdf.setAuthor('Abastece · Mercado');
  pdf.setLanguage('pt-BR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const canvas = new PdfCanvas(pdf, { regular, bold }, rgb(0.35, 0.38, 0.42));
  drawHeading(canvas, doc);
  drawFacts(canvas, doc);
  drawLines(canvas, doc.lines);
  drawTotal(canvas, doc.totalAmount);
  if (doc.notes) drawNotes(canvas, doc.notes);
  canvas.footers(
    (page, pages) => `Pedido nº ${doc.number} · emitido em ${dateTime.format(now)} · página ${page} de ${pages}`,
  );
  return pdf.save();
}

/** The brand, the order's number and, on the right, its status. */
function drawHeading(canvas: PdfCanvas, doc: SupplierOrderDocument) {
  canvas.text('Abastece · Mercado', MARGIN, { size: 10, color: canvas.grey });
  canvas.y -= 24;
  canvas.text(`Pedido de compra nº ${doc.number}`, MARGIN, { size: 18, bold: true });
  canvas.right(STATUS_LABEL[doc.status].toUpperCase(), A4.width - MARGIN, { bold: true });
  canvas.y -= 28;
}

/** Who buys and whom to call, who supplies, where and when to deliver, how it is paid. */
function drawFacts(canvas: PdfCanvas, doc: SupplierOrderDocument) {
  canvas.field('Comprador', doc.buyer.name);
  canvas.field('CNPJ do comprador', formatCnpj(doc.buyer.cnpj));
  const contact = doc.buyer.contact;
  const reach = contact ? [contact.name, contact.email, contact.phone].filter(Boolean).join(' · ') : '';
  if (reach) canvas.field('Contato do comprador', reach);
  canvas.field('Fornecedor', doc.supplier.name);
  if (doc.supplier.cnpj) canvas.field('CNPJ do fornecedor', formatCnpj(doc.supplier.cnpj));
  const a = doc.deliveryAddress;
  canvas.field(
    'Entrega em',
    a
      ? `${a.street}, ${a.number}${a.complement ? ` — ${a.complement}` : ''} · ${a.district} · ${a.city}/${a.state} · CEP ${a.cep.slice(0, 5)}-${a.cep.slice(5)}`
      : 'a combinar',
  );
  canvas.field('Entrega pedida para', doc.requestedDeliveryDate ? formatDay(doc.requestedDeliveryDate) : 'a combinar');
  if (doc.promisedDate) canvas.field('Entrega prometida', formatDay(doc.promisedDate));
  canvas.field('Pagamento', doc.paymentTerm ?? 'a combinar');
  if (doc.sentAt) canvas.field('Enviado em', dateTime.format(doc.sentAt));
  if (doc.cancelReason) canvas.field('Motivo do cancelamento', doc.cancelReason);
  canvas.y -= 12;
}

const columns = { product: MARGIN, quantity: 350, unitPrice: 440, total: A4.width - MARGIN };
// The product's name wraps before the quantity column (right-aligned at 350, "9999 un" and the like).
const productWidth = columns.quantity - 70 - columns.product;

/** The lines' table: its header again on every page it continues on. */
function drawLines(canvas: PdfCanvas, lines: Line[]) {
  drawLinesHeader(canvas);
  for (const line of lines) {
    const name = canvas.wrap(line.productName, productWidth);
    if (canvas.y - 16 - 12 * name.length < MARGIN) {
      canvas.newPageIfBelow(A4.height);
      drawLinesHeader(canvas);
    }
    drawLine(canvas, line, name);
  }
}

function drawLinesHeader(canvas: PdfCanvas) {
  canvas.text('Produto', columns.product, { bold: true });
  canvas.right('Qtd.', columns.quantity, { bold: true });
  canvas.right('Preço unit.', columns.unitPrice, { bold: true });
  canvas.right('Total', columns.total, { bold: true });
  canvas.y -= 6;
  canvas.rule(canvas.y);
  canvas.y -= 14;
}

/** One line: the name (wrapped), quantity, prices, the supplier's code and its answer when it differs. */
function drawLine(canvas: PdfCanvas, line: Line, name: string[]) {
  const quantity = line.supplierStatus === 'ACCEPTED' ? (line.acceptedQuantity ?? line.quantity) : line.quantity;
  const counted = line.supplierStatus === 'REFUSED' ? 0 : quantity;
  canvas.text(name[0] ?? '', columns.product);
  canvas.right(`${quantity} ${line.productUnit}`, columns.quantity);
  canvas.right(formatCents(cents(line.unitPrice)), columns.unitPrice);
  canvas.right(formatCents(cents(line.unitPrice) * counted), columns.total);
  canvas.y -= 12;
  for (const more of name.slice(1)) {
    canvas.text(more, columns.product);
    canvas.y -= 12;
  }
  if (line.sku) {
    canvas.text(`Cód. ${line.sku}`, columns.product, { size: 8, color: canvas.grey });
    canvas.y -= 11;
  }
  const answer = lineAnswer(line);
  if (answer) {
    canvas.text(answer, columns.product + 8, { size: 8, color: canvas.grey });
    canvas.y -= 12;
  }
  canvas.y -= 4;
}

/** What the supplier answered of a line, when it is not simply the line: refused, or confirmed in part. */
function lineAnswer(line: Line) {
  if (line.supplierStatus === 'REFUSED')
    return `${LINE_STATE.REFUSED_BY_SUPPLIER.label}${line.refusalNote ? `: ${line.refusalNote}` : ''}`;
  if (line.supplierStatus === 'ACCEPTED' && line.acceptedQuantity !== null && line.acceptedQuantity < line.quantity)
    return `${LINE_STATE.CONFIRMED_IN_PART.label} (${line.acceptedQuantity} de ${line.quantity})`;
  return null;
}

function drawTotal(canvas: PdfCanvas, totalAmount: string) {
  canvas.rule(canvas.y + 6);
  canvas.y -= 8;
  canvas.newPageIfBelow(20);
  canvas.right(`Total ${formatCents(cents(totalAmount))}`, columns.total, { size: 12, bold: true });
  canvas.y -= 28;
}

function drawNotes(canvas: PdfCanvas, notes: string) {
  canvas.newPageIfBelow(30);
  canvas.text('Observações do comprador', MARGIN, { bold: true });
  canvas.y -= 14;
  canvas.paragraph(notes, MARGIN, A4.width - 2 * MARGIN);
}
