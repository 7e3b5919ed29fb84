import type { RouteDocs } from '../platform/describe';
import { scorecardListSchema, scorecardSchema } from './scorecards.routes';

const PERIOD_DOC =
  'days: 30, 90 (padrão) ou 365, contados pelo envio do pedido ao fornecedor; as taxas de resposta e de vitória e o tempo para responder, pelo envio da cotação.';

/**
 * How scorecards.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const scorecardsDocs = {
  'GET /': {
    summary: 'O desempenho do fornecedor no período, com a série para os gráficos',
    description: PERIOD_DOC,
    response: scorecardSchema,
  },
  'GET /operator': {
    summary: 'O desempenho de cada fornecedor, sobre todos os compradores (operador)',
    description: PERIOD_DOC,
    response: scorecardListSchema,
  },
  'GET /operator/:supplierId': {
    summary: 'O desempenho de um fornecedor, com a série (operador)',
    description: PERIOD_DOC,
    response: scorecardSchema,
  },
  'GET /suppliers': {
    summary: 'O desempenho de cada fornecedor nos pedidos da organização',
    description: `Só os pedidos e as cotações desta organização contam. ${PERIOD_DOC}`,
    response: scorecardListSchema,
  },
  'GET /suppliers/:supplierId': {
    summary: 'O desempenho de um fornecedor nos pedidos da organização, com a série',
    description: `Só os pedidos e as cotações desta organização contam. ${PERIOD_DOC}`,
    response: scorecardSchema,
  },
} satisfies RouteDocs;
