import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap, type Answer } from '@/lib/api-client';
import { LIVE_FIGURES } from '@/lib/live-query';
import { scorecardsKeys } from '@/lib/query-keys/scorecards';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type Scorecard = Answer<(typeof client)['supplier-portal']['scorecard']['$get']>;
export type Figures = Scorecard['totals'];
export type ScorecardList = Answer<typeof client.scorecards.suppliers.$get>;
/** The periods the API measures over, in days (as the query string carries them). */
export type Period = NonNullable<NonNullable<Parameters<typeof client.scorecards.suppliers.$get>[0]>['query']['days']>;
export const PERIODS: { value: Period; label: string }[] = [
  { value: '30', label: '30 dias' },
  { value: '90', label: '90 dias' },
  { value: '365', label: '12 meses' },
];

/** Whose view: the supplier's own, a buyer's over its orders, or the operator's over everyone's. */
export type ScorecardScope =
  { kind: 'portal' } | { kind: 'buyer'; supplierId: string } | { kind: 'operator'; supplierId: string };

const scorecardOf = (scope: ScorecardScope, days: Period, signal: AbortSignal) =>
  scope.kind === 'portal'
    ? client['supplier-portal'].scorecard.$get({ query: { days } }, { init: { signal } })
    : scope.kind === 'buyer'
      ? client.scorecards.suppliers[':supplierId'].$get(
          { param: { supplierId: scope.supplierId }, query: { days } },
          { init: { signal } },
        )
      : client.scorecards.operator[':supplierId'].$get(
          { param: { supplierId: scope.supplierId }, query: { days } },
          { init: { signal } },
        );

export const scorecardQueryOptions = (scope: ScorecardScope, days: Period) =>
  queryOptions({
    queryKey: scorecardsKeys.scorecard(scope, days),
    ...LIVE_FIGURES,
    queryFn: ({ signal }) => unwrap(scorecardOf(scope, days, signal)),
    placeholderData: keepPreviousData,
  });
export const useScorecard = (scope: ScorecardScope, days: Period) => useQuery(scorecardQueryOptions(scope, days));

export const scorecardListQueryOptions = (who: 'buyer' | 'operator', days: Period) =>
  queryOptions({
    queryKey: scorecardsKeys.list(who, days),
    ...LIVE_FIGURES,
    queryFn: ({ signal }) =>
      unwrap(
        (who === 'buyer' ? client.scorecards.suppliers : client.scorecards.operator).$get(
          { query: { days } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
export const useScorecardList = (who: 'buyer' | 'operator', days: Period) =>
  useQuery(scorecardListQueryOptions(who, days));
