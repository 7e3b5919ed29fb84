import * as z from 'zod';
import { paginationSchema, uuid } from '../platform/response-schemas';
import { productFields } from '../catalogue/products.responses';
import type { SupplierProductRow } from './supplier-products.service';

/** A product as the supplier API shows it (the supplier's own catalogue). */
export const supplierProductSchema = z
  .object({
    ...productFields,
    category: z.object({ id: uuid, name: z.string() }),
    supplier: z.object({ id: uuid, name: z.string(), email: z.string() }),
  })
  .omit({ isDemo: true, rating: true })
  .meta({ id: 'SupplierProduct' });

export const supplierProductPageSchema = z.object({
  data: z.array(supplierProductSchema),
  pagination: paginationSchema,
});

export const supplierCategoryListSchema = z.array(
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

export const supplierProductStatsSchema = z
  .object({ totalProducts: z.number().int(), activeProducts: z.number().int(), inactiveProducts: z.number().int() })
  .meta({ id: 'SupplierProductStats' });

export const supplierProductToResponse = ({
  product: p,
  category,
  supplier,
}: SupplierProductRow): z.output<typeof supplierProductSchema> => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  gtin: p.gtin,
  price: Number(p.price),
  unit: p.unit,
  description: p.description,
  image: p.image,
  minimumOrder: p.minimumOrder,
  inStock: p.inStock,
  isActive: p.isActive,
  categoryId: p.categoryId,
  supplierId: p.supplierId,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  category,
  supplier,
});
