import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface Operation {
  summary: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; schema?: { type?: string; default?: unknown; maximum?: number } }>;
  requestBody?: { content: { 'application/json': { example?: unknown } } };
  responses: Record<string, { description: string; content?: { 'application/json'?: { example?: unknown } } }>;
}
export interface OpenApiDoc {
  info: { title: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Partial<Record<'get' | 'post' | 'put' | 'delete', Operation>>>;
}

export const openApiQueryOptions = () =>
  queryOptions({
    queryKey: ['openapi'],
    queryFn: ({ signal }) => api.get<OpenApiDoc>('/openapi.json', undefined, signal),
    staleTime: Infinity,
  });
export const useOpenApi = () => useQuery(openApiQueryOptions());
