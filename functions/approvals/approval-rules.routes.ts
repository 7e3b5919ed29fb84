import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { activeOrganizationId, requireRole, requireRoleOr, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { saveRulesSchema } from './approval-rules.schemas';
import {
  inForceResponse,
  ruleSetHistorySchema,
  ruleSetInForceSchema,
  ruleSetResponse,
} from './approval-rules.responses';
import { decidersCount, ruleSetHistory, ruleSetInForce, saveRuleSet } from './approval-rules.service';

/**
 * The organization's approval rules (alçadas): everyone reads them, the owner replaces the whole
 * list, and every save is a new version (orders keep the one they were placed under).
 */

const ownerOnly = requireRoleOr(
  { code: 'FORBIDDEN', message: 'Só o dono da organização altera as regras de aprovação' },
  'owner',
);

export const approvalRuleRoutes = new Hono<AppEnv>()
  .use(area('Aprovações'), requireSession({ code: 'UNAUTHORIZED', message: 'Authentication required' }), requireRole())
  // GET /approval-rules — the version in force, its rules, who saved it and when
  .get(
    '/',
    doc({
      summary: 'As regras de aprovação em vigor (versão, regras, quem salvou e quando)',
      response: ruleSetInForceSchema,
    }),
    async (c) => {
      const organizationId = activeOrganizationId(c);
      const [set, deciders] = await Promise.all([
        ruleSetInForce(c.var.db, organizationId),
        decidersCount(c.var.db, organizationId),
      ]);
      return c.json(inForceResponse(set, deciders));
    },
  )
  // GET /approval-rules/versions — every version, newest first
  .get(
    '/versions',
    doc({
      summary: 'O histórico das regras de aprovação, da versão mais nova à mais antiga',
      response: ruleSetHistorySchema,
    }),
    async (c) => c.json({ data: (await ruleSetHistory(c.var.db, activeOrganizationId(c))).map(ruleSetResponse) }),
  )
  // PUT /approval-rules — replace the whole list as a new version (owner)
  .put(
    '/',
    doc({
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
    }),
    ownerOnly,
    validate('json', saveRulesSchema),
    async (c) => {
      const organizationId = activeOrganizationId(c);
      const set = await saveRuleSet(c.var.db, {
        organizationId,
        userId: c.var.user.id,
        actor: sessionActor(c),
        ...c.req.valid('json'),
      });
      return c.json(inForceResponse(set, await decidersCount(c.var.db, organizationId)));
    },
  );
