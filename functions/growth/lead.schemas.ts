import * as z from 'zod';
import { emailField } from '../platform/fields';
import { paginationQuery, sortOrder } from '../platform/pagination';

const email = emailField;

export const leadListQuery = paginationQuery.extend({
  sortBy: z.enum(['name', 'email', 'createdAt']).default('createdAt'),
  sortOrder,
  search: z.string().trim().max(100).optional(),
});

export const createLeadSchema = z.object({
  email,
  name: z.string().trim().max(120).nullable().optional(),
  phone: z.string().trim().max(30).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export const updateLeadSchema = createLeadSchema.partial();
