import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import type { Buyer, BuyerPriceListLine } from '../api/buyers';
import { BuyersView } from './buyers';

const BUYER: Buyer = {
  organization_id: crypto.randomUUID(),
  name: 'Restaurante Sabor da Terra',
  city: { name: 'São Paulo', state: 'SP' },
  since: '2026-11-02T12:00:00.000Z',
  email_for_you: 'pedidos@boasafra.dev',
  order_count: 3,
  quote_count: 1,
  price_list_count: 1,
};
const LINE: BuyerPriceListLine = {
  id: crypto.randomUUID(),
  name: 'Tomate italiano',
  unit: 'kg',
  price: 8.5,
  sku: 'SKU-000123',
  gtin: null,
  price_valid_until: null,
  in_stock: true,
  minimum_order: 1,
  category: { id: crypto.randomUUID(), name: 'Hortifrúti' },
  updated_at: '2026-12-01T12:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = <T,>(data: T[]) => ({ data, pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 } });

function apiAnswers(buyers: Buyer[], patch: () => Response) {
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PATCH') return patch();
    if (String(url).includes('/price-list')) return json(200, { ...page([LINE]), buyer: BUYER });
    return json(200, page(buyers));
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
      <BuyersView />
    </>,
    { queryClient },
  );
}

describe('the buyers that added the supplier', () => {
  it('says what the list is for when nobody added the company yet', async () => {
    apiAnswers([], () => json(200, LINE));
    show();
    expect(await screen.findByText(/Nenhum cliente cadastrou sua empresa ainda/)).toBeInTheDocument();
  });

  it('opens a buyer’s price list and saves only what changed; the API’s refusal shows on the field', async () => {
    let answer = json(400, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Dados inválidos',
        details: [{ path: 'price', message: 'O preço deve ser maior que zero' }],
        requestId: 'r',
      },
    });
    const fetch = apiAnswers([BUYER], () => answer);
    show();
    const card = (await screen.findByRole('list', { name: 'Clientes que me adicionaram' })).querySelector('li')!;
    expect(card).toHaveTextContent('São Paulo/SP');
    expect(card).toHaveTextContent('3 pedidos');
    await userEvent.click(within(card).getByRole('button', { name: 'Ver e editar a lista de preços' }));
    const line = await screen.findByRole('form', { name: 'Tomate italiano' });
    const save = within(line).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();

    const price = within(line).getByLabelText('Preço (R$)');
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(save);
    expect(await within(line).findByText('O preço deve ser maior que zero')).toBeInTheDocument();

    answer = json(200, {
      ...LINE,
      price: 9.9,
      in_stock: false,
      buyer: { organization_id: BUYER.organization_id, name: BUYER.name },
    });
    await userEvent.clear(price);
    await userEvent.type(price, '9,90');
    await userEvent.click(within(line).getByLabelText('Em estoque'));
    await userEvent.click(save);
    expect(await screen.findByText('Tomate italiano: salvo')).toBeInTheDocument();
    const sent = fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH').at(-1)!;
    expect(String(sent[0])).toContain(`/supplier-portal/buyers/${BUYER.organization_id}/price-list/${LINE.id}`);
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ price: 9.9, in_stock: false });
  });
});
