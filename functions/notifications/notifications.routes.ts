import { Hono } from 'hono';
import * as z from 'zod';
import type { SessionEnv } from '../platform/app-env';
import { requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { isoDateTime, uuid } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import { EMAIL_CHOICE_KEYS, EMAIL_CHOICES, optedIn, type EmailChoice } from './email-choices';
import { emailOptOutsOf, listNotifications, markNotificationsRead, setEmailChoices } from './notifications.service';

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

const emailChoicesSchema = z
  .object({
    organizationId: uuid,
    choices: z.array(
      z.object({
        key: z.enum(EMAIL_CHOICE_KEYS),
        label: z.string(),
        description: z.string(),
        email: z.boolean().meta({ description: 'Recebe por e-mail (o sino mostra sempre)' }),
      }),
    ),
  })
  .meta({ id: 'EmailChoices' });
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
  )
  // GET /notifications/email-choices — which order e-mails the person gets in the active organization
  .get(
    '/email-choices',
    doc({
      summary: 'Os e-mails de pedidos que recebo nesta organização',
      description:
        'Por pessoa e por organização (a ativa). Desligar um e-mail não tira o aviso do sino. E-mails da conta (links de acesso, convites, cobrança) não são opcionais.',
      response: emailChoicesSchema,
    }),
    requireRole(),
    async (c) => {
      const membership = c.var.membership!;
      return c.json(emailChoicesAnswer(membership, await emailOptOutsOf(c.var.db, membership.id)));
    },
  )
  // PUT /notifications/email-choices — turn some of them on or off
  .put(
    '/email-choices',
    doc({
      summary: 'Liga ou desliga e-mails de pedidos nesta organização',
      description: 'Só as escolhas enviadas mudam; as outras ficam como estão.',
      response: emailChoicesSchema,
      requestExample: { choices: { supplier_updates: false } },
    }),
    requireRole(),
    validate('json', emailChoicesBody),
    async (c) => {
      const membership = c.var.membership!;
      const optOuts = await setEmailChoices(c.var.db, membership.id, c.req.valid('json').choices);
      return c.json(emailChoicesAnswer(membership, optOuts));
    },
  );
