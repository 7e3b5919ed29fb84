import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { operatorKeys } from '@/lib/query-keys/operator';
import { renderWithProviders, testQueryClient } from '@/test/render';
import type { AdminSupplier } from '../api/operator';
import { SuppliersAdmin } from './suppliers-admin';

const supplier = (id: string, name: string, cnpj: string, isActive = true) =>
  ({
    id,
    name,
    cnpj,
    cnpjFormatted: cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
    isActive,
    color: '#16a34a',
    cities: [
      { id: 'sp', name: 'São Paulo', state: 'SP' },
      { id: 'cps', name: 'Campinas', state: 'SP' },
    ],
  }) as unknown as AdminSupplier;

/** Twelve suppliers: two pages of ten. */
const SUPPLIERS = [
  supplier('vv', 'Hortifruti Vale Verde', '11222333000181'),
  supplier('sa', 'Laticínios Serra Azul', '45997418000153', false),
  ...Array.from({ length: 10 }, (_, i) => supplier(`f${i}`, `Fornecedor ${String(i + 1).padStart(2, '0')}`, '')),
];

function atWidth(width: number) {
  // happy-dom's own window: it answers media queries from this viewport.
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });
}
afterEach(() => atWidth(1024));

function showSuppliers() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(operatorKeys.suppliers, SUPPLIERS);
  return renderWithProviders(<SuppliersAdmin />, { queryClient });
}

describe('the operator’s suppliers', () => {
  // Name, CNPJ, cities, state and two actions clipped at 390 px (#52): on a phone each supplier is a card.
  it('are one card per supplier on a phone, with its actions inside it', () => {
    atWidth(390);
    showSuppliers();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Fornecedores' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(cards[1]).toHaveTextContent('Laticínios Serra Azul');
    expect(cards[1]).toHaveTextContent('45.997.418/0001-53');
    expect(cards[1]).toHaveTextContent('São Paulo/SP, Campinas/SP');
    expect(cards[1]).toHaveTextContent('Inativo');
    expect(within(cards[1]!).getByRole('button', { name: 'Editar Laticínios Serra Azul' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Excluir Laticínios Serra Azul' })).toBeInTheDocument();
  });

  it('are a table from 768 px up, searched by name or CNPJ and paged by ten', async () => {
    atWidth(1024);
    showSuppliers();
    const table = screen.getByRole('table', { name: 'Fornecedores' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: /próxima/i }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('Buscar fornecedores'), '45.997');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Laticínios Serra Azul');
    await userEvent.clear(screen.getByLabelText('Buscar fornecedores'));
    await userEvent.type(screen.getByLabelText('Buscar fornecedores'), 'nenhum assim');
    expect(screen.getByText('Nenhum fornecedor encontrado.')).toBeInTheDocument();
  });
});
