import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer } from '@/lib/api-client';
import { LIVE_FIGURES } from '@/lib/live-query';
import { spendKeys } from '@/lib/query-keys/spend';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type SpendMonths = Answer<typeof client.spend.months.$get>;
export type SpendBreakdown = Answer<typeof client.spend.suppliers.$get>;
export type SpendBudgets = Answer<typeof client.spend.budgets.$get>;
export type SpendPrices = Answer<typeof client.spend.prices.$get>;

type PeriodQuery = NonNullable<Parameters<typeof client.spend.months.$get>[0]['query']>;
/** A period of whole months, 'AAAA-MM' each (São Paulo months on the server): both ends always set here. */
export type Period = Required<Pick<PeriodQuery, 'from' | 'to'>>;

/** The breakdowns, each its own route of /spend. */
export type Dimension = 'suppliers' | 'categories' | 'cost-centres' | 'members';
export const DIMENSIONS: { value: Dimension; label: string; column: string }[] = [
  { value: 'suppliers', label: 'Fornecedor', column: 'Fornecedor' },
  { value: 'categories', label: 'Categoria', column: 'Categoria' },
  { value: 'cost-centres', label: 'Centro de custo', column: 'Centro de custo' },
  { value: 'members', label: 'Pessoa', column: 'Pessoa' },
];

/** Where each view's CSV downloads from (a plain link: the browser saves the attachment itself). */
export const csvHref = (view: string, query: Record<string, string | number>) =>
  `/api/v1/spend/${view}.csv?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

export const spendMonthsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: spendKeys.view('months', { ...period }),
    ...LIVE_FIGURES,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => unwrap(client.spend.months.$get({ query: asQuery(period) }, { init: { signal } })),
  });
export const useSpendMonths = (period: Period) => useQuery(spendMonthsQueryOptions(period));

export const spendBreakdownQueryOptions = (dimension: Dimension, period: Period) =>
  queryOptions({
    queryKey: spendKeys.view(dimension, { ...period }),
    ...LIVE_FIGURES,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => unwrap(client.spend[dimension].$get({ query: asQuery(period) }, { init: { signal } })),
  });
export const useSpendBreakdown = (dimension: Dimension, period: Period) =>
  useQuery(spendBreakdownQueryOptions(dimension, period));

export const spendBudgetsQueryOptions = (month: string) =>
  queryOptions({
    queryKey: spendKeys.view('budgets', { month }),
    ...LIVE_FIGURES,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => unwrap(client.spend.budgets.$get({ query: asQuery({ month }) }, { init: { signal } })),
  });
export const useSpendBudgets = (month: string) => useQuery(spendBudgetsQueryOptions(month));

export const spendPricesQueryOptions = (period: Period, top: number) =>
  queryOptions({
    queryKey: spendKeys.view('prices', { ...period, top }),
    ...LIVE_FIGURES,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      unwrap(client.spend.prices.$get({ query: asQuery({ ...period, top }) }, { init: { signal } })),
  });
export const useSpendPrices = (period: Period, top: number) => useQuery(spendPricesQueryOptions(period, top));
