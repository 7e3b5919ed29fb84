import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceHistory } from './price-history';
import type { PriceHistoryData } from './points';

const SUPPLIER = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'a0000000-0000-4000-8000-000000000002';

/** Rice over a year: paid twice, quoted twice (answers in the afternoon, São Paulo time). */
const riceHistory = (): PriceHistoryData => ({
  product: { id: 'd0000000-0000-4000-8000-000000000001', name: 'Arroz agulhinha 5 kg', unit: 'fardo' },
  months: 12,
  since: '2025-12-01T12:00:00.000Z',
  paid: [
    {
      at: '2026-03-10T13:00:00.000Z',
      unitPrice: 120,
      quantity: 5,
      supplierId: SUPPLIER,
      supplierName: 'Empório Grãos de Minas',
      purchaseOrderId: 'e0000000-0000-4000-8000-000000000001',
      orderNumber: 12,
    },
    {
      at: '2026-09-02T13:00:00.000Z',
      unitPrice: 131.5,
      quantity: 4,
      supplierId: SUPPLIER,
      supplierName: 'Empório Grãos de Minas',
      purchaseOrderId: 'e0000000-0000-4000-8000-000000000002',
      orderNumber: 31,
    },
  ],
  quoted: [
    {
      at: '2026-08-20T18:00:00.000Z',
      unitPrice: 127.9,
      availableQuantity: null,
      supplierId: OTHER,
      supplierName: 'Atacado Serra',
      quoteId: 'c0000000-0000-4000-8000-000000000001',
      quoteTitle: 'Compra de setembro',
    },
    {
      at: '2026-08-21T18:00:00.000Z',
      unitPrice: 125,
      availableQuantity: 10,
      supplierId: SUPPLIER,
      supplierName: 'Empório Grãos de Minas',
      quoteId: 'c0000000-0000-4000-8000-000000000001',
      quoteTitle: 'Compra de setembro',
    },
  ],
  changes: [],
});

/** What a cell says, its spaces as a person reads them (Intl writes "R$ 1,00" with a no-break space). */
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s+/g, ' ');

describe('the price history', () => {
  it('says "Sem histórico de preço ainda" when nothing was paid or quoted, and draws nothing', () => {
    render(<PriceHistory history={{ ...riceHistory(), paid: [], quoted: [] }} />);
    expect(screen.getByText(/^Sem histórico de preço ainda\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Carregando gráfico…')).not.toBeInTheDocument();
  });

  it('sums it up in words, draws the chart lazily and lists every point, oldest first, for screen readers', async () => {
    const { container } = render(<PriceHistory history={riceHistory()} />);
    expect(text(container.querySelector('p')!)).toBe(
      'Último pago: R$ 131,50/fardo em 02/09/2026 (Empório Grãos de Minas) · Menor cotado: R$ 125,00/fardo em 21/08/2026 (Empório Grãos de Minas)',
    );
    const table = screen.getByRole('table', {
      name: 'Histórico de preços de Arroz agulhinha 5 kg nos últimos 12 meses',
    });
    expect(table.parentElement).toHaveClass('sr-only');
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual([
      'Data',
      'Tipo',
      'Preço por fardo',
      'Fornecedor',
    ]);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map(text).join(' | ')),
    ).toEqual([
      '10/03/2026 | Pago | R$ 120,00 | Empório Grãos de Minas',
      '20/08/2026 | Cotado | R$ 127,90 | Atacado Serra',
      '21/08/2026 | Cotado | R$ 125,00 | Empório Grãos de Minas',
      '02/09/2026 | Pago | R$ 131,50 | Empório Grãos de Minas',
    ]);
    // The chart's own chunk loads after the words and the table are there (recharts' first import is
    // slow on a busy machine: seconds, not the default second).
    expect(
      await screen.findByRole(
        'img',
        { name: 'Gráfico do preço por fardo de Arroz agulhinha 5 kg nos últimos 12 meses: pago e cotado' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows a line of the organization’s own price list: each price it held, who set it, and the price in force', () => {
    const history: PriceHistoryData = {
      ...riceHistory(),
      paid: riceHistory().paid.slice(1),
      quoted: [],
      changes: [
        {
          at: '2026-02-01T12:00:00.000Z',
          price: 118,
          previousPrice: null,
          priceValidUntil: null,
          changedBy: 'import',
        },
        {
          at: '2026-08-30T12:00:00.000Z',
          price: 129.9,
          previousPrice: 118,
          priceValidUntil: '2026-12-31',
          changedBy: 'supplier',
        },
      ],
    };
    const { container } = render(<PriceHistory history={history} />);
    expect(text(container.querySelector('p')!)).toBe(
      'Tabela: R$ 129,90/fardo desde 30/08/2026 · Último pago: R$ 131,50/fardo em 02/09/2026 (Empório Grãos de Minas) · Nada cotado no período',
    );
    const table = screen.getByRole('table', { name: /^Histórico de preços de Arroz/ });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map(text).join(' | ')),
    ).toEqual([
      '01/02/2026 | Tabela | R$ 118,00 | Importação CSV',
      '30/08/2026 | Tabela | R$ 129,90 | Alterado pelo fornecedor',
      '02/09/2026 | Pago | R$ 131,50 | Empório Grãos de Minas',
    ]);
  });

  it('says what is missing when only one side has points', () => {
    const { container } = render(<PriceHistory history={{ ...riceHistory(), paid: [] }} />);
    expect(text(container.querySelector('p')!)).toMatch(/^Nada pago no período · Menor cotado: R\$ 125,00\/fardo/);
  });
});
