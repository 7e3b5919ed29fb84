import { Hono } from 'hono';
import type { AppEnv } from '../../../app-env';
import { requireSession } from '../../../lib/auth';
import { validate } from '../../../lib/validate';
import { setActiveOrganizationSchema } from './auth.schemas';
import { setActiveOrganization } from './auth.service';

export const authRoutes = new Hono<AppEnv>()
  // GET /auth/session — the signed-in user and the session's active organization
  .get('/session', requireSession(), (c) => {
    const { user, session } = c.var;
    return c.json({
      user: { id: user.id, name: user.name, email: user.email, image: user.image, emailVerified: user.emailVerified, role: user.role },
      session: { id: session.id, activeOrganizationId: session.activeOrganizationId, expiresAt: session.expiresAt.toISOString() },
    });
  })
  // POST /auth/set-active-organization — switch the session to one of the user's organizations
  .post('/set-active-organization', requireSession(), validate('json', setActiveOrganizationSchema), async (c) => {
    const { organizationId } = c.req.valid('json');
    await setActiveOrganization(c.var.db, { sessionId: c.var.session.id, userId: c.var.user.id, organizationId });
    return c.json({ activeOrganizationId: organizationId });
  });
