import * as z from 'zod';
import { isoDateTime, uuid } from '../../../lib/response-schemas';

export const sessionListSchema = z.object({
  data: z.array(
    z
      .object({
        id: uuid,
        createdAt: isoDateTime,
        lastSeenAt: isoDateTime,
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
        current: z.boolean(),
      })
      .meta({ id: 'LiveSession' }),
  ),
});
