import * as z from 'zod';
import { jobId, rowId } from '../platform/jobs/payload';

/**
 * A deleted organization's documents (NF-e XMLs and DANFEs) to delete from the bucket. It names the
 * organization, not a key prefix: the layout stays nfe-documents.ts's, and no payload can aim the purge
 * at anything wider than one organization's folder. Its id is the organization's: one purge each.
 */
export const documentsPurgeJobSchema = z.object({
  kind: z.literal('documents-purge'),
  id: jobId,
  organizationId: rowId,
});
export type DocumentsPurgeJob = z.infer<typeof documentsPurgeJobSchema>;

// Files the kind in platform's job union (the outbox, the queue and the consumer type their jobs by it).
declare module '../platform/jobs/job' {
  interface JobPayloads {
    'documents-purge': DocumentsPurgeJob;
  }
}
