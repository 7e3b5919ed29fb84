import type { JobContext, JobKind } from '../platform/jobs/context';
import type { JobOutcome } from '../platform/jobs/job';
import { logger } from '../platform/log';
import { documentsPurgeJobSchema, type DocumentsPurgeJob } from './documents-purge.payload';
import { purgeOrganizationDocuments } from './nfe-documents';

const log = logger('fulfilment');

/**
 * Deletes a deleted organization's documents from the bucket, off the request: an organization with
 * years of notes has thousands of objects, more than a request should list and delete, and a failure
 * here is retried by the queue rather than lost (the rows are already gone). Running it again finds
 * nothing left and is done.
 */
export async function handleDocumentsPurgeJob(job: DocumentsPurgeJob, { env }: JobContext): Promise<JobOutcome> {
  const deleted = await purgeOrganizationDocuments(env.DOCUMENTS, job.organizationId);
  log.info('documents.purged', { organizationId: job.organizationId, deleted });
  return 'done';
}

export const documentsPurgeJob: JobKind<'documents-purge'> = {
  payload: documentsPurgeJobSchema,
  handle: handleDocumentsPurgeJob,
};
