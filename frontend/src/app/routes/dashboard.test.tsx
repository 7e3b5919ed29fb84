import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { organizationsKeys } from '@/lib/query-keys/organizations';
import { payablesKeys } from '@/lib/query-keys/payables';
import { leftToTheBrowser } from '@/test/links';
import { renderWithProviders, testQueryClient } from '@/test/render';
import DashboardPage from './dashboard';

const metric = (current: number) => ({ current, previous: 0, change: 100 });

function openAs(role: 'owner' | 'admin' | 'member') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(organizationsKeys.organization, { name: 'Restaurante Sabor da Terra', role });
  queryClient.setQueryData(organizationsKeys.overview, {
    orders: { inProgress: 3, awaitingSupplier: 1 },
    approvals: { awaitingApproval: 2 },
    deliveries: { onTheWay: 1, toCheck: 1, toShip: 2, nextExpectedOn: '2026-11-27' },
  });
  queryClient.setQueryData(payablesKeys.weeks, {
    today: '2026-11-25',
    overdue: { total: 0, count: 0, inReviewTotal: 0 },
    weeks: [{ start: '2026-11-23', end: '2026-11-29', total: 1234.5, count: 2, inReviewTotal: 0 }],
  });
  queryClient.setQueryData(organizationsKeys.onboarding, {
    steps: {},
    completed: 3,
    total: 3,
  });
  queryClient.setQueryData(organizationsKeys.dashboardStats, {
    leads: metric(4),
    submissions: metric(2),
    purchaseOrders: metric(5),
    spend: metric(100),
    committed: metric(50),
    series: [],
  });
  return renderWithProviders(<DashboardPage />, { route: '/app/dashboard', queryClient });
}

const region = (name: string) => screen.getByRole('region', { name });
const follows = (earlier: HTMLElement, later: HTMLElement) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

// #52: a buyer opens the dashboard to see what moves — orders, approvals, deliveries, what is due —
// and leads and envios come after.
describe('the dashboard leads with procurement', () => {
  // The fixtures' days are around 25/11/2026 in São Paulo (the payables' "today").
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00-03:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('opens on orders, approvals, deliveries and what is due, in that order, before the leads', () => {
    openAs('owner');
    expect(screen.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
    const first = screen.getAllByRole('region').slice(0, 4);
    expect(first.map((r) => r.querySelector('h2')?.textContent)).toEqual([
      'Pedidos',
      'Aprovações',
      'Entregas',
      'A pagar nesta semana',
    ]);
    expect(follows(first[3]!, screen.getByLabelText('Leads'))).toBe(true);
  });

  it('says what each one is waiting for, and leads to where it is done', () => {
    openAs('owner');
    const orders = within(region('Pedidos'));
    expect(orders.getByText('3 pedidos em andamento')).toBeVisible();
    expect(orders.getByText('1 envio sem resposta do fornecedor')).toBeVisible();
    expect(orders.getByRole('link', { name: 'Ver pedidos' })).toHaveAttribute('href', '/app/orders');

    const approvals = within(region('Aprovações'));
    expect(approvals.getByText('2 pedidos aguardando aprovação')).toBeVisible();
    expect(approvals.getByRole('link', { name: 'Abrir aprovações' })).toHaveAttribute('href', '/app/approvals');

    const deliveries = within(region('Entregas'));
    expect(deliveries.getByText('1 remessa a caminho')).toBeVisible();
    expect(deliveries.getByText('1 entregue para conferir')).toBeVisible();
    expect(deliveries.getByText('2 confirmados por despachar')).toBeVisible();
    expect(deliveries.getByText('Próxima prevista para 27/11')).toBeVisible();
    // A plain link: the camera's Permissions-Policy applies to a document as it loads.
    expect(deliveries.getByRole('link', { name: 'Receber mercadoria' })).toHaveAttribute('href', '/app/receber');
    expect(leftToTheBrowser(deliveries.getByRole('link', { name: 'Receber mercadoria' }))).toBe(true);

    expect(within(region('A pagar nesta semana')).getByText(/1\.234,50/)).toBeVisible();
  });

  // The approvals inbox is the managers'; a member follows the orders instead.
  it('says a delivery whose day has passed is late, not expected', () => {
    vi.setSystemTime(new Date('2026-11-30T12:00:00-03:00'));
    openAs('owner');
    const deliveries = within(region('Entregas'));
    expect(deliveries.getByText('Atrasada: prevista para 27/11')).toBeVisible();
    expect(deliveries.queryByText(/Próxima prevista/)).not.toBeInTheDocument();
  });

  it('sends a member to the orders, not to the approvals inbox', () => {
    openAs('member');
    const approvals = within(region('Aprovações'));
    expect(approvals.queryByRole('link', { name: 'Abrir aprovações' })).toBeNull();
    expect(approvals.getByRole('link', { name: 'Ver pedidos' })).toHaveAttribute('href', '/app/orders');
  });
});
