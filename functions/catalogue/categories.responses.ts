import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';
import type { CategoryRow } from './categories.service';

export const categorySchema = z
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

export const categoryListSchema = z.array(categorySchema);

export const categoryWithCountSchema = categorySchema
  .extend({ productCount: z.number().int().meta({ description: 'Produtos ativos na categoria' }) })
  .meta({ id: 'CategoryWithCount' });

export const categoryWithCountListSchema = z.array(categoryWithCountSchema);

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
