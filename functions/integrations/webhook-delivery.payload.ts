import * as z from 'zod';
import { rowId } from '../platform/jobs/payload';

/** One attempt series at one webhook delivery: `id` is the webhook_deliveries row. */
export const webhookDeliveryJobSchema = z.object({
  kind: z.literal('webhook-delivery'),
  id: rowId,
});
export type WebhookDeliveryJob = z.infer<typeof webhookDeliveryJobSchema>;

// Files the kind in platform's job union (the outbox, the queue and the consumer type their jobs by it).
declare module '../platform/jobs/job' {
  interface JobPayloads {
    'webhook-delivery': WebhookDeliveryJob;
  }
}
