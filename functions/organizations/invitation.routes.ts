import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import { sessionActor } from '../platform/audit-actor';
import { quotaNotice } from '../billing/quota-notice';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import {
  acceptInvitation,
  cancelInvitation,
  inviteByEmail,
  getInvitationFor,
  listInvitationsTo,
  listPendingInvitations,
  rejectInvitation,
} from './invitation.service';
import { area, doc } from '../platform/describe';
import { acceptedInvitationToResponse, invitationToResponse as toResponse } from './invitation.responses';
import { trialEndOf } from '../billing/subscription-state';

const createBody = z.object({
  email: z.string().trim().email('Por favor, insira um e-mail válido'),
  role: z.enum(['admin', 'member'], { error: 'O papel deve ser admin ou member' }),
});

export const invitationRoutes = new Hono<AppEnv>()
  .use(area('Convites'), requireSession())
  // GET /invitation — pending invitations of the active organization (owner/admin)
  .get('/', doc('invitation', 'GET /'), requireRole('owner', 'admin'), async (c) => {
    return c.json({ data: (await listPendingInvitations(c.var.db, activeOrganizationId(c))).map(toResponse) });
  })
  // POST /invitation — invite an e-mail as admin or member; the link goes out by e-mail
  .post(
    '/',
    doc('invitation', 'POST /'),
    quotaNotice(),
    requireRole('owner', 'admin'),
    validate('json', createBody),
    async (c) => {
      const { email, role } = c.req.valid('json');
      const invitation = await inviteByEmail(c.var.db, c.var.config, {
        organizationId: activeOrganizationId(c),
        inviterId: c.var.user.id,
        inviterName: c.var.user.name,
        email,
        role,
        actor: sessionActor(c),
      });
      return c.json(toResponse(invitation), 201);
    },
  )
  // GET /invitation/mine — pending invitations to the signed-in person's address
  .get('/mine', doc('invitation', 'GET /mine'), async (c) =>
    c.json({ data: (await listInvitationsTo(c.var.db, c.var.user.email)).map(toResponse) }),
  )
  // GET /invitation/:id — for the invited address or the organization's managers
  .get('/:id', doc('invitation', 'GET /:id'), validate('param', idParam('ID de convite inválido')), async (c) => {
    const invitation = await getInvitationFor(c.var.db, c.req.valid('param').id, {
      userId: c.var.user.id,
      email: c.var.user.email,
    });
    const trialEndsAt = await trialEndOf(c.var.db, invitation.organizationId);
    return c.json({ ...toResponse(invitation), trialEndsAt: trialEndsAt?.toISOString() ?? null });
  })
  // POST /invitation/:id/accept — the invited user joins; the organization becomes active
  .post(
    '/:id/accept',
    doc('invitation', 'POST /:id/accept'),
    validate('param', idParam('ID de convite inválido')),
    async (c) => {
      const invitation = await acceptInvitation(c.var.db, {
        id: c.req.valid('param').id,
        userId: c.var.user.id,
        email: c.var.user.email,
        sessionId: c.var.session.id,
        actor: sessionActor(c),
      });
      return c.json(acceptedInvitationToResponse('Convite aceito', invitation));
    },
  )
  // POST /invitation/:id/reject — the invited user declines
  .post(
    '/:id/reject',
    doc('invitation', 'POST /:id/reject'),
    validate('param', idParam('ID de convite inválido')),
    async (c) => {
      await rejectInvitation(c.var.db, { id: c.req.valid('param').id, email: c.var.user.email });
      return c.json({ message: 'Convite recusado' });
    },
  )
  // DELETE /invitation/:id/cancel — the organization withdraws it (owner/admin)
  .delete(
    '/:id/cancel',
    doc('invitation', 'DELETE /:id/cancel'),
    requireRole('owner', 'admin'),
    validate('param', idParam('ID de convite inválido')),
    async (c) => {
      await cancelInvitation(c.var.db, {
        id: c.req.valid('param').id,
        organizationId: activeOrganizationId(c),
        actor: sessionActor(c),
      });
      return c.json({ message: 'Convite cancelado' });
    },
  );
