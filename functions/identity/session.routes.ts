import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { requireSession } from './middleware';
import { validate } from '../platform/validate';
import { listLiveSessions, revokeSession } from './session.service';
import { area, doc } from '../platform/describe';
import { sessionToListItem } from './session.responses';

export const sessionRoutes = new Hono<AppEnv>()
  .use(area('Sessões'), requireSession())
  // GET /session — the user's live sessions, the current one marked
  .get('/', doc('session', 'GET /'), async (c) => {
    const rows = await listLiveSessions(c.var.db, c.var.user.id);
    return c.json({ data: rows.map((s) => sessionToListItem(s, c.var.session.id)) });
  })
  // DELETE /session/revoke — end one of the user's sessions ("token" is the session id)
  .delete(
    '/revoke',
    doc('session', 'DELETE /revoke'),
    validate('json', z.object({ token: z.string().uuid('Sessão inválida') })),
    async (c) => {
      await revokeSession(c.var.db, { userId: c.var.user.id, sessionId: c.req.valid('json').token });
      return c.json({ message: 'Sessão encerrada' });
    },
  );
