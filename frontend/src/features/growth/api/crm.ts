import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { growthKeys, type ListQuery } from '@/lib/query-keys/growth';
import { organizationsKeys } from '@/lib/query-keys/organizations';

export type LeadPage = Answer<typeof client.lead.$get>;
export type Lead = LeadPage['data'][number];
export type SubmissionPage = Answer<typeof client.submissions.$get>;
export type Submission = SubmissionPage['data'][number];

export const leadsQueryOptions = (q: ListQuery) =>
  queryOptions({
    queryKey: growthKeys.leads(q),
    queryFn: ({ signal }) => unwrap(client.lead.$get({ query: asQuery({ ...q, limit: 10 }) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
export const useLeads = (q: ListQuery) => useQuery(leadsQueryOptions(q));
export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: growthKeys.lead(id),
    queryFn: ({ signal }) => unwrap(client.lead[':id'].$get({ param: { id } }, { init: { signal } })),
  });
export const useLead = (id: string) => useQuery(leadQueryOptions(id));
export const submissionsQueryOptions = (q: ListQuery) =>
  queryOptions({
    queryKey: growthKeys.submissions(q),
    queryFn: ({ signal }) =>
      unwrap(client.submissions.$get({ query: asQuery({ ...q, limit: 10 }) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
export const useSubmissions = (q: ListQuery) => useQuery(submissionsQueryOptions(q));

/** Every write refreshes the leads, the submissions and the dashboard's counts of them. */
const useCrmWrite = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useWrite(mutationFn, [growthKeys.all, organizationsKeys.all]);
export const useCreateLead = () =>
  useCrmWrite((json: Body<typeof client.lead.$post>) => unwrap(client.lead.$post({ json })));
export const useCreateSubmission = () =>
  useCrmWrite((json: Body<typeof client.submissions.$post>) => unwrap(client.submissions.$post({ json })));
export const useDeleteLead = () => useCrmWrite((id: string) => unwrap(client.lead[':id'].$delete({ param: { id } })));
