import { Hono } from 'hono';
import * as z from 'zod';
import type { SessionEnv } from '../../../app-env';
import { requireSession } from '../../../auth/middleware';
import { area, doc } from '../../../lib/describe';
import { isoDateTime, uuid } from '../../../lib/response-schemas';
import { validate } from '../../../lib/validate';
import { listNotifications, markNotificationsRead } from './notifications.service';

const notificationSchema = z
  .object({
    id: uuid,
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    read: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Notification' });

const listSchema = z.object({ data: z.array(notificationSchema), unread: z.number().int() });
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50, 'limit deve ser no máximo 50').default(20),
});
const readBody = z.object({ ids: z.array(z.string().uuid('ID de notificação inválido')).max(100).optional() });

export const notificationRoutes = new Hono<SessionEnv>()
  .use(area('Notificações'), requireSession())
  // GET /notifications — the bell: latest notifications and the unread count
  .get(
    '/',
    doc({ summary: 'O sino: as últimas notificações e quantas não foram lidas', response: listSchema }),
    validate('query', listQuery),
    async (c) => {
      const { rows, unread } = await listNotifications(c.var.db, c.var.user.id, c.req.valid('query').limit);
      return c.json({
        data: rows.map((n) => ({
          id: n.id,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
          read: n.readAt !== null,
          createdAt: n.createdAt.toISOString(),
        })),
        unread,
      });
    },
  )
  // POST /notifications/read — mark some (ids) or all as read
  .post(
    '/read',
    doc({
      summary: 'Marca como lidas as notificações dadas (ou todas)',
      response: z.object({ marked: z.number().int() }),
    }),
    validate('json', readBody),
    async (c) => c.json({ marked: await markNotificationsRead(c.var.db, c.var.user.id, c.req.valid('json').ids) }),
  );
