import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { quotesKeys } from '@/lib/query-keys/quotes';
import { renderWithProviders } from '@/test/render';
import { ComparisonTable } from './comparison-table';
import { comparison } from './comparison-fixture';

function atWidth(width: number) {
  // happy-dom's own window: it answers media queries from this viewport.
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });
}
afterEach(() => atWidth(1024));

/** What a cell says, its spaces as a person reads them (Intl writes "R$ 1,00" with a no-break space). */
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s+/g, ' ');

/** A line's row, by the item's name in its header cell, and its cells in the suppliers' order. */
function cellsOf(item: string | RegExp) {
  const row = screen.getByRole('rowheader', { name: item }).closest('tr')!;
  return within(row).getAllByRole('cell');
}

describe('the comparison of answers', () => {
  it('puts lines against suppliers with each one’s terms, and marks the best price of a line in words', () => {
    render(<ComparisonTable comparison={comparison()} />);
    const table = screen.getByRole('table', { name: 'Comparação de preços' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Item',
      'Hortifruti Solválida até 10/12/2026 · entrega em 2 dias · Boleto 28 dias',
      'Laticínios Serra Azulválida até 05/12/2026 · entrega em 1 dia · PIX à vista',
      'Pescados Mar AbertoSem resposta',
    ]);
    const [sol, serra, mar] = cellsOf(/^Tomate italiano/);
    expect(sol).toHaveTextContent('R$ 4,00/kgR$ 120,00Melhor preço');
    expect(sol).toHaveClass('bg-emerald-50');
    // Cheaper, but not enough for the whole line: shown, never marked best.
    expect(serra).toHaveTextContent('R$ 3,50/kg');
    expect(serra).toHaveTextContent('Só 20 kg disponíveis');
    expect(serra).not.toHaveTextContent('Melhor preço');
    expect(mar).toHaveTextContent('não cotado');
    expect(screen.getByRole('rowheader', { name: /^Tomate italiano/ })).toHaveTextContent(
      'Último preço pago: R$ 4,20/kg em 15/10/2026',
    );
  });

  it('says "não cotado" wherever a supplier gave no price, and keeps its note beside a price', () => {
    render(<ComparisonTable comparison={comparison()} />);
    expect(cellsOf(/^Sardinha fresca/).map(text)).toEqual(['não cotado', 'não cotado', 'não cotado']);
    const [sol, serra] = cellsOf(/^Queijo muçarela/);
    expect(sol).not.toHaveTextContent('Melhor preço');
    expect(serra).toHaveTextContent('R$ 6,50/kgR$ 65,00Melhor preçoPeça de 4 kg');
  });

  it('totals each supplier with its freight and says whether its minimum is met', () => {
    const c = comparison();
    c.suppliers[0] = { ...c.suppliers[0]!, minimumOrderValue: 250, meetsMinimum: false };
    render(<ComparisonTable comparison={c} />);
    expect(cellsOf('Subtotal').map(text)).toEqual(['R$ 190,00', 'R$ 65,00', '—']);
    expect(cellsOf('Frete').map(text)).toEqual(['R$ 15,00', 'R$ 0,00', '—']);
    expect(cellsOf('Total com frete').map(text)).toEqual(['R$ 205,00', 'R$ 65,00', '—']);
    expect(cellsOf('Pedido mínimo').map(text)).toEqual(['R$ 250,00 · não atingido', 'Sem mínimo', '—']);
  });

  it('opens a catalogue line’s price history on demand ("Histórico"); a free-text line has none', async () => {
    const c = comparison();
    const cheese = c.lines[1]!;
    const { queryClient } = renderWithProviders(<ComparisonTable comparison={c} />);
    expect(screen.getAllByRole('button', { name: /^Histórico/ })).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: 'Histórico de preços de Queijo muçarela' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Sem histórico de preço ainda/)).not.toBeInTheDocument();

    queryClient.setQueryData(quotesKeys.priceHistory(cheese.productId!), {
      product: { id: cheese.productId!, name: 'Queijo muçarela', unit: 'kg' },
      months: 12,
      since: '2025-12-01T12:00:00.000Z',
      paid: [],
      quoted: [],
      changes: [],
    });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // Its own row under the line, across every supplier's column.
    expect(panel.tagName).toBe('TR');
    expect(within(panel).getByRole('cell')).toHaveAttribute('colspan', '4');
    // The shared history part loads on first opening.
    expect(await within(panel).findByText(/^Sem histórico de preço ainda\./, {}, { timeout: 15_000 })).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeNull();
  });

  it('becomes one card per line, then one per supplier’s totals, on a phone', () => {
    atWidth(390);
    render(<ComparisonTable comparison={comparison()} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Comparação de preços por item' })).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    const tomato = lines[0]!;
    expect(within(tomato).getByRole('heading', { name: 'Tomate italiano' })).toBeInTheDocument();
    const offers = within(tomato).getAllByRole('definition');
    expect(offers[0]).toHaveTextContent('Melhor preço');
    expect(offers[2]).toHaveTextContent('não cotado');
    const totals = within(screen.getByRole('list', { name: 'Totais por fornecedor' })).getAllByRole('listitem');
    expect(totals[0]).toHaveTextContent('Total com freteR$ 205,00');
    expect(totals[2]).toHaveTextContent('Sem resposta');
  });
});
