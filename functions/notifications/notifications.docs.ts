import type { RouteDocs } from '../platform/describe';
import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';
import { EMAIL_CHOICE_KEYS } from './email-choices';

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

/**
 * How notifications.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const notificationsDocs = {
  'GET /': { summary: 'O sino: as últimas notificações e quantas não foram lidas', response: listSchema },
  'POST /read': {
    summary: 'Marca como lidas as notificações dadas (ou todas)',
    response: z.object({ marked: z.number().int() }),
  },
  'GET /email-choices': {
    summary: 'Os e-mails de pedidos que recebo nesta organização',
    description:
      'Por pessoa e por organização (a ativa). Desligar um e-mail não tira o aviso do sino. E-mails da conta (links de acesso, convites, cobrança) não são opcionais.',
    response: emailChoicesSchema,
  },
  'PUT /email-choices': {
    summary: 'Liga ou desliga e-mails de pedidos nesta organização',
    description: 'Só as escolhas enviadas mudam; as outras ficam como estão.',
    response: emailChoicesSchema,
    requestExample: { choices: { supplier_updates: false } },
  },
} satisfies RouteDocs;
