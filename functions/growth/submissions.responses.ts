import * as z from 'zod';
import { isoDateTime, paginationSchema, uuid } from '../platform/response-schemas';
import type { getSubmission } from './submissions.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** What the form sent: its source and data, and any other key it chose. */
const submissionMetadata = /* @__PURE__ */ z
  .object({ source: z.string().optional(), data: z.unknown().optional() })
  .catchall(z.unknown())
  .meta({ id: 'SubmissionMetadata' });

export const submissionSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    leadId: uuid,
    organizationId: uuid,
    metadata: submissionMetadata,
    lead: z.object({ id: uuid, email: z.string(), name: z.string().nullable() }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Submission' });

export const createdSubmissionSchema = /* @__PURE__ */ submissionSchema
  .extend({ leadCreated: z.boolean().meta({ description: 'Se o lead foi criado por este envio' }) })
  .meta({ id: 'CreatedSubmission' });

export const submissionListSchema = /* @__PURE__ */ z.object({
  data: z.array(submissionSchema),
  pagination: paginationSchema,
});

export const submissionToResponse = (
  r: Awaited<ReturnType<typeof getSubmission>>,
): z.output<typeof submissionSchema> => ({
  id: r.submission.id,
  leadId: r.submission.leadId,
  organizationId: r.submission.organizationId,
  metadata: r.submission.metadata,
  lead: r.lead,
  createdAt: r.submission.createdAt.toISOString(),
  updatedAt: r.submission.updatedAt.toISOString(),
});
