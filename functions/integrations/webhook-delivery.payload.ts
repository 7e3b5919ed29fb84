import * as z from 'zod';
import { rowId } from '../platform/jobs/payload';

/** One attempt series at one webhook delivery: `id` is the webhook_deliveries row. */
export const webhookDeliveryJobSchema = z.object({
  kind: z.literal('webhook-delivery'),
  id: rowId,
});
export type WebhookDeliveryJob = z.infer<typeof webhookDeliveryJobSchema>;
