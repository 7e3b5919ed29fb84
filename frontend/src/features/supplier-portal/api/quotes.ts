import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { refetchAt } from '@/lib/live-query';
import { useWrite } from '@/lib/use-write';
import { supplierPortalKeys } from '@/lib/query-keys/supplier-portal';

const quotes = client['supplier-portal'].quotes;
const link = client['quote-answer'];
// Shapes come from the server's router: a renamed field fails typecheck here.
export type SupplierQuotePage = Answer<typeof quotes.$get>;
export type SupplierQuoteSummary = SupplierQuotePage['data'][number];
export type SupplierQuoteStatus = SupplierQuoteSummary['status'];
export type SupplierQuoteOutcome = NonNullable<SupplierQuoteSummary['outcome']>;
export type SupplierQuote = Answer<(typeof quotes)[':id']['$get']>;
export type SupplierQuoteLine = SupplierQuote['lines'][number];
export type SupplierQuoteAnswer = NonNullable<SupplierQuote['answer']>;
/** The answer as the portal and the link both take it (one schema on the server). */
export type QuoteAnswerBody = Body<(typeof quotes)[':id']['answer']['$put']> & Body<(typeof link)[':token']['$put']>;

export const supplierQuotesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: supplierPortalKeys.quotes({ page }),
    queryFn: ({ signal }) => unwrap(quotes.$get({ query: asQuery({ page, limit: 20 }) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
export const useSupplierQuotes = (page: number) => useQuery(supplierQuotesQueryOptions(page));

export const supplierQuoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supplierPortalKeys.quote(id),
    queryFn: async ({ signal, client: queryClient }) => {
      const quote = await unwrap(quotes[':id'].$get({ param: { id } }, { init: { signal } }));
      // The first opening marks the cotação read: the inbox's "Não lida" is stale from here on.
      if (quote.readAt === null) void queryClient.invalidateQueries({ queryKey: supplierPortalKeys.quotesAll });
      return quote;
    },
    // At the deadline the API reads the cotação closed: the form gives way to the last answer, read-only.
    refetchInterval: ({ state }) =>
      state.data?.status === 'OPEN' && !state.error ? refetchAt(state.data.deadline) : false,
    refetchIntervalInBackground: true,
  });
export const useSupplierQuote = (id: string) => useQuery(supplierQuoteQueryOptions(id));

/** A new version of the supplier's answer, from the portal. */
export const useAnswerSupplierQuote = (id: string) =>
  useWrite(
    (json: QuoteAnswerBody) => unwrap(quotes[':id'].answer.$put({ param: { id }, json })),
    [supplierPortalKeys.quote(id), supplierPortalKeys.quotesAll],
  );

export const quoteLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: supplierPortalKeys.quoteLink(token),
    queryFn: ({ signal }) => unwrap(link[':token'].$get({ param: { token } }, { init: { signal } })),
    // A changed link (401) or one past the deadline (410) answers the same on every try.
    retry: false,
  });
export const useQuoteLink = (token: string) => useQuery(quoteLinkQueryOptions(token));

/** A new version of the answer through the e-mailed link (no session: the token is the credential). */
export const useAnswerQuoteLink = (token: string) =>
  useWrite(
    (json: QuoteAnswerBody) => unwrap(link[':token'].$put({ param: { token }, json })),
    [supplierPortalKeys.quoteLink(token)],
  );
