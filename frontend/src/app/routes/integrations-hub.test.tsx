import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organizationsKeys } from '@/lib/query-keys/organizations';
import { renderWithProviders, testQueryClient } from '@/test/render';
import IntegrationsHubPage from './integrations-hub';

function openAs(role: 'owner' | 'admin' | 'member') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(organizationsKeys.organization, { name: 'Restaurante Sabor da Terra', role });
  renderWithProviders(<IntegrationsHubPage />, { route: '/app/integracoes', queryClient });
  return within(screen.getByRole('main'));
}

const links = (main: ReturnType<typeof openAs>) =>
  main.getAllByRole('link').map((l) => [l.querySelector('h2')?.textContent, l.getAttribute('href')]);

// #52: leads, envios, clients, integrations, webhooks and API keys left the main bar for one place.
describe('Integrações e vendas', () => {
  it.each(['owner', 'admin'] as const)('leads the %s to every screen of sales and integrations', (role) => {
    const main = openAs(role);
    expect(main.getByRole('heading', { level: 1, name: 'Integrações e vendas' })).toBeVisible();
    expect(links(main)).toEqual([
      ['Leads e envios', '/app/leads'],
      ['Clientes', '/app/clients'],
      ['Integrações', '/app/tools'],
      ['Webhooks', '/app/tools?aba=webhooks'],
      ['Chaves de API', '/app/settings/organization/api-keys'],
    ]);
  });

  // Clients, webhooks and API keys answer 403 to a member: no link to them.
  it('leads a member only to what the API lets a member use', () => {
    expect(links(openAs('member'))).toEqual([
      ['Leads e envios', '/app/leads'],
      ['Integrações', '/app/tools'],
    ]);
  });
});
