import type { RouteDocs } from '../platform/describe';
import { planListSchema } from './plan.responses';

/**
 * How plan.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const planDocs = {
  'GET /': { summary: 'Planos oferecidos, com preços (centavos de R$), recursos e limites', response: planListSchema },
} satisfies RouteDocs;
