import { useState } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { ListScreen, type ListData } from './list-screen';

type Product = { id: string; name: string; price: string };
const PRODUCTS: Product[] = [
  { id: 'p1', name: 'Arroz 5 kg', price: 'R$ 25,00' },
  { id: 'p2', name: 'Feijão 1 kg', price: 'R$ 8,50' },
];

/** A screen over a query that answers from memory (or never, or with the error given): no server. */
function Products({ load }: { load: (page: number) => Promise<ListData<Product>> }) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: ['produtos', page], queryFn: () => load(page), retry: false });
  return (
    <ListScreen
      title="Produtos"
      label="Produtos"
      tools={<button type="button">Novo produto</button>}
      query={query}
      onPage={setPage}
      loading="Carregando produtos…"
      error="Não foi possível carregar os produtos."
      empty="Nenhum produto encontrado."
      rowKey={(p) => p.id}
      columns={[
        { header: 'Produto', cell: (p) => p.name },
        { header: 'Preço', cell: (p) => p.price },
      ]}
      actions={(p) => <button type="button">Editar {p.name}</button>}
    />
  );
}

const show = (load: (page: number) => Promise<ListData<Product>>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Products load={load} />
    </QueryClientProvider>,
  );

const paged = (page: number): ListData<Product> => ({
  data: [PRODUCTS[page - 1]!],
  pagination: { page, totalPages: 2, total: 2 },
});

function atWidth(width: number) {
  // happy-dom's own window: it answers media queries from this viewport.
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });
}
afterEach(() => atWidth(1024));

describe('the list screen', () => {
  it('says it is loading while the first page is on its way', () => {
    show(() => new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando produtos…');
    expect(screen.getByRole('button', { name: 'Novo produto' })).toBeInTheDocument();
  });

  it('says there is nothing yet, in words, when the page is empty', async () => {
    show(async () => ({ data: [], pagination: { page: 1, totalPages: 0, total: 0 } }));
    expect(await screen.findByText('Nenhum produto encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded', async () => {
    show(async () => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar os produtos.');
  });

  it('says a refusal as a missing permission, not as a failure', async () => {
    show(async () => {
      throw new ApiClientError(403, 'FORBIDDEN', 'Sem permissão');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Você não tem permissão para ver isto/);
  });

  it('shows a table named after the list on a wide screen, its actions in the last column', async () => {
    atWidth(1280);
    show(async () => ({ data: PRODUCTS, pagination: { page: 1, totalPages: 1, total: 2 } }));
    const table = await screen.findByRole('table', { name: 'Produtos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Produto', 'Preço', 'Ações']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Arroz 5 kg', 'Feijão 1 kg']);
    expect(within(rows[1]!).getByRole('button', { name: 'Editar Feijão 1 kg' })).toBeInTheDocument();
    expect(screen.getByText('2 no total')).toBeInTheDocument();
  });

  it('turns each row into a card on a phone, each value under its column’s name', async () => {
    atWidth(390);
    show(async () => ({ data: PRODUCTS, pagination: { page: 1, totalPages: 1, total: 2 } }));
    const list = await screen.findByRole('list', { name: 'Produtos' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Arroz 5 kg')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('term')).toHaveTextContent('Preço');
    expect(within(cards[0]!).getByRole('definition')).toHaveTextContent('R$ 25,00');
    expect(within(cards[0]!).getByRole('button', { name: 'Editar Arroz 5 kg' })).toBeInTheDocument();
  });

  it('moves between pages with the pagination bar, by keyboard too', async () => {
    show(async (page) => paged(page));
    expect(await screen.findByText('Arroz 5 kg')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2 · 2 no total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    screen.getByRole('button', { name: 'Próxima' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Feijão 1 kg')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2 · 2 no total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  });
});
