import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import type { ListingState } from '../api/listing';
import { ListingRequestPanel } from './listing-request';

const CITY = { id: crypto.randomUUID(), name: 'Campinas', state: 'SP' };
const CATEGORY = { id: crypto.randomUUID(), name: 'Hortifrúti' };
const REFUSED: ListingState = {
  listed: false,
  request: {
    id: crypto.randomUUID(),
    status: 'refused',
    cities: [CITY],
    categories: [CATEGORY],
    message: null,
    refusal_reason: 'Falta o catálogo público',
    created_at: '2026-12-01T12:00:00.000Z',
    decided_at: '2026-12-02T12:00:00.000Z',
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function apiAnswers(state: ListingState, post: () => Response) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    if (init?.method === 'POST') return post();
    if (path.endsWith('/suppliers/cities')) return json(200, [CITY]);
    if (path.endsWith('/products/categories')) return json(200, [CATEGORY]);
    return json(200, state);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

function show(canRequest = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <>
      <Toaster />
      <ListingRequestPanel canRequest={canRequest} />
    </>,
    { queryClient },
  );
}

describe('asking to be listed on the marketplace', () => {
  it('a request under review is said as such, with no form', async () => {
    apiAnswers({ listed: false, request: { ...REFUSED.request!, status: 'pending', refusal_reason: null } }, () =>
      json(201, {}),
    );
    show();
    expect(await screen.findByText('Em análise')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Pedido de anúncio' })).toBeNull();
  });

  it('shows the refusal’s reason and asks again with the cities and categories chosen', async () => {
    const fetch = apiAnswers(REFUSED, () => json(201, { ...REFUSED.request, status: 'pending' }));
    show();
    expect(await screen.findByText('Falta o catálogo público')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Pedido de anúncio' });
    await userEvent.click(await within(form).findByLabelText('Campinas/SP'));
    await userEvent.click(within(form).getByLabelText('Hortifrúti'));
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar pedido de anúncio' }));
    expect(await screen.findByText('Pedido enviado: a equipe do Abastece vai analisar')).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ city_ids: [CITY.id], category_ids: [CATEGORY.id] });
  });

  it('staff reads the status but only admins ask', async () => {
    apiAnswers(REFUSED, () => json(201, {}));
    show(false);
    expect(await screen.findByText('Só administradores da empresa podem pedir o anúncio.')).toBeInTheDocument();
  });
});
