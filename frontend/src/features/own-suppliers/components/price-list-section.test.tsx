import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithProviders } from '@/test/render';
import type { PriceListProduct } from '../api/price-list';
import { PriceListSection } from './price-list-section';

const SUPPLIER_ID = '33333333-3333-4333-8333-333333333333';
const HORTIFRUTI = { value: '44444444-4444-4444-8444-444444444444', label: 'Hortifrúti' };
const MERCEARIA = { value: '55555555-5555-4555-8555-555555555555', label: 'Mercearia' };

const product = (over: Partial<PriceListProduct>): PriceListProduct => ({
  id: crypto.randomUUID(),
  name: 'Tomate italiano',
  sku: 'BS-01',
  gtin: null,
  price: 8.9,
  unit: 'kg',
  description: null,
  image: null,
  minimumOrder: 1,
  categoryId: HORTIFRUTI.value,
  supplierId: SUPPLIER_ID,
  inStock: true,
  isActive: true,
  isDemo: false,
  rating: 0,
  createdAt: '2026-12-01T12:00:00.000Z',
  updatedAt: '2026-12-01T12:00:00.000Z',
  category: { id: HORTIFRUTI.value, name: 'Hortifrúti', icon: null, color: null },
  supplier: { id: SUPPLIER_ID, name: 'Hortifrúti Boa Safra', color: '#15803d' },
  price_valid_until: null,
  ...over,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function apiAnswers(post: () => Response = () => json(201, product({}))) {
  const rows = [
    product({}),
    product({
      name: 'Feijão carioca',
      unit: 'fardo',
      price: 7.5,
      sku: 'BS-02',
      gtin: '7891234567895',
      price_valid_until: '2020-01-31',
    }),
  ];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'POST'
      ? post()
      : json(200, { data: rows, pagination: { page: 1, limit: 20, total: rows.length, totalPages: 1 } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

function showPriceList(canManage: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithProviders(
    <>
      <Toaster />
      <PriceListSection supplierId={SUPPLIER_ID} categories={[HORTIFRUTI, MERCEARIA]} canManage={canManage} />
    </>,
    { queryClient },
  );
}

describe('an own supplier’s price list', () => {
  it('shows each line’s price with its unit, its validity (an expired one said so) and its codes', async () => {
    apiAnswers();
    showPriceList(true);
    const rows = within(await screen.findByRole('table', { name: 'Lista de preços' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('ProdutoPreçoValidadeCódigosAções');
    expect(rows[1]).toHaveTextContent('Tomate italianoR$ 8,90 / kg—BS-01');
    expect(rows[2]).toHaveTextContent('Feijão cariocaR$ 7,50 / fardoVenceu em 31/01/2020BS-02 · GTIN 7891234567895');
  });

  it('lets a member read the prices and their history, and change nothing', async () => {
    apiAnswers();
    showPriceList(false);
    await screen.findByRole('table', { name: 'Lista de preços' });
    expect(screen.getByRole('button', { name: 'Histórico de preços de Tomate italiano' })).toBeInTheDocument();
    for (const name of ['Novo produto', 'Importar CSV', 'Editar Tomate italiano', 'Remover Tomate italiano'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('adds a line in the list’s usual category, with the API’s 400 details under their fields', async () => {
    const fetch = apiAnswers(() =>
      json(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Dados inválidos',
          details: [{ path: 'sku', message: 'Já existe um produto com este SKU na lista' }],
          requestId: 'r',
        },
      }),
    );
    showPriceList(true);
    await screen.findByRole('table', { name: 'Lista de preços' });
    await userEvent.click(screen.getByRole('button', { name: 'Novo produto' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo produto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Nome do produto é obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Preço deve ser maior que zero')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nome do produto'), 'Cebola roxa');
    await userEvent.type(within(dialog).getByLabelText('Preço (R$)'), '6,20');
    await userEvent.type(within(dialog).getByLabelText('SKU (opcional)'), 'BS-01');
    await userEvent.type(within(dialog).getByLabelText('Preço válido até (opcional)'), '2026-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Já existe um produto com este SKU na lista')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      name: 'Cebola roxa',
      unit: 'kg',
      price: 6.2,
      category_id: HORTIFRUTI.value,
      sku: 'BS-01',
      gtin: null,
      price_valid_until: '2026-12-31',
      minimum_order: 1,
    });
  });
});
