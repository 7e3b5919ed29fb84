import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { NfePreview, SupplierOrderDetail } from '../api/fulfilment';
import { NfePreviewView, NfeShipDialog } from './nfe-ship-dialog';

const preview = (over: Partial<NfePreview> = {}): NfePreview => ({
  order: { id: 'a0000000-0000-4000-8000-000000000001', number: '12-1' },
  nfe: {
    key: '35261111222333000181550010000010421123456781',
    number: '000001042',
    series: '001',
    issuedAt: '2026-11-10T12:30:00.000Z',
    issuer: { cnpj: '11222333000181', name: 'Distribuidora' },
    recipient: { cnpj: '01222333000181', name: 'Restaurante' },
    amount: 314.6,
    amountText: 'R$ 314,60',
    installments: [{ number: '001', dueDate: '2026-12-10', amount: 314.6 }],
  },
  lines: [
    {
      itemId: 'b0000000-0000-4000-8000-000000000001',
      productName: 'Sal refinado 1 kg',
      unit: 'kg',
      remaining: 6,
      quantity: 6,
      over: 0,
      items: [
        {
          itemNumber: 2,
          code: 'SAL-01',
          description: 'SAL REFINADO',
          unit: 'CX',
          quantity: 6,
          matchedBy: 'GTIN',
          unitDiffers: true,
        },
      ],
    },
  ],
  notInOrder: [],
  problems: [],
  canConfirm: true,
  ...over,
});

describe('the preview of a shipment from an NF-e', () => {
  it('says the note, each line with how it was matched, a unit that differs and the installments', () => {
    render(<NfePreviewView preview={preview()} />);
    expect(screen.getByText(/NF-e nº 1042, série 1/)).toBeInTheDocument();
    const line = within(screen.getByRole('list', { name: 'Itens da remessa' })).getByRole('listitem');
    expect(line).toHaveTextContent('Envia 6 kg de 6 que faltam');
    expect(line).toHaveTextContent('Item 2 da nota (SAL REFINADO), ligado pelo GTIN');
    expect(line).toHaveTextContent('unidade CX na nota, kg no pedido');
    expect(screen.getByText(/Duplicatas: 001 · 10\/12\/2026 · R\$\s314,60/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists what stops the shipment as an alert', () => {
    render(
      <NfePreviewView
        preview={preview({
          canConfirm: false,
          problems: ['Itens da NF-e que não estão neste pedido: item 3 (Sabão em pó)'],
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('item 3 (Sabão em pó)');
  });
});

/** An NF-e as many ERPs write it: declared and encoded ISO-8859-1 ("AÇÚCAR" is 0xC7 and 0xDA). */
const LATIN1 = Uint8Array.from(
  '<?xml version="1.0" encoding="ISO-8859-1"?><nfeProc><xProd>A\u00c7\u00daCAR</xProd></nfeProc>',
  (ch) => ch.charCodeAt(0),
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shipping from an NF-e’s XML', () => {
  // file.text() decoded the bytes as UTF-8, so a Latin-1 note's accents reached the server as U+FFFD.
  it('sends the file’s bytes unchanged, to the preview and to the confirmation', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(preview()), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<NfeShipDialog order={{ id: 'part-1' } as SupplierOrderDetail} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar pelo XML' }));
    const file = new File([LATIN1], 'nota.xml', { type: 'text/xml' });
    await userEvent.upload(screen.getByLabelText('Arquivo XML da NF-e'), file);
    expect(await screen.findByText(/NF-e nº 1042, série 1/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar remessa' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

    const sent = fetch.mock.calls.map(([url, init]) => ({ url: String(url), init: init! }));
    expect(sent.map((c) => new URL(c.url, 'http://x').searchParams.get('confirm'))).toEqual([null, 'true']);
    for (const { init } of sent) {
      expect(new Headers(init.headers).get('content-type')).toBe('application/xml');
      const bytes = new Uint8Array(await new Response(init.body).arrayBuffer());
      expect(bytes).toEqual(LATIN1);
    }
  });
});
