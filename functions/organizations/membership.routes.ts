import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { sessionActor } from '../platform/audit-actor';
import { paginationQuery, sortOrder } from '../platform/pagination';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { listMemberships, removeMembership, updateMembershipRole } from './membership.service';
import { area, doc } from '../platform/describe';
import { membershipPageToResponse, membershipRoleToResponse } from './membership.responses';

const listQuery = paginationQuery.extend({
  sortBy: z.enum(['name', 'email', 'role', 'createdAt']).default('createdAt'),
  sortOrder,
  search: z.string().trim().max(100).optional(),
});

// userId is accepted for compatibility but a membership never moves to another user.
const updateBody = z.object({
  userId: z.string().uuid().optional(),
  role: z.enum(['admin', 'member'], { error: 'Papel inválido' }),
});

export const membershipRoutes = new Hono<AppEnv>()
  .use(area('Membros'), requireSession())
  // GET /membership — members of the active organization, searchable and sortable
  .get('/', doc('membership', 'GET /'), requireRole(), validate('query', listQuery), async (c) => {
    return c.json(
      membershipPageToResponse(await listMemberships(c.var.db, activeOrganizationId(c), c.req.valid('query'))),
    );
  })
  // PUT /membership/:id — change a member's role (owner/admin)
  .put(
    '/:id',
    doc('membership', 'PUT /:id'),
    requireRole('owner', 'admin'),
    validate('param', idParam('ID de membro inválido')),
    validate('json', updateBody),
    async (c) => {
      return c.json(
        membershipRoleToResponse(
          await updateMembershipRole(c.var.db, {
            organizationId: activeOrganizationId(c),
            membershipId: c.req.valid('param').id,
            role: c.req.valid('json').role,
            actor: sessionActor(c),
          }),
        ),
      );
    },
  )
  // DELETE /membership/:id — remove a member (owner/admin); never the owner
  .delete(
    '/:id',
    doc('membership', 'DELETE /:id'),
    requireRole('owner', 'admin'),
    validate('param', idParam('ID de membro inválido')),
    async (c) => {
      await removeMembership(c.var.db, {
        organizationId: activeOrganizationId(c),
        membershipId: c.req.valid('param').id,
        actor: sessionActor(c),
      });
      return c.json({ message: 'Membro removido com sucesso' });
    },
  );
