import * as z from 'zod';
import type { LeadRow } from './lead.service';
import { isoDateTime, metadataObject, paginationSchema, uuid } from '../platform/response-schemas';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const leadSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    email: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    metadata: metadataObject,
    organizationId: uuid,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Lead' });

export const leadListSchema = /* @__PURE__ */ z.object({
  data: z.array(leadSchema.extend({ submissionCount: z.number().int() }).meta({ id: 'LeadListItem' })),
  pagination: paginationSchema,
});

export const leadDetailSchema = /* @__PURE__ */ leadSchema
  .extend({
    submissions: z.array(z.object({ id: uuid, metadata: metadataObject, createdAt: isoDateTime })),
  })
  .meta({ id: 'LeadDetail' });

export const leadToResponse = (l: LeadRow): z.output<typeof leadSchema> => ({
  id: l.id,
  email: l.email,
  name: l.name,
  phone: l.phone,
  metadata: l.metadata,
  organizationId: l.organizationId,
  createdAt: l.createdAt.toISOString(),
  updatedAt: l.updatedAt.toISOString(),
});
