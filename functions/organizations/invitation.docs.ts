import type { RouteDocs } from '../platform/describe';
import {
  acceptedInvitationSchema,
  invitationListSchema,
  invitationSchema,
  invitationViewSchema,
} from './invitation.responses';
import { messageResponse } from '../platform/response-schemas';

/**
 * How invitation.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const invitationDocs = {
  'GET /': {
    summary: 'Convites pendentes da organização ativa',
    description: 'Só os pendentes e ainda válidos, mais novos primeiro.',
    response: invitationListSchema,
  },
  'POST /': {
    summary: 'Convida um e-mail como admin ou member; o link vai por e-mail',
    description:
      'Um convite pendente ao mesmo e-mail é renovado (mais 7 dias), não duplicado. Quem já é membro: 409. Um convite novo conta no limite de assentos do plano (403 PLAN_QUOTA_EXCEEDED acima dele).',
    status: 201,
    response: invitationSchema,
    errors: [409],
    requestExample: { email: 'compras@padariaboa.com.br', role: 'member' },
  },
  'GET /mine': {
    summary: 'Convites pendentes para o e-mail de quem está conectado',
    description:
      'Para onde ir depois de criar a conta: os convites ainda válidos para o próprio endereço, mais novos primeiro.',
    response: invitationListSchema,
  },
  'GET /:id': {
    summary: 'Um convite (para o e-mail convidado ou os gestores da organização)',
    description: 'Para qualquer outra pessoa o convite não existe (404).',
    response: invitationViewSchema,
  },
  'POST /:id/accept': {
    summary: 'Aceita o convite: entra na organização, que fica ativa',
    description: 'Só o e-mail convidado aceita (outro: 404). Um convite expirado, aceito, recusado ou cancelado é 400.',
    response: acceptedInvitationSchema,
  },
  'POST /:id/reject': {
    summary: 'Recusa o convite',
    description: 'Só o e-mail convidado recusa (outro: 404); um convite que não está pendente ou expirou é 400.',
    response: messageResponse,
  },
  'DELETE /:id/cancel': {
    summary: 'Cancela um convite pendente',
    description: 'Um convite de outra organização, ou que não está mais pendente, é 404.',
    response: messageResponse,
  },
} satisfies RouteDocs;
