import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NfePreview } from '../api/fulfilment';
import { NfePreviewView } from './nfe-ship-dialog';

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
