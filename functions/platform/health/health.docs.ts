import type { RouteDocs } from '../../platform/describe';
import { healthDegradedSchema, healthSchema, liveSchema } from './health.responses';

/**
 * How health.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const healthDocs = {
  'GET /live': {
    summary: 'O worker responde (sem banco)',
    description: 'Liveness: não toca no banco nem pede autenticação.',
    response: liveSchema,
  },
  'GET /': {
    summary: 'O worker e o banco respondem',
    description:
      'Readiness: uma consulta ao banco, sem autenticação. Com o banco fora do ar responde 503 com o mesmo formato (status degraded, database down), não o envelope de erro, e Retry-After.',
    response: healthSchema,
    responses: { 503: { description: 'O banco não responde', schema: healthDegradedSchema } },
  },
} satisfies RouteDocs;
