import * as z from 'zod';
import { formatCnpj } from '../platform/cnpj';
import { pageOf, uuid } from '../platform/response-schemas';
import type { ListingRequestView } from '../supplier-portal/listing-request.service';
import { listingRequestSchema, listingRequestToResponse } from '../supplier-portal/listing-request.responses';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** A listing request as the operator decides it: the request and the company behind it. */
export const operatorListingRequestSchema = /* @__PURE__ */ listingRequestSchema
  .extend({
    supplier: z.object({
      id: uuid,
      name: z.string(),
      cnpj: z.string(),
      cnpj_formatted: z.string(),
      email: z.string(),
      listed: z.boolean(),
      buyer_count: z.number().int().meta({ description: 'Quantas organizações cadastraram a empresa' }),
    }),
  })
  .meta({ id: 'OperatorListingRequest' });

export const operatorListingRequestPageSchema = /* @__PURE__ */ pageOf(operatorListingRequestSchema);

export interface ListingRequestWithSupplier {
  request: ListingRequestView;
  supplier: { id: string; name: string; cnpj: string; email: string; listed: boolean; buyerCount: number };
}

export const operatorListingRequestToResponse = ({
  request,
  supplier,
}: ListingRequestWithSupplier): z.infer<typeof operatorListingRequestSchema> => ({
  ...listingRequestToResponse(request),
  supplier: {
    id: supplier.id,
    name: supplier.name,
    cnpj: supplier.cnpj,
    cnpj_formatted: formatCnpj(supplier.cnpj),
    email: supplier.email,
    listed: supplier.listed,
    buyer_count: Number(supplier.buyerCount),
  },
});
