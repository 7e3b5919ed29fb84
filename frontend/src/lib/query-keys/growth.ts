import type { client } from '@/lib/api-client';

// The filters a key carries are typed here, from the API's route, so lib/ imports no feature.
type LeadQuery = NonNullable<Parameters<typeof client.lead.$get>[0]['query']>;
/** A list screen's page, search and order, in the terms the API's query accepts (the page as the screen counts it). */
export type ListQuery = Required<Pick<LeadQuery, 'search' | 'sortBy' | 'sortOrder'>> & Record<'page', number>;

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
