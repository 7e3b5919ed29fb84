import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { renderWithProviders } from '@/test/render';
import type { OwnSupplier } from '../api/own-suppliers';
import { OwnSuppliersList } from './own-suppliers-list';

const supplier = (over: Partial<OwnSupplier>): OwnSupplier => ({
  id: crypto.randomUUID(),
  name: 'Hortifrúti Boa Safra',
  cnpj: '11222333000181',
  email: 'boasafra@exemplo.com.br',
  contact_name: 'Seu Zé',
  whatsapp: '+5511987654321',
  listed: false,
  claimed: false,
  cities: [{ id: crypto.randomUUID(), name: 'São Paulo', state: 'SP' }],
  minimum_order_value: 0,
  lead_time_days: 1,
  payment_terms: [],
  delivery_weekdays: [1, 2, 3, 4, 5, 6],
  order_cutoff: null,
  product_count: 12,
  created_at: '2026-12-01T12:00:00.000Z',
  updated_at: '2026-12-01T12:00:00.000Z',
  ...over,
});

const page = (rows: OwnSupplier[]) =>
  new Response(JSON.stringify({ data: rows, pagination: { page: 1, limit: 20, total: rows.length, totalPages: 1 } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function atWidth(width: number) {
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });
}
afterEach(() => (atWidth(1024), vi.unstubAllGlobals()));

function showList(rows: OwnSupplier[], addButton?: ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => page(rows)),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<OwnSuppliersList addButton={addButton} />, { queryClient });
}

describe('the organization’s own suppliers', () => {
  it('lists each with its CNPJ, cities, price list size and whether it has an account or is on the marketplace', async () => {
    const boaSafra = supplier({});
    showList([boaSafra, supplier({ name: 'Açougue do Tonho', claimed: true, listed: true, product_count: 1 })]);
    const table = await screen.findByRole('table', { name: 'Meus fornecedores' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('FornecedorCNPJCidadesLista de preçosConta');
    expect(rows[1]).toHaveTextContent('Hortifrúti Boa Safra11.222.333/0001-81São Paulo/SP12 produtosSem conta');
    expect(rows[2]).toHaveTextContent('Açougue do Tonho11.222.333/0001-81São Paulo/SP1 produtoCom contaNo marketplace');
    expect(within(rows[1]!).getByRole('link', { name: 'Hortifrúti Boa Safra' })).toHaveAttribute(
      'href',
      `/app/fornecedores/${boaSafra.id}`,
    );
  });

  it('is one card per supplier on a phone', async () => {
    atWidth(390);
    showList([supplier({})]);
    const cards = within(await screen.findByRole('list', { name: 'Meus fornecedores' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Lista de preços12 produtos');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains what an own supplier is before the first one, with the button to add it', async () => {
    showList([], <Button>Adicionar fornecedor</Button>);
    expect(await screen.findByText('Compre também de quem você já compra')).toBeInTheDocument();
    expect(screen.getByText(/só a sua organização vê o fornecedor/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar fornecedor' })).toBeInTheDocument();
  });

  it('tells a member that managers add suppliers', async () => {
    showList([]);
    expect(await screen.findByText('Quem administra a organização adiciona fornecedores.')).toBeInTheDocument();
  });
});
