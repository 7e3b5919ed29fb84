import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderSupplierOrderPdf, type SupplierOrderDocument } from './supplier-order-pdf';

const A4_WIDTH = 595.28;
const MARGIN = 48;

const LONG_STREET = 'Rua Doutor Francisco de Paula Vicente de Azevedo Sobrinho, Conjunto Residencial';
const LONG_PRODUCT = 'Queijo muçarela fatiado resfriado em embalagem a vácuo para uso em cozinha industrial';

const document: SupplierOrderDocument = {
  number: '1042-1',
  status: 'SENT',
  buyer: {
    name: 'Cantina Bella Napoli',
    cnpj: '11222333000181',
    contact: { name: 'Marina Costa', email: 'marina@bellanapoli.com.br', phone: '(11) 98765-4321' },
  },
  supplier: { name: 'Laticínios Serra Azul', cnpj: '44555666000172' },
  deliveryAddress: {
    label: 'Cozinha central',
    cep: '04551000',
    street: LONG_STREET,
    number: '1234',
    complement: 'Bloco B, doca de recebimento nos fundos',
    district: 'Vila Olímpia',
    city: 'São Paulo',
    state: 'SP',
  },
  requestedDeliveryDate: '2026-12-02',
  promisedDate: null,
  paymentTerm: '28 dias',
  notes: null,
  sentAt: new Date('2026-11-27T13:00:00Z'),
  cancelReason: null,
  totalAmount: '389.70',
  lines: [
    {
      productName: LONG_PRODUCT,
      sku: 'SKU-000123',
      productUnit: 'kg',
      quantity: 10,
      acceptedQuantity: null,
      unitPrice: '38.97',
      supplierStatus: 'PENDING',
      refusalNote: null,
    },
  ],
};

/** Each text the page draws, with where it ends on the line. */
async function drawn(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  const items: { text: string; right: number }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items)
      if ('str' in item && item.str.trim()) items.push({ text: item.str, right: item.transform[4] + item.width });
  }
  return items;
}

describe('the pedido de compra PDF', () => {
  it('names the supplier’s code of each line and whom to call at the buyer', async () => {
    const text = (await drawn(await renderSupplierOrderPdf(document))).map((i) => i.text).join('\n');
    expect(text).toContain('Cód. SKU-000123');
    expect(text).toContain('Contato do comprador');
    expect(text).toContain('Marina Costa · marina@bellanapoli.com.br · (11) 98765-4321');
  });

  it('keeps a long address and a long product name inside the right margin, whole', async () => {
    const items = await drawn(await renderSupplierOrderPdf(document));
    // pdf.js measures the standard fonts a little wider than pdf-lib: right-aligned totals end within 1 pt of the margin.
    const outside = items.filter((i) => i.right > A4_WIDTH - MARGIN + 1.5);
    expect(outside.map((i) => `${i.text} (${Math.round(i.right)})`)).toEqual([]);
    // Nothing is cut: every word of both is on the page.
    const words = items.map((i) => i.text).join(' ');
    for (const word of `${LONG_STREET} ${LONG_PRODUCT}`.split(' ')) expect(words).toContain(word.replace(/,$/, ''));
  });
});
