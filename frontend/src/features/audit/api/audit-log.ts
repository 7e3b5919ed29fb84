import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer } from '@/lib/api-client';
import { auditKeys } from '@/lib/query-keys/audit';

/** Whose log: the active organization's (owners) or the platform's (the operator). */
export type AuditScope = 'organization' | 'platform';

export type AuditPage = Answer<(typeof client)['audit-log']['$get']>;
export type AuditEntry = AuditPage['data'][number];
export type AuditVerification = Answer<(typeof client)['audit-log']['verify']['$get']>;

type AuditListQuery = NonNullable<Parameters<(typeof client)['audit-log']['$get']>[0]['query']>;
/** The filters the screen offers, in the terms the API's query accepts (the CSV takes the same). */
export type AuditFilters = Pick<AuditListQuery, 'action' | 'targetType' | 'from' | 'to' | 'q'>;

const log = (scope: AuditScope) => (scope === 'platform' ? client['audit-log'].platform : client['audit-log']);
const base = (scope: AuditScope) => (scope === 'platform' ? '/audit-log/platform' : '/audit-log');

export const auditLogQueryOptions = (scope: AuditScope, filters: AuditFilters, cursor: number | null) =>
  queryOptions({
    queryKey: auditKeys.log(scope, filters, cursor),
    queryFn: ({ signal }) => {
      // The action is the API's enum and goes as it is (asQuery writes optional fields as plain text).
      const { action, ...text } = filters;
      const query = { action, ...asQuery({ ...text, cursor: cursor ?? undefined, limit: 50 }) };
      return unwrap(log(scope).$get({ query }, { init: { signal } }));
    },
    placeholderData: keepPreviousData,
  });
export const useAuditLog = (scope: AuditScope, filters: AuditFilters, cursor: number | null) =>
  useQuery(auditLogQueryOptions(scope, filters, cursor));

/** Walks the whole chain: only when asked (a button), never cached as fresh. */
export const auditVerifyQueryOptions = (scope: AuditScope) =>
  queryOptions({
    queryKey: auditKeys.verification(scope),
    queryFn: ({ signal }) => unwrap(log(scope).verify.$get(undefined, { init: { signal } })),
    enabled: false,
    staleTime: 0,
    gcTime: 0,
  });
export const useAuditVerification = (scope: AuditScope) => useQuery(auditVerifyQueryOptions(scope));

/** The CSV with the same filters: a plain link, so the browser streams the download itself. */
export const auditExportUrl = (scope: AuditScope, filters: AuditFilters) => {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `/api/v1${base(scope)}/export${query ? `?${query}` : ''}`;
};
