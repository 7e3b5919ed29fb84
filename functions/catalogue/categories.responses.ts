import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';
import type { CategoryRow } from './categories.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const categorySchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    name: z.string(),
    image: z.string().nullable(),
    icon: z.string().nullable().meta({ example: 'carrot' }),
    color: z.string().nullable().meta({ example: '#16a34a' }),
    isActive: z.boolean(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Category' });

export const categoryListSchema = /* @__PURE__ */ z.array(categorySchema);

export const categoryWithCountSchema = /* @__PURE__ */ categorySchema
  .extend({ productCount: z.number().int().meta({ description: 'Produtos ativos na categoria' }) })
  .meta({ id: 'CategoryWithCount' });

export const categoryWithCountListSchema = /* @__PURE__ */ z.array(categoryWithCountSchema);

export const categoryToResponse = (c: CategoryRow): z.output<typeof categorySchema> => ({
  id: c.id,
  name: c.name,
  image: c.image,
  icon: c.icon,
  color: c.color,
  isActive: c.isActive,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

export const categoryWithCountToResponse = (r: {
  category: CategoryRow;
  productCount: number;
}): z.output<typeof categoryWithCountSchema> => ({ ...categoryToResponse(r.category), productCount: r.productCount });
