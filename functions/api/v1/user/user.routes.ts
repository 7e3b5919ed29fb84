import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../../app-env';
import { requireSession } from '../../../auth/middleware';
import { clearSessionCookie } from '../../../lib/session-cookie';
import { idParam } from '../../../lib/params';
import { validate } from '../../../lib/validate';
import { deleteAccount, listMyMemberships, listMySupplierMemberships, updateProfile } from './user.service';
import { area, doc } from '../../../lib/describe';
import { messageResponse } from '../../../lib/response-schemas';
import { myMembershipsSchema, profileSchema } from './user.responses';

export const updateUserSchema = z.object({
  name: z.string().trim().min(2, 'O nome deve ter pelo menos 2 caracteres').max(120).optional(),
  image: z.union([z.string().trim().url('URL inválida').max(500), z.null()]).optional(),
  metadata: z
    .object({ referral_source: z.string().trim().min(1, 'Selecione como nos conheceu').max(100) })
    .partial()
    .passthrough()
    .optional(),
});

export const userRoutes = new Hono<AppEnv>()
  .use(area('Usuário'), requireSession())
  // GET /user/memberships — the organizations the user belongs to
  .get(
    '/memberships',
    doc({ summary: 'Organizações e fornecedores do usuário (os ativos marcados)', response: myMembershipsSchema }),
    async (c) => {
      const [rows, supplierRows] = await Promise.all([
        listMyMemberships(c.var.db, c.var.user.id),
        listMySupplierMemberships(c.var.db, c.var.user.id),
      ]);
      return c.json({
        suppliers: supplierRows.map((s) => ({ ...s, active: s.supplierId === c.var.session.activeSupplierId })),
        data: rows.map((m) => ({
          id: m.id,
          role: m.role,
          joinedAt: m.joinedAt.toISOString(),
          organization: m.organization,
          active: m.organization.id === c.var.session.activeOrganizationId,
        })),
      });
    },
  )
  // PUT /user — update the signed-in user's profile
  .put(
    '/',
    doc({ summary: 'Atualiza o perfil do usuário', response: profileSchema }),
    validate('json', updateUserSchema),
    async (c) => c.json(await updateProfile(c.var.db, c.var.user.id, c.req.valid('json'))),
  )
  // DELETE /user/:id — delete one's own account
  .delete(
    '/:id',
    doc({ summary: 'Exclui a própria conta', response: messageResponse, errors: [403] }),
    validate('param', idParam('ID de usuário inválido')),
    async (c) => {
      await deleteAccount(c.var.db, { userId: c.var.user.id, targetId: c.req.valid('param').id });
      clearSessionCookie(c);
      return c.json({ message: 'Conta excluída com sucesso' });
    },
  );
