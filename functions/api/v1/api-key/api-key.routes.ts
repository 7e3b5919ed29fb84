import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../../app-env';
import { isKeyUsable, keyPreview } from '../../../lib/api-keys';
import { activeOrganizationId, requireRole, requireSession } from '../../../auth/middleware';
import { idParam } from '../../../lib/params';
import { validate } from '../../../lib/validate';
import {
  createApiKey,
  deleteApiKey,
  getApiKey,
  listApiKeys,
  updateApiKey,
  type OrganizationApiKeyRow,
} from './api-key.service';

const description = z.string().trim().min(1, 'A descrição é obrigatória').max(200);

const createBody = z
  .object({
    description,
    enabled: z.boolean().default(true),
    neverExpires: z.boolean().default(true),
    expiresAt: z.coerce.date({ error: 'Data de expiração inválida' }).nullable().optional(),
  })
  .refine((v) => v.neverExpires || !v.expiresAt || v.expiresAt.getTime() > Date.now(), {
    message: 'A data de expiração deve estar no futuro',
    path: ['expiresAt'],
  });

const updateBody = z.object({ description: description.optional(), enabled: z.boolean().optional() });

/** Never the key or its hash: a preview of prefix and last 4 characters. */
const toResponse = (k: OrganizationApiKeyRow) => ({
  id: k.id,
  description: k.description,
  keyPreview: keyPreview(k.keyPrefix, k.keyLast4),
  enabled: k.enabled,
  neverExpires: k.neverExpires,
  expiresAt: k.expiresAt?.toISOString() ?? null,
  valid: isKeyUsable(k),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  createdAt: k.createdAt.toISOString(),
  updatedAt: k.updatedAt.toISOString(),
});

export const apiKeyRoutes = new Hono<AppEnv>()
  .use(requireSession(), requireRole('owner', 'admin'))
  // GET /api-key — the active organization's keys (previews only)
  .get('/', async (c) => c.json({ data: (await listApiKeys(c.var.db, activeOrganizationId(c))).map(toResponse) }))
  // GET /api-key/:id — one key (preview only)
  .get('/:id', validate('param', idParam('ID da chave de API inválido')), async (c) =>
    c.json(toResponse(await getApiKey(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // POST /api-key — create; the full key is in this response only
  .post('/', validate('json', createBody), async (c) => {
    const body = c.req.valid('json');
    const { row, key } = await createApiKey(c.var.db, {
      organizationId: activeOrganizationId(c),
      ...body,
      expiresAt: body.expiresAt ?? null,
    });
    return c.json({ ...toResponse(row), key }, 201);
  })
  // PUT /api-key/:id — rename, enable or disable
  .put('/:id', validate('param', idParam('ID da chave de API inválido')), validate('json', updateBody), async (c) => {
    return c.json(
      toResponse(
        await updateApiKey(c.var.db, {
          organizationId: activeOrganizationId(c),
          id: c.req.valid('param').id,
          ...c.req.valid('json'),
        }),
      ),
    );
  })
  // DELETE /api-key/:id — revoke for good
  .delete('/:id', validate('param', idParam('ID da chave de API inválido')), async (c) => {
    await deleteApiKey(c.var.db, activeOrganizationId(c), c.req.valid('param').id);
    return c.json({ message: 'Chave de API excluída com sucesso' });
  });
