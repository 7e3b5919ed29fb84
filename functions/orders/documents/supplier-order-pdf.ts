import { LINE_STATE } from '../state-vocabulary';
import type { DeliveryAddressSnapshot } from '../../../db/schema/purchase-orders';
import { formatCents, formatDay } from '../../platform/brazil';
import { formatCnpj } from '../../platform/cnpj';
import { STATUS_LABEL, type SupplierOrderStatus } from '../move/supplier-order-machine';
import { loadPdfLib } from '../../vendor-modules';

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

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const cents = (value: string) => Math.round(Number(value) * 100);
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

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
  // The standard fonts speak WinAnsi (ç, ã, é, º, —): anything else becomes "?" instead of failing.
  const known = new Set(regular.getCharacterSet());
  const safe = (text: string) => [...text].map((ch) => (known.has(ch.codePointAt(0)!) ? ch : '?')).join('');
  const grey = rgb(0.35, 0.38, 0.42);

  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const newPageIfBelow = (room: number) => {
    if (y - room >= MARGIN) return;
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const text = (value: string, x: number, opts: { size?: number; bold?: boolean; color?: typeof grey } = {}) =>
    page.drawText(safe(value), { x, y, size: opts.size ?? 10, font: opts.bold ? bold : regular, color: opts.color });
  const right = (value: string, xRight: number, opts: { size?: number; bold?: boolean } = {}) => {
    const font = opts.bold ? bold : regular;
    const size = opts.size ?? 10;
    text(value, xRight - font.widthOfTextAtSize(safe(value), size), opts);
  };
  /** A text broken into lines no wider than `width` (a word longer than the width is cut to fit). */
  const wrap = (value: string, width: number, size = 10): string[] => {
    const fits = (candidate: string) => regular.widthOfTextAtSize(candidate, size) <= width;
    const lines: string[] = [];
    let line = '';
    for (let word of safe(value).split(/\s+/).filter(Boolean)) {
      while (!fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        if (line) lines.push(line);
        lines.push(word.slice(0, cut));
        line = '';
        word = word.slice(cut);
      }
      const next = line ? `${line} ${word}` : word;
      if (line && !fits(next)) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };
  /** Wraps a paragraph to the page width, one line per call. */
  const paragraph = (value: string, x: number, width: number, size = 10) => {
    for (const line of wrap(value, width, size)) {
      newPageIfBelow(size + 4);
      text(line, x, { size });
      y -= size + 4;
    }
  };
  const VALUE_X = MARGIN + 130;
  /** A label and its value, the value wrapped inside the right margin. */
  const field = (label: string, value: string) => {
    newPageIfBelow(14);
    text(label, MARGIN, { color: grey });
    wrap(value, A4.width - MARGIN - VALUE_X).forEach((line, i) => {
      if (i > 0) newPageIfBelow(14);
      text(line, VALUE_X);
      y -= 14;
    });
  };

  text('Abastece · Mercado', MARGIN, { size: 10, color: grey });
  y -= 24;
  text(`Pedido de compra nº ${doc.number}`, MARGIN, { size: 18, bold: true });
  right(STATUS_LABEL[doc.status].toUpperCase(), A4.width - MARGIN, { bold: true });
  y -= 28;

  field('Comprador', doc.buyer.name);
  field('CNPJ do comprador', formatCnpj(doc.buyer.cnpj));
  const contact = doc.buyer.contact;
  const reach = contact ? [contact.name, contact.email, contact.phone].filter(Boolean).join(' · ') : '';
  if (reach) field('Contato do comprador', reach);
  field('Fornecedor', doc.supplier.name);
  if (doc.supplier.cnpj) field('CNPJ do fornecedor', formatCnpj(doc.supplier.cnpj));
  const a = doc.deliveryAddress;
  field(
    'Entrega em',
    a
      ? `${a.street}, ${a.number}${a.complement ? ` — ${a.complement}` : ''} · ${a.district} · ${a.city}/${a.state} · CEP ${a.cep.slice(0, 5)}-${a.cep.slice(5)}`
      : 'a combinar',
  );
  field('Entrega pedida para', doc.requestedDeliveryDate ? formatDay(doc.requestedDeliveryDate) : 'a combinar');
  if (doc.promisedDate) field('Entrega prometida', formatDay(doc.promisedDate));
  field('Pagamento', doc.paymentTerm ?? 'a combinar');
  if (doc.sentAt) field('Enviado em', dateTime.format(doc.sentAt));
  if (doc.cancelReason) field('Motivo do cancelamento', doc.cancelReason);
  y -= 12;

  const columns = { product: MARGIN, quantity: 350, unitPrice: 440, total: A4.width - MARGIN };
  // The product's name wraps before the quantity column (right-aligned at 350, "9999 un" and the like).
  const productWidth = columns.quantity - 70 - columns.product;
  const header = () => {
    text('Produto', columns.product, { bold: true });
    right('Qtd.', columns.quantity, { bold: true });
    right('Preço unit.', columns.unitPrice, { bold: true });
    right('Total', columns.total, { bold: true });
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.5, color: grey });
    y -= 14;
  };
  header();
  for (const line of doc.lines) {
    const name = wrap(line.productName, productWidth);
    if (y - 16 - 12 * name.length < MARGIN) {
      newPageIfBelow(A4.height);
      header();
    }
    const quantity = line.supplierStatus === 'ACCEPTED' ? (line.acceptedQuantity ?? line.quantity) : line.quantity;
    const counted = line.supplierStatus === 'REFUSED' ? 0 : quantity;
    text(name[0] ?? '', columns.product);
    right(`${quantity} ${line.productUnit}`, columns.quantity);
    right(formatCents(cents(line.unitPrice)), columns.unitPrice);
    right(formatCents(cents(line.unitPrice) * counted), columns.total);
    y -= 12;
    for (const more of name.slice(1)) {
      text(more, columns.product);
      y -= 12;
    }
    if (line.sku) {
      text(`Cód. ${line.sku}`, columns.product, { size: 8, color: grey });
      y -= 11;
    }
    const answer =
      line.supplierStatus === 'REFUSED'
        ? `${LINE_STATE.REFUSED_BY_SUPPLIER.label}${line.refusalNote ? `: ${line.refusalNote}` : ''}`
        : line.supplierStatus === 'ACCEPTED' && line.acceptedQuantity !== null && line.acceptedQuantity < line.quantity
          ? `${LINE_STATE.CONFIRMED_IN_PART.label} (${line.acceptedQuantity} de ${line.quantity})`
          : null;
    if (answer) {
      text(answer, columns.product + 8, { size: 8, color: grey });
      y -= 12;
    }
    y -= 4;
  }
  page.drawLine({
    start: { x: MARGIN, y: y + 6 },
    end: { x: A4.width - MARGIN, y: y + 6 },
    thickness: 0.5,
    color: grey,
  });
  y -= 8;
  newPageIfBelow(20);
  right(`Total ${formatCents(cents(doc.totalAmount))}`, columns.total, { size: 12, bold: true });
  y -= 28;

  if (doc.notes) {
    newPageIfBelow(30);
    text('Observações do comprador', MARGIN, { bold: true });
    y -= 14;
    paragraph(doc.notes, MARGIN, A4.width - 2 * MARGIN);
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) =>
    p.drawText(
      safe(`Pedido nº ${doc.number} · emitido em ${dateTime.format(now)} · página ${i + 1} de ${pages.length}`),
      {
        x: MARGIN,
        y: MARGIN / 2,
        size: 8,
        font: regular,
        color: grey,
      },
    ),
  );
  return pdf.save();
}
