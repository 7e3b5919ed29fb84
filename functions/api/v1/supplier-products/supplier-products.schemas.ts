import * as z from 'zod';

/** The supplier product API's bodies and params (also what the OpenAPI document describes). */
const fields = {
  name: z.string({ error: 'Product name is required' }).trim().min(1, 'Product name is required').max(160),
  price: z.number({ error: 'Price must be positive' }).positive('Price must be positive').max(9_999_999_999),
  unit: z.string({ error: 'Unit is required' }).trim().min(1, 'Unit is required').max(20),
  description: z.string().trim().max(2000).nullable().optional(),
  image: z.string().trim().url('Image must be a valid URL').max(500).nullable().optional(),
  minimumOrder: z
    .number()
    .int('Minimum order must be an integer')
    .positive('Minimum order must be positive')
    .optional(),
  categoryId: z.string({ error: 'Invalid category ID' }).uuid('Invalid category ID'),
  inStock: z.boolean().default(true),
};
export const createBody = z.object(fields);
export const updateBody = z.object({ ...fields, inStock: z.boolean().optional() }).partial();
export const productId = z.object({ id: z.string().uuid('Invalid product ID') });
export const listQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(100).default(50),
});
