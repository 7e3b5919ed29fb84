import * as z from 'zod';
import { isoDateTime, uuid } from '../../../lib/response-schemas';
import type { InvitationRow } from './invitation.service';

const organizationSchema = z.object({ id: uuid, name: z.string(), slug: z.string(), logo: z.string().nullable() });

export const invitationSchema = z
  .object({
    id: uuid,
    email: z.string(),
    role: z.enum(['admin', 'member']),
    status: z.enum(['pending', 'accepted', 'rejected', 'canceled']),
    expiresAt: isoDateTime,
    expired: z.boolean(),
    createdAt: isoDateTime,
    organization: organizationSchema,
    inviter: z.object({ id: uuid, name: z.string() }).nullable(),
  })
  .meta({ id: 'Invitation' });

export const invitationListSchema = z.object({ data: z.array(invitationSchema) });

export const acceptedInvitationSchema = z.object({
  message: z.string(),
  organization: organizationSchema,
  role: z.enum(['admin', 'member']),
});

export const invitationToResponse = (i: InvitationRow): z.output<typeof invitationSchema> => ({
  id: i.id,
  email: i.email,
  role: i.role,
  status: i.status,
  expiresAt: i.expiresAt.toISOString(),
  expired: i.expiresAt.getTime() <= Date.now(),
  createdAt: i.createdAt.toISOString(),
  organization: i.organization,
  inviter: i.inviter?.id ? { id: i.inviter.id, name: i.inviter.name! } : null,
});
