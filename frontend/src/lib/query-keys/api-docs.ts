/**
 * The cache keys of the api-docs feature: every query of it starts with ['api-docs'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const apiDocsKeys = {
  all: ['api-docs'] as const,
  document: ['api-docs', 'openapi'] as const,
};
