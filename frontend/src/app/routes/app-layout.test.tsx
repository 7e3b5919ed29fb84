import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { identityKeys } from '@/lib/query-keys/identity';
import { leftToTheBrowser } from '@/test/links';
import { renderWithProviders, testQueryClient } from '@/test/render';
import AppLayout from './app-layout';

type Role = 'owner' | 'admin' | 'member';

/** The signed-in frame as `role` of one organization sees it (no role: the operator, with no organization). */
function openAs(role: Role | null, { operator = false, path = '/app/orders' } = {}) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(identityKeys.session, {
    user: { id: 'u1', name: 'Ana Souza', email: 'ana@exemplo.com', isOperator: operator },
    session: { activeOrganizationId: role ? 'org-1' : null, activeSupplierId: null },
  });
  queryClient.setQueryData(identityKeys.memberships, {
    data: role ? [{ organization: { id: 'org-1', name: 'Restaurante Sabor da Terra', slug: 'sabor' }, role }] : [],
    suppliers: [],
  });
  return renderWithProviders(
    <Routes>
      <Route path="/app" element={<AppLayout />}>
        <Route path="*" element={<p>tela</p>} />
      </Route>
    </Routes>,
    { route: path, queryClient },
  );
}

const names = (links: HTMLElement[]) => links.map((l) => l.textContent?.trim());
const desktopBar = () => screen.getByRole('navigation', { name: 'Principal' });
const PROCUREMENT = ['Catálogo', 'Cotações', 'Pedidos', 'Aprovações', 'Receber mercadoria', 'Contas a pagar', 'Gastos'];
const SALES_AND_INTEGRATIONS = ['Leads', 'Leads e envios', 'Envios', 'Clientes', 'Ferramentas'];

describe('the main navigation is procurement (#52)', () => {
  afterEach(() => document.body.replaceChildren());

  it.each(['owner', 'admin'] as const)('lists the seven procurement entries, in order, for the %s', (role) => {
    openAs(role);
    expect(names(within(desktopBar()).getAllByRole('link'))).toEqual(PROCUREMENT);
  });

  // Aprovações is always empty for a member and Gastos answers 403: neither is shown.
  it('lists what a member may use, in the same order', () => {
    openAs('member');
    expect(names(within(desktopBar()).getAllByRole('link'))).toEqual([
      'Catálogo',
      'Cotações',
      'Pedidos',
      'Receber mercadoria',
      'Contas a pagar',
    ]);
  });

  // The camera is allowed by the receiving page's own Permissions-Policy, read only when a document loads.
  it('has Receber mercadoria on the desktop bar as a plain link', () => {
    openAs('member');
    const receive = within(desktopBar()).getByRole('link', { name: 'Receber mercadoria' });
    expect(receive).toHaveAttribute('href', '/app/receber');
    expect(leftToTheBrowser(receive)).toBe(true);
  });

  it('puts leads, clients and tools under "Integrações e vendas" in the secondary menu, not in the bar', () => {
    openAs('owner');
    const bar = desktopBar();
    for (const name of SALES_AND_INTEGRATIONS) expect(within(bar).queryByRole('link', { name })).toBeNull();
    const more = within(bar).getByRole('button', { name: 'Mais' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list', { name: 'Mais' });
    expect(names(within(menu).getAllByRole('link'))).toEqual([
      'Painel',
      'Meus fornecedores',
      'Desempenho dos fornecedores',
      'Integrações e vendas',
      'Configurações',
    ]);
    expect(within(menu).getByRole('link', { name: 'Integrações e vendas' })).toHaveAttribute(
      'href',
      '/app/integracoes',
    );
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('gives the operator without an organization only the console', () => {
    openAs(null, { operator: true, path: '/app/operator' });
    expect(names(within(desktopBar()).getAllByRole('link'))).toEqual(['Operador']);
    expect(within(desktopBar()).queryByRole('button', { name: 'Mais' })).toBeNull();
  });

  it('adds the console to the secondary menu of an operator who also buys', () => {
    openAs('owner', { operator: true });
    fireEvent.click(within(desktopBar()).getByRole('button', { name: 'Mais' }));
    expect(within(screen.getByRole('list', { name: 'Mais' })).getByRole('link', { name: 'Operador' })).toBeVisible();
  });

  it('opens the same entries in the phone menu, procurement first, Receber mercadoria a plain link', () => {
    openAs('admin');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = screen.getByRole('navigation', { name: 'Principal (móvel)' });
    const links = names(within(menu).getAllByRole('link'));
    expect(links.slice(0, 7)).toEqual(PROCUREMENT);
    expect(links).toEqual(expect.arrayContaining(['Painel', 'Integrações e vendas', 'Configurações']));
    for (const name of SALES_AND_INTEGRATIONS) expect(links).not.toContain(name);
    expect(leftToTheBrowser(within(menu).getByRole('link', { name: 'Receber mercadoria' }))).toBe(true);
  });
});
