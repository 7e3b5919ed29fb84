import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { identityKeys } from '@/lib/query-keys/identity';
import { renderWithProviders, testQueryClient } from '@/test/render';
import SupplierLayout from './supplier-layout';

function openAs(role: 'admin' | 'staff') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(identityKeys.session, {
    user: { id: 'u1', name: 'Rita Lima', email: 'rita@valeverde.com.br', isOperator: false },
    session: { activeOrganizationId: null, activeSupplierId: 's1' },
  });
  queryClient.setQueryData(identityKeys.memberships, {
    data: [],
    suppliers: [{ supplierId: 's1', name: 'Hortifruti Vale Verde', role }],
  });
  renderWithProviders(
    <Routes>
      <Route path="/fornecedor" element={<SupplierLayout />}>
        <Route index element={<p>caixa</p>} />
      </Route>
    </Routes>,
    { route: '/fornecedor', queryClient },
  );
  return within(screen.getByRole('navigation', { name: 'Portal do fornecedor' }));
}

// #52: each role sees what it may use. The supplier's integrations (webhooks, the ERP) are its admins'
// alone: a salesperson's entry led to a page saying so.
describe('the supplier portal’s sections', () => {
  it('leads an admin to the integrations', () => {
    expect(openAs('admin').getByRole('link', { name: 'Integrações' })).toHaveAttribute(
      'href',
      '/fornecedor/integracoes',
    );
  });

  it('gives a salesperson the sections a salesperson uses, without the integrations', () => {
    const nav = openAs('staff');
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Pedidos',
      'Cotações',
      'Clientes',
      'Produtos',
      'Desempenho',
      'API',
      'Anunciar',
      'Configurações',
      'Equipe',
    ]);
  });
});
