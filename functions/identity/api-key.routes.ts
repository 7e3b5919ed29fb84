import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from './middleware';
import { sessionActor } from '../platform/audit-actor';
import { instantField } from '../platform/fields';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { createApiKey, deleteApiKey, getApiKey, listApiKeys, rotateApiKey, updateApiKey } from './api-key.service';
import { area, doc } from '../platform/describe';
import { apiKeyToResponse as toResponse } from './api-key.responses';

const description = z.string().trim().min(1, 'A descrição é obrigatória').max(200);

const createBody = z
  .object({
    description,
    enabled: z.boolean().default(true),
    neverExpires: z.boolean().default(true),
    // Read strictly: z.coerce.date took 2027-02-31 as 3 March.
    expiresAt: instantField('Data de expiração inválida').nullable().optional(),
  })
  .refine((v) => v.neverExpires || !v.expiresAt || v.expiresAt.getTime() > Date.now(), {
    message: 'A data de expiração deve estar no futuro',
    path: ['expiresAt'],
  });

const updateBody = z.object({ description: description.optional(), enabled: z.boolean().optional() });

export const apiKeyRoutes = new Hono<AppEnv>()
  .use(area('Chaves de API'), requireSession(), requireRole('owner', 'admin'))
  // GET /api-key — the active organization's keys (previews only)
  .get('/', doc('api-key', 'GET /'), async (c) =>
    c.json({ data: (await listApiKeys(c.var.db, activeOrganizationId(c))).map(toResponse) }),
  )
  // GET /api-key/:id — one key (preview only)
  .get('/:id', doc('api-key', 'GET /:id'), validate('param', idParam('ID da chave de API inválido')), async (c) =>
    c.json(toResponse(await getApiKey(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // POST /api-key — create; the full key is in this response only
  .post('/', doc('api-key', 'POST /'), validate('json', createBody), async (c) => {
    const body = c.req.valid('json');
    const { row, key } = await createApiKey(c.var.db, {
      organizationId: activeOrganizationId(c),
      ...body,
      expiresAt: body.expiresAt ?? null,
      actor: sessionActor(c),
    });
    return c.json({ ...toResponse(row), key }, 201);
  })
  // PUT /api-key/:id — rename, enable or disable
  .put(
    '/:id',
    doc('api-key', 'PUT /:id'),
    validate('param', idParam('ID da chave de API inválido')),
    validate('json', updateBody),
    async (c) => {
      return c.json(
        toResponse(
          await updateApiKey(c.var.db, {
            organizationId: activeOrganizationId(c),
            id: c.req.valid('param').id,
            ...c.req.valid('json'),
            actor: sessionActor(c),
          }),
        ),
      );
    },
  )
  // POST /api-key/:id/regenerate — a new secret for the same key; the old one stops at once
  .post(
    '/:id/regenerate',
    doc('api-key', 'POST /:id/regenerate'),
    validate('param', idParam('ID da chave de API inválido')),
    async (c) => {
      const { row, key } = await rotateApiKey(c.var.db, {
        organizationId: activeOrganizationId(c),
        id: c.req.valid('param').id,
        actor: sessionActor(c),
      });
      return c.json({ ...toResponse(row), key });
    },
  )
  // DELETE /api-key/:id — revoke for good
  .delete(
    '/:id',
    doc('api-key', 'DELETE /:id'),
    validate('param', idParam('ID da chave de API inválido')),
    async (c) => {
      await deleteApiKey(c.var.db, {
        organizationId: activeOrganizationId(c),
        id: c.req.valid('param').id,
        actor: sessionActor(c),
      });
      return c.json({ message: 'Chave de API excluída com sucesso' });
    },
  );
