import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LIVE_FIGURES } from '@/lib/live-query';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type Scorecard = ApiResponse<ApiClient['supplier-portal']['scorecard']['$get']>;
export type Figures = Scorecard['totals'];
export type ScorecardList = ApiResponse<ApiClient['scorecards']['suppliers']['$get']>;
export type Period = 30 | 90 | 365;
export const PERIODS: { value: Period; label: string }[] = [
  { value: 30, label: '30 dias' },
  { value: 90, label: '90 dias' },
  { value: 365, label: '12 meses' },
];

/** Whose view: the supplier's own, a buyer's over its orders, or the operator's over everyone's. */
export type ScorecardScope =
  { kind: 'portal' } | { kind: 'buyer'; supplierId: string } | { kind: 'operator'; supplierId: string };

const pathOf = (scope: ScorecardScope) =>
  scope.kind === 'portal'
    ? '/supplier-portal/scorecard'
    : scope.kind === 'buyer'
      ? `/scorecards/suppliers/${scope.supplierId}`
      : `/scorecards/operator/${scope.supplierId}`;

export const scorecardQueryOptions = (scope: ScorecardScope, days: Period) =>
  queryOptions({
    queryKey: ['scorecard', scope, days],
    ...LIVE_FIGURES,
    queryFn: ({ signal }) => api.get<Scorecard>(pathOf(scope), { days }, signal),
    placeholderData: keepPreviousData,
  });
export const useScorecard = (scope: ScorecardScope, days: Period) => useQuery(scorecardQueryOptions(scope, days));

export const scorecardListQueryOptions = (who: 'buyer' | 'operator', days: Period) =>
  queryOptions({
    queryKey: ['scorecards', who, days],
    ...LIVE_FIGURES,
    queryFn: ({ signal }) =>
      api.get<ScorecardList>(who === 'buyer' ? '/scorecards/suppliers' : '/scorecards/operator', { days }, signal),
    placeholderData: keepPreviousData,
  });
export const useScorecardList = (who: 'buyer' | 'operator', days: Period) =>
  useQuery(scorecardListQueryOptions(who, days));
