import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { pendingApprovalsQueryOptions, type PendingApproval } from '../api/approvals';
import { PendingApprovals } from './pending-approvals';

const part = (n: number, supplierName: string): PendingApproval => ({
  purchaseOrderId: `00000000-0000-4000-8000-00000000000${n}`,
  orderNumber: 40 + n,
  description: supplierName,
  supplierOrderId: `00000000-0000-4000-8000-00000000010${n}`,
  supplierOrderNumber: `${40 + n}-1`,
  supplierId: `00000000-0000-4000-8000-00000000020${n}`,
  supplierName,
  amount: 100 * n,
  placedBy: { id: '00000000-0000-4000-8000-000000000300', name: 'Chef Ana' },
  placedAt: '2026-12-01T12:00:00.000Z',
  step: { position: 1, of: 1, approver: 'admin' },
  why: 'Regra padrão: um administrador',
  previous: [],
  lines: [{ productName: 'Tomate', unit: 'kg', quantity: 10, total: 100 * n }],
  ownOrder: false,
  soleDecider: false,
});

function show() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(pendingApprovalsQueryOptions().queryKey, {
    data: [part(1, 'Hortifruti Vale Verde'), part(2, 'Boi Nobre')],
  });
  renderWithProviders(<PendingApprovals />, { queryClient });
}

const bar = () => screen.getByRole('group', { name: 'Decidir os selecionados' });

describe('the approvals inbox', () => {
  it('counts what is ticked in Portuguese: 0 selecionados, 1 selecionado', async () => {
    show();
    expect(screen.getByText('0 selecionados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Pedido 41-1 para Hortifruti Vale Verde' }));
    expect(screen.getByText('1 selecionado')).toBeInTheDocument();
  });

  it('keeps the action on the ticked in reach: a bar after the list that sticks to the bottom once something is ticked', async () => {
    show();
    const list = screen.getAllByRole('list')[0]!;
    // The bar follows the list, so what is read first is the orders and the bar never hides the last one.
    expect(list.compareDocumentPosition(bar()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bar()).not.toHaveClass('sticky');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Pedido 42-1 para Boi Nobre' }));
    expect(bar()).toHaveClass('sticky', 'bottom-0');
    const approve = within(bar()).getByRole('button', { name: 'Aprovar 1 selecionado' });
    expect(approve).toBeEnabled();
    expect(within(bar()).getByRole('button', { name: 'Recusar 1 selecionado' })).toBeEnabled();
    // Reachable from the keyboard: tabbing on from the box just ticked arrives at it.
    for (let i = 0; i < 40 && document.activeElement !== approve; i++) await userEvent.tab();
    expect(approve).toHaveFocus();
  });
});
