import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../../app-env';
import { activeOrganizationId, requireRole, requireSession } from '../../../auth/middleware';
import { quotaNotice } from '../../../billing/quota-notice';
import { idParam } from '../../../lib/params';
import { validate } from '../../../lib/validate';
import {
  acceptInvitation,
  cancelInvitation,
  inviteByEmail,
  getInvitationFor,
  listPendingInvitations,
  rejectInvitation,
  type InvitationRow,
} from './invitation.service';

const createBody = z.object({
  email: z.string().trim().email('Por favor, insira um e-mail válido'),
  role: z.enum(['admin', 'member'], { error: 'O papel deve ser admin ou member' }),
});

const toResponse = (i: InvitationRow) => ({
  id: i.id,
  email: i.email,
  role: i.role,
  status: i.status,
  expiresAt: i.expiresAt.toISOString(),
  expired: i.expiresAt.getTime() <= Date.now(),
  createdAt: i.createdAt.toISOString(),
  organization: i.organization,
  inviter: i.inviter?.id ? i.inviter : null,
});

export const invitationRoutes = new Hono<AppEnv>()
  .use(requireSession())
  // GET /invitation — pending invitations of the active organization (owner/admin)
  .get('/', requireRole('owner', 'admin'), async (c) => {
    return c.json({ data: (await listPendingInvitations(c.var.db, activeOrganizationId(c))).map(toResponse) });
  })
  // POST /invitation — invite an e-mail as admin or member; the link goes out by e-mail
  .post('/', quotaNotice(), requireRole('owner', 'admin'), validate('json', createBody), async (c) => {
    const { email, role } = c.req.valid('json');
    const invitation = await inviteByEmail(c.var.db, c.var.config, {
      organizationId: activeOrganizationId(c),
      inviterId: c.var.user.id,
      inviterName: c.var.user.name,
      email,
      role,
    });
    return c.json(toResponse(invitation), 201);
  })
  // GET /invitation/:id — for the invited address or the organization's managers
  .get('/:id', validate('param', idParam('ID de convite inválido')), async (c) => {
    return c.json(
      toResponse(
        await getInvitationFor(c.var.db, c.req.valid('param').id, { userId: c.var.user.id, email: c.var.user.email }),
      ),
    );
  })
  // POST /invitation/:id/accept — the invited user joins; the organization becomes active
  .post('/:id/accept', validate('param', idParam('ID de convite inválido')), async (c) => {
    const invitation = await acceptInvitation(c.var.db, {
      id: c.req.valid('param').id,
      userId: c.var.user.id,
      email: c.var.user.email,
      sessionId: c.var.session.id,
    });
    return c.json({ message: 'Convite aceito', organization: invitation.organization, role: invitation.role });
  })
  // POST /invitation/:id/reject — the invited user declines
  .post('/:id/reject', validate('param', idParam('ID de convite inválido')), async (c) => {
    await rejectInvitation(c.var.db, { id: c.req.valid('param').id, email: c.var.user.email });
    return c.json({ message: 'Convite recusado' });
  })
  // DELETE /invitation/:id/cancel — the organization withdraws it (owner/admin)
  .delete(
    '/:id/cancel',
    requireRole('owner', 'admin'),
    validate('param', idParam('ID de convite inválido')),
    async (c) => {
      await cancelInvitation(c.var.db, { id: c.req.valid('param').id, organizationId: activeOrganizationId(c) });
      return c.json({ message: 'Convite cancelado' });
    },
  );
