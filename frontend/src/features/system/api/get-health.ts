import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  latencyMs: number;
}

export const getHealth = (signal?: AbortSignal) => api.get<Health>('/health', undefined, signal);

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'health'], queryFn: ({ signal }) => getHealth(signal), refetchInterval: 60_000 });

export const useHealth = () => useQuery(healthQueryOptions());
