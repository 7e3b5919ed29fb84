import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRoleOr, requireSession } from '../identity/middleware';
import { searchablePageQuery } from '../platform/pagination';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { getClient, listClients } from './clients.service';
import { area, doc } from '../platform/describe';

const listQuery = searchablePageQuery.extend({
  emailVerified: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

const iso = (d: Date) => d.toISOString();
const authRequired = requireSession({ code: 'UNAUTHORIZED', message: 'Authentication required' });

export const clientRoutes = new Hono<AppEnv>()
  .use(area('Clientes'))
  // GET /clients — members of the admin's organization (admin/owner)
  .get(
    '/',
    doc('clients', 'GET /'),
    authRequired,
    requireRoleOr(
      { code: 'FORBIDDEN', message: 'Só proprietários e administradores podem ver os clientes' },
      'owner',
      'admin',
    ),
    validate('query', listQuery),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listClients(c.var.db, { organizationId: activeOrganizationId(c), ...query });
      return c.json({
        clients: rows.map(({ memberRole, joinedAt, createdAt, updatedAt, ...u }) => ({
          ...u,
          createdAt: iso(createdAt),
          updatedAt: iso(updatedAt),
          memberRole,
          joinedAt: iso(joinedAt),
        })),
        pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
      });
    },
  )
  // GET /clients/:id — one member with organization, linked accounts, 5 sessions, 10 orders (admin/owner)
  .get(
    '/:id',
    doc('clients', 'GET /:id'),
    authRequired,
    requireRoleOr(
      { code: 'FORBIDDEN', message: 'You must be an admin or owner to view client details' },
      'owner',
      'admin',
    ),
    validate('param', idParam('ID de cliente inválido')),
    async (c) => {
      const found = await getClient(c.var.db, {
        organizationId: activeOrganizationId(c),
        userId: c.req.valid('param').id,
      });
      return c.json({
        ...found.client,
        createdAt: iso(found.client.createdAt),
        updatedAt: iso(found.client.updatedAt),
        organizations: [{ ...found.organization, role: found.role, joinedAt: iso(found.joinedAt) }],
        accounts: found.linked.map((a) => ({ provider: a.provider, createdAt: iso(a.createdAt) })),
        sessions: found.latestSessions.map((s) => ({ ...s, createdAt: iso(s.createdAt) })),
        purchaseOrders: found.latestOrders.map((o) => ({
          id: o.id,
          createdAt: iso(o.createdAt),
          status: o.status,
          totalAmount: o.totalAmount === null ? null : Number(o.totalAmount),
        })),
      });
    },
  );
