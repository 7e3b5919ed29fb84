import { Hono } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { costCentreToResponse } from './budgets.responses';
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
  .get('/', doc('cost-centres', 'GET /'), requireRole(), async (c) => {
    const { rows, defaultCostCentreId } = await listCostCentres(c.var.db, {
      organizationId: activeOrganizationId(c),
      memberId: c.var.membership!.id,
    });
    return c.json({ data: rows.map(costCentreToResponse), defaultCostCentreId });
  })
  // GET /cost-centres/members — each member with their default cost centre
  .get('/members', doc('cost-centres', 'GET /members'), requireRole(), async (c) =>
    c.json({ data: await listMemberDefaults(c.var.db, activeOrganizationId(c)) }),
  )
  // PUT /cost-centres/members/:memberId — set or clear a member's default cost centre (owner/admin)
  .put(
    '/members/:memberId',
    doc('cost-centres', 'PUT /members/:memberId'),
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
  .post('/', doc('cost-centres', 'POST /'), requireRole('owner'), validate('json', createCostCentreBody), async (c) => {
    const row = await createCostCentre(c.var.db, {
      organizationId: activeOrganizationId(c),
      actor: sessionActor(c),
      ...c.req.valid('json'),
    });
    return c.json(costCentreToResponse(row), 201);
  })
  // PUT /cost-centres/:id — rename or change the code (owner)
  .put(
    '/:id',
    doc('cost-centres', 'PUT /:id'),
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
    doc('cost-centres', 'DELETE /:id'),
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
