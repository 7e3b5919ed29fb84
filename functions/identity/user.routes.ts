import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { requireSession } from './middleware';
import { clearSessionCookie } from './session-cookie';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { listMyMemberships, listMySupplierMemberships, updateProfile } from './user.service';
import { deleteAccount, type AnonymiseOrderEvents } from './account-deletion.service';
import { exportUserData } from './user-data.service';
import { userDataToResponse } from './user-data.responses';
import { sessionActor } from '../platform/audit-actor';
import { dataEncryptionKey } from '../platform/env';
import { todayInSaoPaulo } from '../platform/brazil';
import { notFound } from '../platform/errors';
import { area, doc } from '../platform/describe';
import { myMembershipsToResponse, profileToResponse } from './user.responses';

export const updateUserSchema = z.object({
  name: z.string().trim().min(2, 'O nome deve ter pelo menos 2 caracteres').max(120).optional(),
  image: z.union([z.string().trim().url('URL inválida').max(500), z.null()]).optional(),
  metadata: z
    .object({ referral_source: z.string().trim().min(1, 'Selecione como nos conheceu').max(100) })
    .partial()
    .passthrough()
    .optional(),
});

const deleteAccountSchema = z.object({
  email: z
    .string({ error: 'Digite o e-mail da sua conta para confirmar' })
    .trim()
    .min(1, 'Digite o e-mail da sua conta para confirmar')
    .max(320),
});

/**
 * The signed-in person's own routes. Deleting the account anonymises the order timelines, which only
 * orders writes: the composition root (functions/app.ts) hands that function in, as identity may not
 * import orders.
 */
export const createUserRoutes = (orders: { anonymiseOrderEvents: AnonymiseOrderEvents }) =>
  new Hono<AppEnv>()
    .use(area('Usuário'), requireSession())
    // GET /user/memberships — the organizations the user belongs to
    .get('/memberships', doc('user', 'GET /memberships'), async (c) => {
      const [rows, supplierRows] = await Promise.all([
        listMyMemberships(c.var.db, c.var.user.id),
        listMySupplierMemberships(c.var.db, c.var.user.id),
      ]);
      return c.json(myMembershipsToResponse(rows, supplierRows, c.var.session));
    })
    // PUT /user — update the signed-in user's profile
    .put('/', doc('user', 'PUT /'), validate('json', updateUserSchema), async (c) =>
      c.json(profileToResponse(await updateProfile(c.var.db, c.var.user.id, c.req.valid('json')))),
    )
    // GET /user/data-export — everything the platform keeps about the signed-in person (LGPD), as a file
    .get('/data-export', doc('user', 'GET /data-export'), async (c) => {
      const data = await exportUserData(c.var.db, { userId: c.var.user.id, actor: sessionActor(c) });
      c.header('Content-Disposition', `attachment; filename="abastece-meus-dados-${todayInSaoPaulo()}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(userDataToResponse(data));
    })
    // DELETE /user/:id — delete one's own account (LGPD): orders stay, anonymised
    .delete(
      '/:id',
      doc('user', 'DELETE /:id'),
      validate('param', idParam('ID de usuário inválido')),
      // Someone else's id is "missing" before the body is read: the body never decides who may call.
      async (c, next) => {
        if (c.req.valid('param').id !== c.var.user.id) throw notFound('Usuário não encontrado');
        await next();
      },
      validate('json', deleteAccountSchema),
      async (c) => {
        await deleteAccount(
          c.var.db,
          {
            userId: c.var.user.id,
            confirmEmail: c.req.valid('json').email,
            actor: sessionActor(c),
            sealKey: dataEncryptionKey(c.var.config),
          },
          orders,
        );
        clearSessionCookie(c);
        return c.json({ message: 'Conta excluída com sucesso' });
      },
    );
