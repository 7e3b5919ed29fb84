import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const sessionListItemSchema = /* @__PURE__ */ z
  .object({
    id: uuid.meta({ description: 'O id da sessão (o `token` de DELETE /session/revoke)' }),
    createdAt: isoDateTime,
    lastSeenAt: isoDateTime.meta({ description: 'Último uso (registrado com resolução de 5 minutos)' }),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    current: z.boolean().meta({ description: 'Se é a sessão desta requisição' }),
  })
  .meta({ id: 'SessionListItem' });

export const sessionListSchema = /* @__PURE__ */ z.object({ data: z.array(sessionListItemSchema) });

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
