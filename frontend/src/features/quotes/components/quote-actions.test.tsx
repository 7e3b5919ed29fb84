import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { QuoteAction } from '../api/quotes';
import { QuoteActions, type QuoteMoves } from './quote-actions';

function show(allowed: QuoteAction[]) {
  const moves: QuoteMoves = {
    send: vi.fn(async () => ({})),
    close: vi.fn(async () => ({})),
    cancel: vi.fn(async () => ({})),
  };
  renderWithProviders(<QuoteActions quoteId="q1" allowed={allowed} supplierCount={3} moves={moves} />);
  return moves;
}

describe('the cotação’s moves', () => {
  it('offers a draft’s moves only, and sends after saying who receives it', async () => {
    const moves = show(['edit', 'send', 'cancel']);
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/app/cotacoes/q1/editar');
    expect(screen.queryByRole('button', { name: 'Encerrar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar a cotação?' });
    expect(dialog).toHaveTextContent('3 fornecedores recebem o pedido de preço e podem responder até o prazo.');
    expect(moves.send).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(moves.send).toHaveBeenCalledOnce();
  });

  it('closes an open cotação and cancels one only after a confirmation', async () => {
    const moves = show(['close', 'cancel']);
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar cotação' }));
    const ask = screen.getByRole('dialog', { name: 'Cancelar esta cotação?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(moves.cancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Encerrar a cotação agora?' })).getByRole('button', {
        name: 'Encerrar',
      }),
    );
    expect(moves.close).toHaveBeenCalledOnce();
  });

  it('shows nothing once no move is left', () => {
    renderWithProviders(
      <QuoteActions
        quoteId="q1"
        allowed={[]}
        supplierCount={3}
        moves={{ send: vi.fn(), close: vi.fn(), cancel: vi.fn() }}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
