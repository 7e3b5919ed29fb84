import * as z from 'zod';

/** Shapes many areas answer with, described once for the OpenAPI document. */

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const isoDateTime = /* @__PURE__ */ z.iso.datetime({ offset: true });
export const uuid = /* @__PURE__ */ z.uuid();

/** `{ message }`: what a removal or an action without a body answers. */
export const messageResponse = /* @__PURE__ */ z.object({ message: z.string() }).meta({ id: 'Message' });

/** The pagination block of most lists (page, limit, total, totalPages). */
export const paginationSchema = /* @__PURE__ */ z
  .object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() })
  .meta({ id: 'Pagination' });

/** The spec's older pagination block (orders, clients): `pages` where the others say `totalPages`. */
export const pagesPaginationSchema = /* @__PURE__ */ z
  .object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), pages: z.number().int() })
  .meta({ id: 'PagesPagination' });

/** `{ data, pagination }` around a list. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), pagination: paginationSchema });

/** A JSON object the API stores as given (metadata): described as an open object. */
export const metadataObject = /* @__PURE__ */ z.record(z.string(), z.unknown());

export const memberRoleSchema = /* @__PURE__ */ z.enum(['owner', 'admin', 'member']);

/** Where a supplier order is delivered, as it was when the order was placed; null when "a combinar". */
export const deliveryAddressSnapshotSchema = /* @__PURE__ */ z
  .object({
    label: z.string().nullable(),
    cep: z.string().meta({ description: 'Oito dígitos', example: '01310100' }),
    street: z.string(),
    number: z.string(),
    complement: z.string().nullable(),
    district: z.string(),
    city: z.string(),
    state: z.string().meta({ description: 'UF', example: 'SP' }),
  })
  .meta({ id: 'DeliveryAddressSnapshot' });
