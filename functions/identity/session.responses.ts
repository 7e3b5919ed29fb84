import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';

const sessionListItemSchema = z
  .object({
    id: uuid.meta({ description: 'O id da sessão (o `token` de DELETE /session/revoke)' }),
    createdAt: isoDateTime,
    lastSeenAt: isoDateTime.meta({ description: 'Último uso (registrado com resolução de 5 minutos)' }),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    current: z.boolean().meta({ description: 'Se é a sessão desta requisição' }),
  })
  .meta({ id: 'SessionListItem' });

export const sessionListSchema = z.object({ data: z.array(sessionListItemSchema) });

export const sessionToListItem = (
  session: { id: string; createdAt: Date; lastSeenAt: Date; ipAddress: string | null; userAgent: string | null },
  currentId: string,
): z.output<typeof sessionListItemSchema> => ({
  id: session.id,
  createdAt: session.createdAt.toISOString(),
  lastSeenAt: session.lastSeenAt.toISOString(),
  ipAddress: session.ipAddress,
  userAgent: session.userAgent,
  current: session.id === currentId,
});
