import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';
import type { ListingRequestView } from './listing-request.service';

export const LISTING_STATUSES = ['pending', 'approved', 'refused'] as const;

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** A request to be listed on the marketplace, as the supplier and the operator read it. */
export const listingRequestSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    status: z.enum(LISTING_STATUSES).meta({ description: 'pending (em análise), approved ou refused' }),
    cities: z.array(z.object({ id: uuid, name: z.string(), state: z.string() })),
    categories: z.array(z.object({ id: uuid, name: z.string() })),
    message: z.string().nullable().meta({ description: 'O recado do fornecedor ao Abastece' }),
    refusal_reason: z.string().nullable().meta({ description: 'Por que o operador recusou (só em refused)' }),
    created_at: isoDateTime,
    decided_at: isoDateTime.nullable(),
  })
  .meta({ id: 'ListingRequest' });

/** The portal's view: whether the supplier is listed, and its latest request. */
export const listingStatusSchema = /* @__PURE__ */ z
  .object({
    listed: z.boolean().meta({ description: 'Se a empresa já está no marketplace' }),
    request: listingRequestSchema.nullable().meta({ description: 'O pedido mais recente; null antes do primeiro' }),
  })
  .meta({ id: 'ListingStatus' });

export const listingRequestToResponse = (r: ListingRequestView): z.infer<typeof listingRequestSchema> => ({
  id: r.id,
  status: r.status as (typeof LISTING_STATUSES)[number],
  cities: r.cities,
  categories: r.categories,
  message: r.message,
  refusal_reason: r.refusalReason,
  created_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
});
