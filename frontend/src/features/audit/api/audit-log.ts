import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

/** Whose log: the active organization's (owners) or the platform's (the operator). */
export type AuditScope = 'organization' | 'platform';

export type AuditPage = ApiResponse<ApiClient['audit-log']['$get']>;
export type AuditEntry = AuditPage['data'][number];
export type AuditVerification = ApiResponse<ApiClient['audit-log']['verify']['$get']>;

export interface AuditFilters {
  action?: string;
  targetType?: string;
  from?: string;
  to?: string;
  q?: string;
}

const base = (scope: AuditScope) => (scope === 'platform' ? '/audit-log/platform' : '/audit-log');

export const auditLogQueryOptions = (scope: AuditScope, filters: AuditFilters, cursor: number | null) =>
  queryOptions({
    queryKey: ['audit-log', scope, filters, cursor],
    queryFn: ({ signal }) =>
      api.get<AuditPage>(base(scope), { ...filters, cursor: cursor ?? undefined, limit: 50 }, signal),
    placeholderData: keepPreviousData,
  });
export const useAuditLog = (scope: AuditScope, filters: AuditFilters, cursor: number | null) =>
  useQuery(auditLogQueryOptions(scope, filters, cursor));

/** Walks the whole chain: only when asked (a button), never cached as fresh. */
export const auditVerifyQueryOptions = (scope: AuditScope) =>
  queryOptions({
    queryKey: ['audit-log', scope, 'verify'],
    queryFn: ({ signal }) => api.get<AuditVerification>(`${base(scope)}/verify`, undefined, signal),
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
