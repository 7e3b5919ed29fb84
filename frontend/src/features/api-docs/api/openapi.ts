import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap, type Answer } from '@/lib/api-client';
import { apiDocsKeys } from '@/lib/query-keys/api-docs';

/** The OpenAPI 3.1 document the server generates from its routes (its JSON Schemas are plain JSON there). */
export type OpenApiDoc = Answer<(typeof client)['openapi.json']['$get']>;
export type Operation = OpenApiDoc['paths'][string][string];
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const openApiQueryOptions = () =>
  queryOptions({
    queryKey: apiDocsKeys.document,
    queryFn: ({ signal }) => unwrap(client['openapi.json'].$get(undefined, { init: { signal } })),
    staleTime: Infinity,
  });
export const useOpenApi = () => useQuery(openApiQueryOptions());
