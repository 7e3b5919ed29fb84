import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { budgetsKeys } from '@/lib/query-keys/budgets';
import { cartKeys } from '@/lib/query-keys/cart';
import { BudgetRemaining } from './budget-remaining';

/** The cart's budget box with a cart of R$ 900,00 over what remains of Cozinha's R$ 1.000,00, under `policy`. */
function renderOver(policy: 'escalate' | 'block', ownerOrder?: boolean) {
  const queryClient = testQueryClient();
  // What remains is fetched whenever it is asked for (its query enables itself): the data put here stays fresh.
  queryClient.setDefaultOptions({ queries: { enabled: false, retry: false, staleTime: Infinity } });
  queryClient.setQueryData(budgetsKeys.costCentres, {
    data: [{ id: 'cozinha', name: 'Cozinha', code: null }],
    defaultCostCentreId: 'cozinha',
  });
  queryClient.setQueryData(cartKeys.budgetsRemaining('default'), {
    costCentre: { id: 'cozinha', name: 'Cozinha' },
    policy,
    cartAmount: 900,
    budgets: [{ id: 'geral', categoryName: null, amount: 1000, remaining: 400, overWithCart: true }],
  });
  renderWithProviders(<BudgetRemaining ownerOrder={ownerOrder} />, { queryClient });
}

describe('the budget box over budget', () => {
  it('tells a member that the order goes up to the owner', () => {
    renderOver('escalate');
    expect(screen.getByRole('alert')).toHaveTextContent('o pedido vai para aprovação do dono.');
  });

  // The owner's own order is approved at creation (#52, decision 0055): nobody else is asked.
  it('tells the owner that her order is approved at creation even so', () => {
    renderOver('escalate', true);
    expect(screen.getByRole('alert')).toHaveTextContent('o pedido do dono é aprovado na criação mesmo assim.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('aprovação do dono');
  });

  it('still says the checkout refuses it under the block policy', () => {
    renderOver('block', true);
    expect(screen.getByRole('alert')).toHaveTextContent('o pedido será bloqueado no checkout.');
  });
});
