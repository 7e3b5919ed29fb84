import type { RouteDocs } from '../platform/describe';
import * as z from 'zod';
import { negotiatedPriceSchema } from './negotiated-prices.routes';

const negotiatedPricesSchema = z.object({ data: z.array(negotiatedPriceSchema) });

/**
 * How negotiated-prices.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const negotiatedPricesDocs = {
  'GET /': {
    summary: 'Preços cotados desta organização que valem hoje',
    description:
      'Um por produto: o preço vencedor numa cotação, com o próprio fornecedor do produto, até a validade da resposta, quando não é maior que o do catálogo. O carrinho, a recompra e o fechamento do pedido cobram este preço; outras organizações não o veem.',
    response: negotiatedPricesSchema,
  },
} satisfies RouteDocs;
