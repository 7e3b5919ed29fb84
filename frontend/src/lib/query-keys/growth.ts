import type { ListQuery } from '@/features/growth/api/crm';

/**
 * The cache keys of the growth feature: every query of it starts with ['growth'], and every invalidation
 * of its data (from any feature) goes through these. See query-keys.test.ts.
 */
export const growthKeys = {
  all: ['growth'] as const,
  leads: (q: ListQuery) => ['growth', 'leads', q] as const,
  lead: (id: string) => ['growth', 'lead', id] as const,
  submissions: (q: ListQuery) => ['growth', 'submissions', q] as const,
};
