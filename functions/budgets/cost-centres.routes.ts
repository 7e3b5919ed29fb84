import { Hono } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { idParam } from '../platform/params';
import { messageResponse } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import {
  costCentreListSchema,
  costCentreSchema,
  costCentreToResponse,
  memberDefaultListSchema,
  memberDefaultSchema,
} from './budgets.responses';
import { createCostCentreBody, memberDefaultBody, memberParam, updateCostCentreBody } from './budgets.schemas';
import {
  createCostCentre,
  deleteCostCentre,
  listCostCentres,
  listMemberDefaults,
  setMemberDefault,
  updateCostCentre,
} from './cost-centres.service';

const costCentreId = idParam('ID de centro de custo inválido');

/** Cost centres (centros de custo): any member reads them; the owner shapes them; defaults by owner/admin. */
export const costCentreRoutes = new Hono<SessionEnv>()
  .use(area('Orçamentos'), requireSession())
  // GET /cost-centres — the organization's cost centres and the viewer's default (checkout preselects it)
  .get(
    '/',
    doc({ summary: 'Os centros de custo e o padrão de quem pergunta', response: costCentreListSchema }),
    requireRole(),
    async (c) => {
      const { rows, defaultCostCentreId } = await listCostCentres(c.var.db, {
        organizationId: activeOrganizationId(c),
        memberId: c.var.membership!.id,
      });
      return c.json({ data: rows.map(costCentreToResponse), defaultCostCentreId });
    },
  )
  // GET /cost-centres/members — each member with their default cost centre
  .get(
    '/members',
    doc({ summary: 'Cada membro com seu centro de custo padrão', response: memberDefaultListSchema }),
    requireRole(),
    async (c) => c.json({ data: await listMemberDefaults(c.var.db, activeOrganizationId(c)) }),
  )
  // PUT /cost-centres/members/:memberId — set or clear a member's default cost centre (owner/admin)
  .put(
    '/members/:memberId',
    doc({
      summary: 'Define (ou limpa, com null) o centro de custo padrão de um membro',
      response: memberDefaultSchema,
      requestExample: { costCentreId: '0b8e3c52-4a4e-4f57-9d8e-2f1a3c4b5d6e' },
      errors: [404],
    }),
    requireRole('owner', 'admin'),
    validate('param', memberParam),
    validate('json', memberDefaultBody),
    async (c) =>
      c.json(
        await setMemberDefault(c.var.db, {
          organizationId: activeOrganizationId(c),
          actor: sessionActor(c),
          memberId: c.req.valid('param').memberId,
          costCentreId: c.req.valid('json').costCentreId,
        }),
      ),
  )
  // POST /cost-centres — create (owner)
  .post(
    '/',
    doc({
      summary: 'Cria um centro de custo',
      description: 'O nome é único na organização, sem diferenciar maiúsculas (409).',
      status: 201,
      response: costCentreSchema,
      requestExample: { name: 'Cozinha', code: 'CC-01' },
      errors: [409],
    }),
    requireRole('owner'),
    validate('json', createCostCentreBody),
    async (c) => {
      const row = await createCostCentre(c.var.db, {
        organizationId: activeOrganizationId(c),
        actor: sessionActor(c),
        ...c.req.valid('json'),
      });
      return c.json(costCentreToResponse(row), 201);
    },
  )
  // PUT /cost-centres/:id — rename or change the code (owner)
  .put(
    '/:id',
    doc({
      summary: 'Renomeia um centro de custo ou muda seu código',
      response: costCentreSchema,
      requestExample: { name: 'Cozinha central' },
      errors: [409],
    }),
    requireRole('owner'),
    validate('param', costCentreId),
    validate('json', updateCostCentreBody),
    async (c) => {
      const row = await updateCostCentre(c.var.db, {
        organizationId: activeOrganizationId(c),
        actor: sessionActor(c),
        id: c.req.valid('param').id,
        ...c.req.valid('json'),
      });
      return c.json(costCentreToResponse(row));
    },
  )
  // DELETE /cost-centres/:id — remove with its budgets and member defaults; 409 once orders used it (owner)
  .delete(
    '/:id',
    doc({
      summary: 'Exclui um centro de custo, com seus orçamentos e os padrões dos membros',
      description: 'Recusado (409) se algum pedido já foi feito neste centro: renomeie-o em vez de excluir.',
      response: messageResponse,
      errors: [409],
    }),
    requireRole('owner'),
    validate('param', costCentreId),
    async (c) => {
      await deleteCostCentre(c.var.db, {
        organizationId: activeOrganizationId(c),
        actor: sessionActor(c),
        id: c.req.valid('param').id,
      });
      return c.json({ message: 'Centro de custo excluído' });
    },
  );
