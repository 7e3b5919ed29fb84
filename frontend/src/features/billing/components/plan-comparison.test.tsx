import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { billingKeys } from '@/lib/query-keys/billing';
import { renderWithProviders, testQueryClient } from '@/test/render';
import type { BillingState, Plan } from '../api/billing';
import { PlanComparison } from './plan-comparison';
import { TrialNotice } from './trial-notice';

const feature = (slug: string, name: string, limit: number | null, enabled = true) => ({
  slug,
  name,
  limit,
  enabled,
  cycle: limit !== null && slug !== 'seats' ? ('month' as const) : null,
});
const plan = (slug: 'free' | 'pro', name: string, amount: number, seats: number, leads: number) =>
  ({
    id: `${slug}-id`,
    slug,
    name,
    description: null,
    features: [
      feature('seats', 'pessoas', seats),
      feature('leads', 'leads', leads),
      feature('submissions', 'envios de formulário', leads * 10),
      feature('email-support', 'suporte por e-mail', null),
      feature('chat-support', 'suporte por chat', null, slug === 'pro'),
    ],
    prices: [
      { id: `${slug}-m`, slug: `${slug}-month`, amount, currency: 'BRL', interval: 'month', intervalCount: 1 },
      {
        id: `${slug}-y`,
        slug: `${slug}-year`,
        amount: amount * 10,
        currency: 'BRL',
        interval: 'year',
        intervalCount: 1,
      },
    ],
  }) as unknown as Plan;
const PLANS = { data: [plan('free', 'Gratuito', 0, 1, 100), plan('pro', 'Pro', 1000, 1, 10000)] };

function billing(status: 'trialing' | 'active' | null): BillingState {
  return {
    plan: { slug: status ? 'pro' : 'free', name: status ? 'Pro' : 'Gratuito', description: null },
    subscription: status && {
      id: 'sub-1',
      status,
      cycle: 'month',
      amount: 1000,
      currency: 'BRL',
      quantity: 5,
      trialEnd: status === 'trialing' ? '2026-12-10T15:00:00.000Z' : null,
      currentPeriodStart: null,
      currentPeriodEnd: '2026-12-10T15:00:00.000Z',
      cancelAt: null,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    },
    features: [{ ...feature('seats', 'pessoas', 5), description: null, usage: 2, lastReset: null, nextReset: null }],
  } as unknown as BillingState;
}

function show(ui: React.ReactElement, status: 'trialing' | 'active' | null) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(billingKeys.plans, PLANS);
  queryClient.setQueryData(billingKeys.subscription, billing(status));
  return renderWithProviders(ui, { queryClient });
}

const items = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the plans page', () => {
  it('says what a buyer needs first — people, cotações, orders, documents — then the leads and submissions', () => {
    show(<PlanComparison canManage />, null);
    expect(items('Para comprar no plano Gratuito')).toEqual([
      '1 pessoa',
      'Cotações sem limite',
      'Pedidos de compra sem limite',
      'XML e DANFE das notas guardados',
    ]);
    expect(items('Captação de clientes e suporte no plano Gratuito').slice(0, 2)).toEqual([
      '100 leads por mês',
      '1.000 envios de formulário por mês',
    ]);
    expect(items('Para comprar no plano Pro')[0]).toBe('2 pessoas');
  });

  it('counts the seats of Pro in people, the word the rest of the page uses', async () => {
    show(<PlanComparison canManage />, null);
    const pro = screen.getByLabelText('Plano Pro');
    const seats = within(pro).getByLabelText(/^Pessoas/);
    await userEvent.clear(seats);
    await userEvent.type(seats, '3');
    expect(within(pro).getByText(/por pessoa$/)).toBeInTheDocument();
    expect(within(pro).queryByText(/usuário/i)).not.toBeInTheDocument();
  });

  it('during the trial of Pro still offers "Assinar Pro", marked as a trial, not as the current plan', () => {
    show(<PlanComparison canManage />, 'trialing');
    const pro = screen.getByLabelText('Plano Pro');
    expect(within(pro).getByText('Em teste')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Assinar Pro' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Mudar para Gratuito' })).not.toBeInTheDocument();
  });
});

describe('the trial notice', () => {
  it('says until when the trial runs and that the people invited leave the organization unpaid', () => {
    show(<TrialNotice canManage />, 'trialing');
    const note = screen.getByRole('note', { name: 'Teste do plano Pro' });
    expect(note).toHaveTextContent('Teste do plano Pro até 10/12/2026');
    expect(note).toHaveTextContent('quem foi convidado deixa a organização nesse dia');
    expect(within(note).getByRole('link', { name: 'Assinar o Pro e manter todos' })).toHaveAttribute(
      'href',
      '/app/upgrade',
    );
  });

  it('is not there on a paid plan', () => {
    show(<TrialNotice canManage />, 'active');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
