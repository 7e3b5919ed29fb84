import * as z from 'zod';
import { isoDateTime, pageOf } from '../../../lib/response-schemas';

export const deadLetterListSchema = pageOf(
  z
    .object({
      messageId: z.string(),
      kind: z.string(),
      jobId: z.string().nullable(),
      summary: z.string(),
      attempts: z.number().int(),
      receivedAt: isoDateTime,
    })
    .meta({ id: 'DeadLetter' }),
);
