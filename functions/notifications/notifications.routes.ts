import { Hono } from 'hono';
import * as z from 'zod';
import type { SessionEnv } from '../platform/app-env';
import { requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { validate } from '../platform/validate';
import { EMAIL_CHOICE_KEYS, EMAIL_CHOICES, optedIn, type EmailChoice } from './email-choices';
import { emailOptOutsOf, listNotifications, markNotificationsRead, setEmailChoices } from './notifications.service';
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50, 'limit deve ser no máximo 50').default(20),
});
const readBody = z.object({ ids: z.array(z.string().uuid('ID de notificação inválido')).max(100).optional() });
const emailChoicesBody = z.object({
  choices: z
    .object(
      Object.fromEntries(
        EMAIL_CHOICE_KEYS.map((key) => [key, z.boolean({ error: 'Use true ou false' }).optional()]),
      ) as Record<EmailChoice, z.ZodOptional<z.ZodBoolean>>,
    )
    .strict(),
});

/** The choices that apply to the member's role (only owners and admins approve orders). */
const emailChoicesAnswer = (membership: { organizationId: string; role: string }, optOuts: readonly string[]) => ({
  organizationId: membership.organizationId,
  choices: EMAIL_CHOICE_KEYS.filter((key) => !EMAIL_CHOICES[key].managersOnly || membership.role !== 'member').map(
    (key) => ({
      key,
      label: EMAIL_CHOICES[key].label,
      description: EMAIL_CHOICES[key].description,
      email: optedIn(optOuts, key),
    }),
  ),
});

export const notificationRoutes = new Hono<SessionEnv>()
  .use(area('Notificações'), requireSession())
  // GET /notifications — the bell: latest notifications and the unread count
  .get('/', doc('notifications', 'GET /'), validate('query', listQuery), async (c) => {
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
  })
  // POST /notifications/read — mark some (ids) or all as read
  .post('/read', doc('notifications', 'POST /read'), validate('json', readBody), async (c) =>
    c.json({ marked: await markNotificationsRead(c.var.db, c.var.user.id, c.req.valid('json').ids) }),
  )
  // GET /notifications/email-choices — which order e-mails the person gets in the active organization
  .get('/email-choices', doc('notifications', 'GET /email-choices'), requireRole(), async (c) => {
    const membership = c.var.membership!;
    return c.json(emailChoicesAnswer(membership, await emailOptOutsOf(c.var.db, membership.id)));
  })
  // PUT /notifications/email-choices — turn some of them on or off
  .put(
    '/email-choices',
    doc('notifications', 'PUT /email-choices'),
    requireRole(),
    validate('json', emailChoicesBody),
    async (c) => {
      const membership = c.var.membership!;
      const optOuts = await setEmailChoices(c.var.db, membership.id, c.req.valid('json').choices);
      return c.json(emailChoicesAnswer(membership, optOuts));
    },
  );
