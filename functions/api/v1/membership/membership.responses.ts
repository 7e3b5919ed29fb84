import * as z from 'zod';
import { isoDateTime, memberRoleSchema, paginationSchema, uuid } from '../../../lib/response-schemas';

export const membershipListSchema = z.object({
  data: z.array(
    z
      .object({
        id: uuid,
        role: memberRoleSchema,
        joinedAt: isoDateTime,
        user: z.object({ id: uuid, name: z.string(), email: z.string(), image: z.string().nullable() }),
      })
      .meta({ id: 'Membership' }),
  ),
  pagination: paginationSchema,
});

export const membershipRoleSchema = z.object({ id: uuid, role: memberRoleSchema }).meta({ id: 'MembershipRole' });
