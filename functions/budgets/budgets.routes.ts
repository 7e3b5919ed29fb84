import { Hono } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { idParam } from '../platform/params';
import { messageResponse } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import {
  budgetListSchema,
  budgetPolicySchema,
  budgetToResponse,
  budgetWithMonthSchema,
  remainingSchema,
  remainingToResponse,
} from './budgets.responses';
import { createBudgetBody, listBudgetsQuery, policyBody, remainingQuery, updateBudgetBody } from './budgets.schemas';
import {
  budgetPolicyOf,
  createBudget,
  deleteBudget,
  listBudgets,
  remainingBudgets,
  setBudgetPolicy,
  updateBudget,
} from './budgets.service';

const budgetId = idParam('ID de orçamento inválido');

const USAGE =
  'Mês em America/Sao_Paulo (pela data do pedido). reserved: itens aguardando aprovação; committed: aprovado e não recebido; spent: recebido em ordem; remaining = amount − (reserved + committed + spent). Valores em reais.';

/** Monthly budgets per cost centre (and category), their usage and the organization's policy. */
export const budgetRoutes = new Hono<SessionEnv>()
  .use(area('Orçamentos'), requireSession())
  // GET /budgets — every budget with the month's usage (this month unless ?month=AAAA-MM) and the policy
  .get(
    '/',
    doc({ summary: 'Os orçamentos com o uso do mês e a política', description: USAGE, response: budgetListSchema }),
    requireRole(),
    validate('query', listBudgetsQuery),
    async (c) => {
      const result = await listBudgets(c.var.db, {
        organizationId: activeOrganizationId(c),
        month: c.req.valid('query').month,
      });
      return c.json({ month: result.month, policy: result.policy, data: result.data.map(budgetToResponse) });
    },
  )
  // GET /budgets/remaining — what remains this month for a cost centre (the viewer's default unless ?costCentreId)
  .get(
    '/remaining',
    doc({
      summary: 'O que resta no mês dos orçamentos de um centro de custo, e quanto o carrinho levaria',
      description: `Sem costCentreId, o centro padrão de quem pergunta (sem ele, costCentre null e lista vazia). ${USAGE}`,
      response: remainingSchema,
      errors: [404],
    }),
    requireRole(),
    validate('query', remainingQuery),
    async (c) =>
      c.json(
        remainingToResponse(
          await remainingBudgets(c.var.db, {
            organizationId: activeOrganizationId(c),
            memberId: c.var.membership!.id,
            userId: c.var.user.id,
            costCentreId: c.req.valid('query').costCentreId,
          }),
        ),
      ),
  )
  // GET /budgets/policy — over budget at checkout: escalate to the owner or block
  .get(
    '/policy',
    doc({ summary: 'A política de orçamento da organização', response: budgetPolicySchema }),
    requireRole(),
    async (c) => c.json({ policy: await budgetPolicyOf(c.var.db, activeOrganizationId(c)) }),
  )
  // PUT /budgets/policy — choose escalate or block (owner)
  .put(
    '/policy',
    doc({
      summary: 'Escolhe a política de orçamento (escalate ou block)',
      response: budgetPolicySchema,
      requestExample: { policy: 'escalate' },
    }),
    requireRole('owner'),
    validate('json', policyBody),
    async (c) =>
      c.json({
        policy: await setBudgetPolicy(c.var.db, {
          organizationId: activeOrganizationId(c),
          actor: sessionActor(c),
          policy: c.req.valid('json').policy,
        }),
      }),
  )
  // POST /budgets — a monthly budget for a cost centre, overall or for one category (owner)
  .post(
    '/',
    doc({
      summary: 'Cria um orçamento mensal de um centro de custo (geral ou de uma categoria)',
      description: 'Um por centro de custo e categoria (409). amount em reais, maior que zero.',
      status: 201,
      response: budgetWithMonthSchema,
      requestExample: { costCentreId: '0b8e3c52-4a4e-4f57-9d8e-2f1a3c4b5d6e', categoryId: null, amount: 20000 },
      errors: [404, 409],
    }),
    requireRole('owner'),
    validate('json', createBudgetBody),
    async (c) => {
      const body = c.req.valid('json');
      const { month, row } = await createBudget(c.var.db, {
        organizationId: activeOrganizationId(c),
        actor: sessionActor(c),
        costCentreId: body.costCentreId,
        categoryId: body.categoryId ?? null,
        amount: body.amount,
      });
      return c.json({ ...budgetToResponse(row), month }, 201);
    },
  )
  // PUT /budgets/:id — change the monthly amount (owner)
  .put(
    '/:id',
    doc({
      summary: 'Muda o valor mensal de um orçamento',
      response: budgetWithMonthSchema,
      requestExample: { amount: 25000 },
    }),
    requireRole('owner'),
    validate('param', budgetId),
    validate('json', updateBudgetBody),
    async (c) => {
      const { month, row } = await updateBudget(c.var.db, {
        organizationId: activeOrganizationId(c),
        actor: sessionActor(c),
        id: c.req.valid('param').id,
        amount: c.req.valid('json').amount,
      });
      return c.json({ ...budgetToResponse(row), month });
    },
  )
  // DELETE /budgets/:id — remove a budget (owner)
  .delete(
    '/:id',
    doc({ summary: 'Exclui um orçamento', response: messageResponse }),
    requireRole('owner'),
    validate('param', budgetId),
    async (c) => {
      await deleteBudget(c.var.db, {
        organizationId: activeOrganizationId(c),
        actor: sessionActor(c),
        id: c.req.valid('param').id,
      });
      return c.json({ message: 'Orçamento excluído' });
    },
  );
