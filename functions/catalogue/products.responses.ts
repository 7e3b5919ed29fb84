import * as z from 'zod';
import { isoDateTime, paginationSchema, uuid } from '../platform/response-schemas';
import { citySchema } from '../suppliers/suppliers.responses';
import type { ProductRow } from '../../db/schema/catalogue';
import type { ProductListRow, ProductWithCities } from './products.service';

/** The fields every product answer shares (the catalogue's and the supplier API's). */
export const productFields = {
  id: uuid,
  name: z.string(),
  sku: z
    .string()
    .meta({ description: 'Código do fornecedor (único entre os produtos ativos dele)', example: 'SER-0004' }),
  gtin: z.string().nullable().meta({ description: 'GTIN/EAN', example: '7891000100103' }),
  price: z.number().meta({ description: 'Preço em reais (R$)', example: 8.9 }),
  unit: z.string().meta({ example: 'kg' }),
  description: z.string().nullable(),
  image: z.string().nullable(),
  minimumOrder: z.number().int(),
  categoryId: uuid,
  supplierId: uuid,
  inStock: z.boolean(),
  isActive: z.boolean(),
  isDemo: z.boolean(),
  rating: z.number(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  category: z.object({ id: uuid, name: z.string(), icon: z.string().nullable(), color: z.string().nullable() }),
};
const productSupplier = { id: uuid, name: z.string(), color: z.string() };

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const productSchema = /* @__PURE__ */ z
  .object({ ...productFields, supplier: z.object(productSupplier) })
  .meta({ id: 'Product' });

/** A product with the cities its supplier serves (one product's page, and what writes answer). */
export const productDetailSchema = /* @__PURE__ */ z
  .object({ ...productFields, supplier: z.object({ ...productSupplier, cities: z.array(citySchema) }) })
  .meta({ id: 'ProductDetail' });

export const productFacetsSchema = /* @__PURE__ */ z
  .object({
    categories: z.array(z.object({ id: uuid, name: z.string(), icon: z.string().nullable(), count: z.number().int() })),
    total: z.number().int(),
    approximate: z.boolean(),
  })
  .meta({ id: 'ProductFacets' });

export const productPageSchema = /* @__PURE__ */ z.object({
  data: z.array(productSchema),
  pagination: paginationSchema,
  approximate: z.boolean().meta({
    description: 'true quando a busca exata não achou nada e estes são resultados aproximados (erros de digitação)',
  }),
  outsideCity: z
    .object({
      city: z.object({ id: uuid, name: z.string() }),
      total: z.number().int(),
      data: z.array(productSchema),
    })
    .nullable()
    .meta({
      description:
        'Com cityId e nada encontrado: o que os mesmos filtros acham em fornecedores que não entregam na cidade (até 5, e quantos)',
    }),
});

/** A product row's own fields as every product answer shows them (category and supplier are each answer's). */
export const productFieldsToResponse = (p: ProductRow) => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  gtin: p.gtin,
  price: Number(p.price),
  unit: p.unit,
  description: p.description,
  image: p.image,
  minimumOrder: p.minimumOrder,
  categoryId: p.categoryId,
  supplierId: p.supplierId,
  inStock: p.inStock,
  isActive: p.isActive,
  isDemo: p.isDemo,
  rating: Number(p.rating),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const productToResponse = ({ product, category, supplier }: ProductListRow): z.output<typeof productSchema> => ({
  ...productFieldsToResponse(product),
  category,
  supplier,
});

/** A product with its supplier's cities (GET /products/:id and what the operator's writes answer). */
export const productDetailToResponse = (row: ProductWithCities): z.output<typeof productDetailSchema> => ({
  ...productToResponse(row),
  supplier: { ...row.supplier, cities: row.supplierCities },
});
