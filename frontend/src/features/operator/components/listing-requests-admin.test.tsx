import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import type { ListingRequest } from '../api/listing-requests';
import { ListingRequestsAdmin } from './listing-requests-admin';

const request = (over: Partial<ListingRequest>): ListingRequest => ({
  id: crypto.randomUUID(),
  status: 'pending',
  cities: [{ id: crypto.randomUUID(), name: 'Campinas', state: 'SP' }],
  categories: [{ id: crypto.randomUUID(), name: 'Hortifrúti' }],
  message: 'Entregamos de seg. a sáb.',
  refusal_reason: null,
  created_at: '2026-12-01T12:00:00.000Z',
  decided_at: null,
  supplier: {
    id: crypto.randomUUID(),
    name: 'Hortifrúti Boa Safra',
    cnpj: '11222333000181',
    cnpj_formatted: '11.222.333/0001-81',
    email: 'boasafra@teste.dev',
    listed: false,
    buyer_count: 2,
  },
  ...over,
});

const WAITING = request({});
const REFUSED = request({
  status: 'refused',
  refusal_reason: 'Falta o catálogo público',
  supplier: { ...WAITING.supplier, id: crypto.randomUUID(), name: 'Açougue Bom Corte' },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function apiAnswers(refuse: () => Response) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') return String(url).endsWith('/refuse') ? refuse() : json(200, WAITING);
    return json(200, { data: [WAITING, REFUSED], pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <>
      <Toaster />
      <ListingRequestsAdmin />
    </>,
    { queryClient },
  );
}

describe('the operator’s listing requests', () => {
  it('shows each request with its company, situation, cities and buyers; only a waiting one can be decided', async () => {
    apiAnswers(() => json(200, WAITING));
    show();
    const table = await screen.findByRole('table', { name: 'Pedidos de anúncio' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Hortifrúti Boa Safra');
    expect(rows[1]).toHaveTextContent('Aguardando');
    expect(rows[1]).toHaveTextContent('2 organizações');
    expect(within(rows[1]!).getByRole('button', { name: 'Aprovar Hortifrúti Boa Safra' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Motivo: Falta o catálogo público');
    expect(within(rows[2]!).queryByRole('button', { name: /Aprovar/ })).toBeNull();
  });

  it('refuses with the reason typed, and shows the API’s message on the field when it is refused', async () => {
    let answer = json(400, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Dados inválidos',
        details: [{ path: 'reason', message: 'Diga ao fornecedor por que o pedido foi recusado' }],
        requestId: 'r',
      },
    });
    const fetch = apiAnswers(() => answer);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Recusar Hortifrúti Boa Safra' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
    expect(await within(dialog).findByText('Diga ao fornecedor por que o pedido foi recusado')).toBeInTheDocument();

    answer = json(200, { ...WAITING, status: 'refused', refusal_reason: 'Sem CNPJ ativo' });
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Sem CNPJ ativo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar pedido' }));
    expect(await screen.findByText('Pedido recusado: o fornecedor recebeu o motivo')).toBeInTheDocument();
    const refusal = fetch.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1)!;
    expect(JSON.parse(String(refusal[1]!.body))).toEqual({ reason: 'Sem CNPJ ativo' });
  });
});
