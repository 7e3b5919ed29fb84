import * as z from 'zod';
import { paginationSchema, uuid } from '../platform/response-schemas';
import { productFields, productFieldsToResponse } from '../catalogue/products.responses';
import type { SupplierProductRow } from './supplier-products.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** A product as the supplier API shows it (the supplier's own catalogue). */
export const supplierProductSchema = /* @__PURE__ */ z
  .object({
    ...productFields,
    category: z.object({ id: uuid, name: z.string() }),
    supplier: z.object({ id: uuid, name: z.string(), email: z.string() }),
  })
  .omit({ isDemo: true, rating: true })
  .meta({ id: 'SupplierProduct' });

export const supplierProductPageSchema = /* @__PURE__ */ z.object({
  data: z.array(supplierProductSchema),
  pagination: paginationSchema,
});

export const supplierCategoryListSchema = /* @__PURE__ */ z.array(
  z
    .object({
      id: uuid,
      name: z.string(),
      image: z.string().nullable(),
      icon: z.string().nullable(),
      color: z.string().nullable(),
    })
    .meta({ id: 'SupplierCategory' }),
);

export const supplierProductStatsSchema = /* @__PURE__ */ z
  .object({ totalProducts: z.number().int(), activeProducts: z.number().int(), inactiveProducts: z.number().int() })
  .meta({ id: 'SupplierProductStats' });

export const supplierProductToResponse = ({
  product,
  category,
  supplier,
}: SupplierProductRow): z.output<typeof supplierProductSchema> => {
  // The supplier's own catalogue shows no demo flag and no rating (the buyers' catalogue does).
  const { isDemo: _isDemo, rating: _rating, ...fields } = productFieldsToResponse(product);
  return { ...fields, category, supplier };
};
