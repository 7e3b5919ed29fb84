import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scorecardsKeys } from '@/lib/query-keys/scorecards';
import { renderWithProviders, testQueryClient } from '@/test/render';
import type { Figures, Scorecard, ScorecardList } from '../api/scorecards';
import { ScorecardTable } from './scorecard-table';
import { ScorecardView } from './scorecard-view';

const SUPPLIER = 'a0000000-0000-4000-8000-000000000001';

/** A supplier with no order yet, invited to 3 cotações: 2 answered (after 2 h and 4 h), 1 won. */
const figures = (): Figures => ({
  orders: 0,
  fillRate: null,
  onTimeRate: null,
  medianHoursToConfirm: null,
  refusalRate: null,
  incidentRate: null,
  creditAmount: 0,
  responseRate: 0.667,
  winRate: 0.5,
  medianHoursToAnswer: 3,
  counts: {
    unitsOrdered: 0,
    unitsReceivedOk: 0,
    ordersDue: 0,
    ordersOnTime: 0,
    linesAnswered: 0,
    linesRefused: 0,
    ordersReceived: 0,
    ordersWithIncidents: 0,
    quotesInvited: 3,
    quotesAnswered: 2,
    quotesAwarded: 2,
    quotesWon: 1,
  },
});

describe('the scorecard screens', () => {
  it('show the response rate, win rate and median time to answer beside the orders’ figures', () => {
    const queryClient = testQueryClient();
    const card: Scorecard = { days: 90, bucket: 'week', totals: figures(), series: [] };
    queryClient.setQueryData(scorecardsKeys.scorecard({ kind: 'buyer', supplierId: SUPPLIER }, '90'), card);
    renderWithProviders(<ScorecardView scope={{ kind: 'buyer', supplierId: SUPPLIER }} title="Desempenho" />, {
      queryClient,
    });
    // A supplier only invited to cotações has a scorecard too.
    expect(screen.queryByText(/Nenhum pedido/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Nos pedidos',
      'Nas cotações',
    ]);
    expect(screen.getByTestId('metric-responseRate')).toHaveTextContent('Resposta a cotações66,7%');
    expect(screen.getByTestId('metric-winRate')).toHaveTextContent('Vitórias50%');
    expect(screen.getByTestId('metric-medianHoursToAnswer')).toHaveTextContent('Tempo para responder3 h');
    expect(screen.getByText(/2 de 3 cotações respondidas/)).toHaveTextContent(
      '2 de 3 cotações respondidas · 1 de 2 vencidas (das respondidas e com vencedores escolhidos)',
    );
  });

  it('list every supplier with its cotações and the three figures', () => {
    const queryClient = testQueryClient();
    const list: ScorecardList = {
      days: 90,
      data: [{ supplierId: SUPPLIER, supplierName: 'Hortifruti Sol', ...figures() }],
    };
    queryClient.setQueryData(scorecardsKeys.list('buyer', '90'), list);
    renderWithProviders(<ScorecardTable who="buyer" linkTo={(id) => `/app/scorecards/${id}`} />, { queryClient });
    const table = screen.getByRole('table', { name: 'Desempenho dos fornecedores' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(-4)).toEqual(['Cotações', 'Resposta a cotações', 'Vitórias', 'Tempo para responder']);
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(-4)).toEqual(['3', '66,7%', '50%', '3 h']);
  });
});
