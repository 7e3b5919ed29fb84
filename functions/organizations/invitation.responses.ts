import * as z from 'zod';
import { invitationRole, invitationStatus } from '../../db/schema/enums';
import { isoDateTime, uuid } from '../platform/response-schemas';
import type { InvitationRow } from './invitation.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const organizationSchema = /* @__PURE__ */ z.object({
  id: uuid,
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});

export const invitationSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    email: z.string(),
    role: z.enum(invitationRole.enumValues),
    status: z.enum(invitationStatus.enumValues),
    expiresAt: isoDateTime.meta({ description: '7 dias depois do convite (ou de o renovar)' }),
    expired: z.boolean().meta({ description: 'Se já passou de expiresAt (um convite expirado não pode ser aceito)' }),
    createdAt: isoDateTime,
    organization: organizationSchema,
    inviter: z
      .object({ id: uuid, name: z.string() })
      .nullable()
      .meta({ description: 'Quem convidou; null se essa conta foi excluída' }),
  })
  .meta({ id: 'Invitation' });

/** One invitation as the invited person reads it: with the organization's trial, which decides how long they stay. */
export const invitationViewSchema = /* @__PURE__ */ invitationSchema
  .extend({
    trialEndsAt: isoDateTime.nullable().meta({
      description:
        'Até quando a organização testa o plano Pro (null se não está em teste): sem assinatura, quem foi convidado deixa a organização nesse dia',
    }),
  })
  .meta({ id: 'InvitationView' });

export const invitationListSchema = /* @__PURE__ */ z.object({ data: z.array(invitationSchema) });

export const acceptedInvitationSchema = /* @__PURE__ */ z
  .object({ message: z.string(), organization: organizationSchema, role: z.enum(invitationRole.enumValues) })
  .meta({ id: 'InvitationAccepted' });

const organizationToResponse = (o: InvitationRow['organization']): z.output<typeof organizationSchema> => ({
  id: o.id,
  name: o.name,
  slug: o.slug,
  logo: o.logo,
});

export const invitationToResponse = (i: InvitationRow): z.output<typeof invitationSchema> => ({
  id: i.id,
  email: i.email,
  role: i.role,
  status: i.status,
  expiresAt: i.expiresAt.toISOString(),
  expired: i.expiresAt.getTime() <= Date.now(),
  createdAt: i.createdAt.toISOString(),
  organization: organizationToResponse(i.organization),
  inviter: i.inviter?.id ? { id: i.inviter.id, name: i.inviter.name! } : null,
});

export const acceptedInvitationToResponse = (
  message: string,
  i: Pick<InvitationRow, 'organization' | 'role'>,
): z.output<typeof acceptedInvitationSchema> => ({
  message,
  organization: organizationToResponse(i.organization),
  role: i.role,
});
