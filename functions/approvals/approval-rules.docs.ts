import type { RouteDocs } from '../platform/describe';
import { ruleSetHistorySchema, ruleSetInForceSchema } from './approval-rules.responses';

/**
 * How approval-rules.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const approvalRulesDocs = {
  'GET /': {
    summary: 'As regras de aprovação em vigor (versão, regras, quem salvou e quando)',
    response: ruleSetInForceSchema,
  },
  'GET /versions': {
    summary: 'O histórico das regras de aprovação, da versão mais nova à mais antiga',
    response: ruleSetHistorySchema,
  },
  'PUT /': {
    summary: 'Salva a lista inteira de regras como uma nova versão (dono)',
    description:
      'As regras valem na ordem: a primeira cujo escopo (fornecedor, categoria ou todos) e faixa (acima de minAmount, até maxAmount) cobrem o pedido ao fornecedor decide. Por escopo, as faixas vão de R$ 0 a sem teto, sem buracos nem sobreposições, e regras gerais (sem escopo) são obrigatórias. approvers: [] aprova automaticamente; ["admin"], ["owner"], ["admin", "owner"], ["admin", "admin"] (duas pessoas diferentes) em sequência. Uma lista vazia volta ao padrão (um administrador). ownerOrdersNeedApproval (opcional; omitido, mantém o que está em vigor; padrão false): desligado, um pedido feito pelo dono, ou a cotação que ele fecha com os vencedores, é aprovado na criação e segue aos fornecedores; ligado, passa pelas regras como os dos outros. Pedidos já feitos mantêm a versão sob a qual foram feitos.',
    response: ruleSetInForceSchema,
    requestExample: {
      ownerOrdersNeedApproval: false,
      rules: [
        { minAmount: 0, maxAmount: 500, approvers: [] },
        { minAmount: 500, maxAmount: 5000, approvers: ['admin'] },
        { minAmount: 5000, maxAmount: null, approvers: ['owner'] },
      ],
    },
  },
} satisfies RouteDocs;
