import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';
import { LIVE_FIGURES } from '@/lib/live-query';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type SpendMonths = ApiResponse<ApiClient['spend']['months']['$get']>;
export type SpendBreakdown = ApiResponse<ApiClient['spend']['suppliers']['$get']>;
export type SpendBudgets = ApiResponse<ApiClient['spend']['budgets']['$get']>;
export type SpendPrices = ApiResponse<ApiClient['spend']['prices']['$get']>;

/** A period of whole months, 'AAAA-MM' each (São Paulo months on the server). */
export interface Period {
  from: string;
  to: string;
}

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

const spendQuery = <T>(view: string, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['spend', view, query],
    ...LIVE_FIGURES,
    queryFn: ({ signal }) => api.get<T>(`/spend/${view}`, query, signal),
    placeholderData: keepPreviousData,
  });

export const spendMonthsQueryOptions = (period: Period) => spendQuery<SpendMonths>('months', { ...period });
export const useSpendMonths = (period: Period) => useQuery(spendMonthsQueryOptions(period));

export const spendBreakdownQueryOptions = (dimension: Dimension, period: Period) =>
  spendQuery<SpendBreakdown>(dimension, { ...period });
export const useSpendBreakdown = (dimension: Dimension, period: Period) =>
  useQuery(spendBreakdownQueryOptions(dimension, period));

export const spendBudgetsQueryOptions = (month: string) => spendQuery<SpendBudgets>('budgets', { month });
export const useSpendBudgets = (month: string) => useQuery(spendBudgetsQueryOptions(month));

export const spendPricesQueryOptions = (period: Period, top: number) =>
  spendQuery<SpendPrices>('prices', { ...period, top });
export const useSpendPrices = (period: Period, top: number) => useQuery(spendPricesQueryOptions(period, top));
