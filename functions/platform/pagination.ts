import * as z from 'zod';

/** page >= 1 (default 1), 1 <= limit <= 100 (default 10). */
export const paginationQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(100).default(10),
});

/** A page of a list with the user's search text. */
export const searchablePageQuery = paginationQuery.extend({ search: z.string().trim().max(100).optional() });

export const sortOrder = z.enum(['asc', 'desc']).default('desc');

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** LIKE pattern for a user's search text, with its wildcards escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
