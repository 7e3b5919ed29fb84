import { Hono } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { budgetToResponse, remainingToResponse } from './budgets.responses';
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

/** Monthly budgets per cost centre (and category), their usage and the organization's policy. */
export const budgetRoutes = new Hono<SessionEnv>()
  .use(area('Orçamentos'), requireSession())
  // GET /budgets — every budget with the month's usage (this month unless ?month=AAAA-MM) and the policy
  .get('/', doc('budgets', 'GET /'), requireRole(), validate('query', listBudgetsQuery), async (c) => {
    const result = await listBudgets(c.var.db, {
      organizationId: activeOrganizationId(c),
      month: c.req.valid('query').month,
    });
    return c.json({ month: result.month, policy: result.policy, data: result.data.map(budgetToResponse) });
  })
  // GET /budgets/remaining — what remains this month for a cost centre (the viewer's default unless ?costCentreId)
  .get('/remaining', doc('budgets', 'GET /remaining'), requireRole(), validate('query', remainingQuery), async (c) =>
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
  .get('/policy', doc('budgets', 'GET /policy'), requireRole(), async (c) =>
    c.json({ policy: await budgetPolicyOf(c.var.db, activeOrganizationId(c)) }),
  )
  // PUT /budgets/policy — choose escalate or block (owner)
  .put('/policy', doc('budgets', 'PUT /policy'), requireRole('owner'), validate('json', policyBody), async (c) =>
    c.json({
      policy: await setBudgetPolicy(c.var.db, {
        organizationId: activeOrganizationId(c),
        actor: sessionActor(c),
        policy: c.req.valid('json').policy,
      }),
    }),
  )
  // POST /budgets — a monthly budget for a cost centre, overall or for one category (owner)
  .post('/', doc('budgets', 'POST /'), requireRole('owner'), validate('json', createBudgetBody), async (c) => {
    const body = c.req.valid('json');
    const { month, row } = await createBudget(c.var.db, {
      organizationId: activeOrganizationId(c),
      actor: sessionActor(c),
      costCentreId: body.costCentreId,
      categoryId: body.categoryId ?? null,
      amount: body.amount,
    });
    return c.json({ ...budgetToResponse(row), month }, 201);
  })
  // PUT /budgets/:id — change the monthly amount (owner)
  .put(
    '/:id',
    doc('budgets', 'PUT /:id'),
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
  .delete('/:id', doc('budgets', 'DELETE /:id'), requireRole('owner'), validate('param', budgetId), async (c) => {
    await deleteBudget(c.var.db, {
      organizationId: activeOrganizationId(c),
      actor: sessionActor(c),
      id: c.req.valid('param').id,
    });
    return c.json({ message: 'Orçamento excluído' });
  });
