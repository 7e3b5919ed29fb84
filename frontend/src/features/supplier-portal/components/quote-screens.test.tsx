import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { supplierPortalKeys } from '@/lib/query-keys/supplier-portal';
import { renderWithProviders, testQueryClient } from '@/test/render';
import type { SupplierQuotePage, SupplierQuoteSummary } from '../api/quotes';
import { SupplierQuoteInbox } from './quote-inbox';
import { QuoteAnswerLink } from './quote-screens';
import { openQuote } from './quote-fixture';

const summary = (overrides: Partial<SupplierQuoteSummary>): SupplierQuoteSummary => ({
  id: 'q1',
  title: 'Grãos de dezembro',
  buyerName: 'Padaria Pão Quente',
  status: 'OPEN',
  deadline: '2099-12-15T21:00:00.000Z',
  sentAt: '2099-12-01T12:00:00.000Z',
  readAt: null,
  answeredAt: null,
  answerCount: 0,
  outcome: null,
  ...overrides,
});

const quote = openQuote({
  id: 'q1',
  readAt: null,
  desiredDeliveryDate: '2099-12-20',
  notes: 'Entregar pela porta lateral',
  lines: [{ id: 'rice', description: 'Arroz agulhinha tipo 1', unit: 'kg', quantity: 10 }],
});

describe('the cotações inbox', () => {
  it('lists each cotação with its status, reading, answer and outcome in Portuguese', () => {
    const queryClient = testQueryClient();
    const page: SupplierQuotePage = {
      data: [
        summary({ id: 'q1' }),
        summary({
          id: 'q2',
          title: 'Laticínios',
          status: 'AWARDED',
          readAt: '2099-12-01T13:00:00.000Z',
          answerCount: 2,
          outcome: 'WON',
        }),
        summary({
          id: 'q3',
          title: 'Hortifrúti',
          status: 'CLOSED',
          readAt: '2099-12-01T13:00:00.000Z',
          answerCount: 1,
          outcome: 'LOST',
        }),
        summary({ id: 'q4', title: 'Limpeza', status: 'CANCELLED', readAt: '2099-12-01T13:00:00.000Z' }),
      ],
      pagination: { page: 1, limit: 20, total: 4, totalPages: 1 },
    };
    queryClient.setQueryData(supplierPortalKeys.quotes({ page: 1 }), page);
    renderWithProviders(<SupplierQuoteInbox />, { queryClient });
    const rowOf = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title}`) }).closest('tr')!;

    const open = rowOf('Grãos de dezembro');
    expect(within(open).getByRole('link')).toHaveAttribute('href', '/fornecedor/cotacoes/q1');
    expect(open).toHaveTextContent('Não lida');
    expect(open).toHaveTextContent('Aberta');
    expect(open).toHaveTextContent('15/12/2099 18:00');
    expect(open).toHaveTextContent('Não respondida');
    const won = rowOf('Laticínios');
    expect(won).toHaveTextContent('Vencedores escolhidos');
    expect(won).toHaveTextContent('Respondida · versão 2');
    expect(won).toHaveTextContent('Venceu');
    expect(won).not.toHaveTextContent('Não lida');
    expect(rowOf('Hortifrúti')).toHaveTextContent('Encerrada');
    expect(rowOf('Hortifrúti')).toHaveTextContent('Não escolhida');
    expect(rowOf('Limpeza')).toHaveTextContent('Cancelada');
  });
});

/** The link page over a cache that already holds the API's refusal (the query never fetches in a test). */
async function linkRefusedWith(error: ApiClientError) {
  const queryClient = testQueryClient();
  await queryClient.prefetchQuery({
    queryKey: supplierPortalKeys.quoteLink('token-1'),
    queryFn: () => Promise.reject(error),
    retry: false,
  });
  renderWithProviders(<QuoteAnswerLink token="token-1" />, { queryClient });
}

describe('the e-mailed answer link', () => {
  it('says a tampered or revoked link is not valid and whom to ask', async () => {
    await linkRefusedWith(new ApiClientError(401, 'UNAUTHORIZED', 'Link de resposta inválido'));
    expect(screen.getByRole('alert')).toHaveTextContent('Este link não é válido. Peça um novo ao comprador.');
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
  });

  it('says the deadline passed for a link past it', async () => {
    await linkRefusedWith(new ApiClientError(410, 'GONE', 'Este link de resposta expirou com o prazo da cotação'));
    expect(screen.getByRole('alert')).toHaveTextContent('O prazo desta cotação terminou.');
  });

  it('offers to try again when the server could not be reached', async () => {
    await linkRefusedWith(new ApiClientError(0, 'NETWORK_ERROR', 'Sem conexão com o servidor.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Sem conexão com o servidor.');
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
  });

  it('shows the buyer, the delivery city (not the street), the deadline, the notes and the form', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(supplierPortalKeys.quoteLink('token-1'), quote);
    renderWithProviders(<QuoteAnswerLink token="token-1" />, { queryClient });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Grãos de dezembro');
    expect(screen.getByText('Padaria Pão Quente')).toBeInTheDocument();
    expect(screen.getByText('São Paulo/SP')).toBeInTheDocument();
    expect(screen.queryByText(/Avenida Paulista/)).not.toBeInTheDocument();
    expect(screen.getByText('15/12/2099 18:00 (horário de Brasília)')).toBeInTheDocument();
    expect(screen.getByText('Entregar pela porta lateral')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Arroz agulhinha tipo 1/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar resposta' })).toBeInTheDocument();
  });
});
