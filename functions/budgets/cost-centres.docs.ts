import type { RouteDocs } from '../platform/describe';
import {
  costCentreListSchema,
  costCentreSchema,
  memberDefaultListSchema,
  memberDefaultSchema,
} from './budgets.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How cost-centres.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const costCentresDocs = {
  'GET /': { summary: 'Os centros de custo e o padrão de quem pergunta', response: costCentreListSchema },
  'GET /members': { summary: 'Cada membro com seu centro de custo padrão', response: memberDefaultListSchema },
  'PUT /members/:memberId': {
    summary: 'Define (ou limpa, com null) o centro de custo padrão de um membro',
    response: memberDefaultSchema,
    requestExample: { costCentreId: '0b8e3c52-4a4e-4f57-9d8e-2f1a3c4b5d6e' },
    errors: [404],
  },
  'POST /': {
    summary: 'Cria um centro de custo',
    description: 'O nome é único na organização, sem diferenciar maiúsculas (409).',
    status: 201,
    response: costCentreSchema,
    requestExample: { name: 'Cozinha', code: 'CC-01' },
    errors: [409],
  },
  'PUT /:id': {
    summary: 'Renomeia um centro de custo ou muda seu código',
    response: costCentreSchema,
    requestExample: { name: 'Cozinha central' },
    errors: [409],
  },
  'DELETE /:id': {
    summary: 'Exclui um centro de custo, com seus orçamentos e os padrões dos membros',
    description: 'Recusado (409) se algum pedido já foi feito neste centro: renomeie-o em vez de excluir.',
    response: messageResponse,
    errors: [409],
  },
} satisfies RouteDocs;
