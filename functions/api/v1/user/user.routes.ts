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
import { myMembershipsSchema, myMembershipsToResponse, profileSchema, profileToResponse } from './user.responses';

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
    doc({
      summary: 'Organizações e fornecedores do usuário (os ativos marcados)',
      description:
        'Organizações em `data` (por nome, com o papel), fornecedores pelos quais a pessoa responde em `suppliers` (o portal).',
      response: myMembershipsSchema,
    }),
    async (c) => {
      const [rows, supplierRows] = await Promise.all([
        listMyMemberships(c.var.db, c.var.user.id),
        listMySupplierMemberships(c.var.db, c.var.user.id),
      ]);
      return c.json(myMembershipsToResponse(rows, supplierRows, c.var.session));
    },
  )
  // PUT /user — update the signed-in user's profile
  .put(
    '/',
    doc({
      summary: 'Atualiza o perfil do usuário',
      description: 'Só os campos enviados mudam; `metadata` é mesclado ao que já existe. `image: null` remove a foto.',
      response: profileSchema,
      requestExample: { name: 'Ana Souza', metadata: { referral_source: 'indicação' } },
    }),
    validate('json', updateUserSchema),
    async (c) => c.json(profileToResponse(await updateProfile(c.var.db, c.var.user.id, c.req.valid('json')))),
  )
  // DELETE /user/:id — delete one's own account
  .delete(
    '/:id',
    doc({
      summary: 'Exclui a própria conta',
      description:
        'Só a própria (o id de outra pessoa é 404); quem é proprietário de uma organização recebe 400 até excluí-la ou transferi-la.',
      response: messageResponse,
    }),
    validate('param', idParam('ID de usuário inválido')),
    async (c) => {
      await deleteAccount(c.var.db, { userId: c.var.user.id, targetId: c.req.valid('param').id });
      clearSessionCookie(c);
      return c.json({ message: 'Conta excluída com sucesso' });
    },
  );
