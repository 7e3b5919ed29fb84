import * as z from 'zod';
import { isoDateTime, memberRoleSchema, metadataObject, uuid } from '../../../lib/response-schemas';

export const myMembershipsSchema = z.object({
  suppliers: z.array(
    z
      .object({ supplierId: uuid, name: z.string(), role: z.enum(['admin', 'staff']), active: z.boolean() })
      .meta({ id: 'MySupplierMembership' }),
  ),
  data: z.array(
    z
      .object({
        id: uuid,
        role: memberRoleSchema,
        joinedAt: isoDateTime,
        organization: z.object({ id: uuid, name: z.string(), slug: z.string(), logo: z.string().nullable() }),
        active: z.boolean(),
      })
      .meta({ id: 'MyMembership' }),
  ),
});

export const profileSchema = z
  .object({
    id: uuid,
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    emailVerified: z.boolean(),
    metadata: metadataObject,
  })
  .meta({ id: 'Profile' });
