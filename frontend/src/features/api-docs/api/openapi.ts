import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The parts of an OpenAPI 3.1 document the reference page reads (the server generates it from the routes). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
}
export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}
export interface Operation {
  summary: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema; example?: unknown }> };
  'x-request-example'?: unknown;
  responses: Record<
    string,
    { $ref?: string; description?: string; content?: Record<string, { schema?: JsonSchema; example?: unknown }> }
  >;
}
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export interface OpenApiDoc {
  info: { title: string; description: string };
  servers: Array<{ url: string }>;
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: {
    schemas?: Record<string, JsonSchema>;
    responses?: Record<string, { description: string }>;
    securitySchemes?: Record<string, { description?: string; in?: string; name?: string }>;
  };
}

export const openApiQueryOptions = () =>
  queryOptions({
    queryKey: ['openapi'],
    queryFn: ({ signal }) => api.get<OpenApiDoc>('/openapi.json', undefined, signal),
    staleTime: Infinity,
  });
export const useOpenApi = () => useQuery(openApiQueryOptions());
