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
import { messageResponse } from '../platform/response-schemas';
import {
  acceptedInvitationSchema,
  acceptedInvitationToResponse,
  invitationListSchema,
  invitationSchema,
  invitationToResponse as toResponse,
  invitationViewSchema,
} from './invitation.responses';
import { trialEndOf } from '../billing/subscription-state';

const createBody = z.object({
  email: z.string().trim().email('Por favor, insira um e-mail válido'),
  role: z.enum(['admin', 'member'], { error: 'O papel deve ser admin ou member' }),
});

export const invitationRoutes = new Hono<AppEnv>()
  .use(area('Convites'), requireSession())
  // GET /invitation — pending invitations of the active organization (owner/admin)
  .get(
    '/',
    doc({
      summary: 'Convites pendentes da organização ativa',
      description: 'Só os pendentes e ainda válidos, mais novos primeiro.',
      response: invitationListSchema,
    }),
    requireRole('owner', 'admin'),
    async (c) => {
      return c.json({ data: (await listPendingInvitations(c.var.db, activeOrganizationId(c))).map(toResponse) });
    },
  )
  // POST /invitation — invite an e-mail as admin or member; the link goes out by e-mail
  .post(
    '/',
    doc({
      summary: 'Convida um e-mail como admin ou member; o link vai por e-mail',
      description:
        'Um convite pendente ao mesmo e-mail é renovado (mais 7 dias), não duplicado. Quem já é membro: 409. Um convite novo conta no limite de assentos do plano (403 PLAN_QUOTA_EXCEEDED acima dele).',
      status: 201,
      response: invitationSchema,
      errors: [409],
      requestExample: { email: 'compras@padariaboa.com.br', role: 'member' },
    }),
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
  .get(
    '/mine',
    doc({
      summary: 'Convites pendentes para o e-mail de quem está conectado',
      description:
        'Para onde ir depois de criar a conta: os convites ainda válidos para o próprio endereço, mais novos primeiro.',
      response: invitationListSchema,
    }),
    async (c) => c.json({ data: (await listInvitationsTo(c.var.db, c.var.user.email)).map(toResponse) }),
  )
  // GET /invitation/:id — for the invited address or the organization's managers
  .get(
    '/:id',
    doc({
      summary: 'Um convite (para o e-mail convidado ou os gestores da organização)',
      description: 'Para qualquer outra pessoa o convite não existe (404).',
      response: invitationViewSchema,
    }),
    validate('param', idParam('ID de convite inválido')),
    async (c) => {
      const invitation = await getInvitationFor(c.var.db, c.req.valid('param').id, {
        userId: c.var.user.id,
        email: c.var.user.email,
      });
      const trialEndsAt = await trialEndOf(c.var.db, invitation.organizationId);
      return c.json({ ...toResponse(invitation), trialEndsAt: trialEndsAt?.toISOString() ?? null });
    },
  )
  // POST /invitation/:id/accept — the invited user joins; the organization becomes active
  .post(
    '/:id/accept',
    doc({
      summary: 'Aceita o convite: entra na organização, que fica ativa',
      description:
        'Só o e-mail convidado aceita (outro: 404). Um convite expirado, aceito, recusado ou cancelado é 400.',
      response: acceptedInvitationSchema,
    }),
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
    doc({
      summary: 'Recusa o convite',
      description: 'Só o e-mail convidado recusa (outro: 404); um convite que não está pendente ou expirou é 400.',
      response: messageResponse,
    }),
    validate('param', idParam('ID de convite inválido')),
    async (c) => {
      await rejectInvitation(c.var.db, { id: c.req.valid('param').id, email: c.var.user.email });
      return c.json({ message: 'Convite recusado' });
    },
  )
  // DELETE /invitation/:id/cancel — the organization withdraws it (owner/admin)
  .delete(
    '/:id/cancel',
    doc({
      summary: 'Cancela um convite pendente',
      description: 'Um convite de outra organização, ou que não está mais pendente, é 404.',
      response: messageResponse,
    }),
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
