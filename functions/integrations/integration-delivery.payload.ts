import * as z from 'zod';
import { domainEventSchema } from '../platform/jobs/domain-event.payload';
import { jobId, rowId } from '../platform/jobs/payload';

/** One event for one installed integration; `id` is `<event id>:<integration id>`. */
export const integrationDeliveryJobSchema = z.object({
  kind: z.literal('integration-delivery'),
  id: jobId,
  integrationId: rowId,
  event: domainEventSchema,
});
export type IntegrationDeliveryJob = z.infer<typeof integrationDeliveryJobSchema>;

// Files the kind in platform's job union (the outbox, the queue and the consumer type their jobs by it).
declare module '../platform/jobs/job' {
  interface JobPayloads {
    'integration-delivery': IntegrationDeliveryJob;
  }
}
