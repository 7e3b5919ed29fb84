import type { RouteDocs } from '../platform/describe';
import { budgetListSchema, budgetPolicySchema, budgetWithMonthSchema, remainingSchema } from './budgets.responses';
import { messageResponse } from '../platform/response-schemas';

const USAGE =
  'Mês em America/Sao_Paulo (pela data do pedido). reserved: itens aguardando aprovação; committed: aprovado e não recebido; spent: recebido em ordem; remaining = amount − (reserved + committed + spent). Valores em reais.';

/**
 * How budgets.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const budgetsDocs = {
  'GET /': { summary: 'Os orçamentos com o uso do mês e a política', description: USAGE, response: budgetListSchema },
  'GET /remaining': {
    summary: 'O que resta no mês dos orçamentos de um centro de custo, e quanto o carrinho levaria',
    description: `Sem costCentreId, o centro padrão de quem pergunta (sem ele, costCentre null e lista vazia). ${USAGE}`,
    response: remainingSchema,
    errors: [404],
  },
  'GET /policy': { summary: 'A política de orçamento da organização', response: budgetPolicySchema },
  'PUT /policy': {
    summary: 'Escolhe a política de orçamento (escalate ou block)',
    response: budgetPolicySchema,
    requestExample: { policy: 'escalate' },
  },
  'POST /': {
    summary: 'Cria um orçamento mensal de um centro de custo (geral ou de uma categoria)',
    description: 'Um por centro de custo e categoria (409). amount em reais, maior que zero.',
    status: 201,
    response: budgetWithMonthSchema,
    requestExample: { costCentreId: '0b8e3c52-4a4e-4f57-9d8e-2f1a3c4b5d6e', categoryId: null, amount: 20000 },
    errors: [404, 409],
  },
  'PUT /:id': {
    summary: 'Muda o valor mensal de um orçamento',
    response: budgetWithMonthSchema,
    requestExample: { amount: 25000 },
  },
  'DELETE /:id': { summary: 'Exclui um orçamento', response: messageResponse },
} satisfies RouteDocs;
