import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { refetchAt } from '@/lib/live-query';
import { useWrite } from '@/lib/use-write';
import { purchaseOrdersKeys } from '@/lib/query-keys/orders';
import { quotesKeys } from '@/lib/query-keys/quotes';
import { catalogueKeys } from '@/lib/query-keys/catalogue';

const quotes = client.quotes;
const one = quotes[':id'];
// Shapes and statuses come from the server's router: a renamed field fails typecheck here.
export type QuotePage = Answer<typeof quotes.$get>;
export type QuoteSummary = QuotePage['data'][number];
export type QuoteStatus = QuoteSummary['status'];
export type Quote = Answer<(typeof one)['$get']>;
export type QuoteLine = Quote['lines'][number];
export type QuoteSupplier = Quote['suppliers'][number];
export type QuoteAction = Quote['allowedActions'][number];
export type QuoteComparison = Answer<(typeof one)['comparison']['$get']>;
export type ComparisonSupplier = QuoteComparison['suppliers'][number];
export type ComparisonLine = QuoteComparison['lines'][number];
export type ComparisonOffer = ComparisonLine['offers'][number];
export type BestSplit = QuoteComparison['bestSplit'];
export type NewQuote = Body<typeof quotes.$post>;
export type QuoteChange = Body<(typeof one)['$put']>;
export type AwardChoice = Body<(typeof one)['award']['$post']>;

/** Every status in the order the screens list them; the check below fails if the server adds one. */
export const QUOTE_STATUS_LIST = [
  'DRAFT',
  'OPEN',
  'CLOSED',
  'AWARDED',
  'CANCELLED',
] as const satisfies readonly QuoteStatus[];
type UnlistedStatus = Exclude<QuoteStatus, (typeof QUOTE_STATUS_LIST)[number]>;
export const everyQuoteStatusListed: [UnlistedStatus] extends [never] ? true : never = true;

type QuotesApiQuery = NonNullable<Parameters<typeof quotes.$get>[0]['query']>;
/** One page of the list, by the names of the API's query (the page a number here). */
export type QuotesQuery = Pick<QuotesApiQuery, 'status'> & { [K in keyof Pick<QuotesApiQuery, 'page'>]-?: number };

/** The status stays out of asQuery to keep the API's enum type (asQuery types it as any text). */
export const quotesQueryOptions = ({ status, page }: QuotesQuery) =>
  queryOptions({
    queryKey: quotesKeys.list({ status, page }),
    queryFn: ({ signal }) =>
      unwrap(
        quotes.$get(
          { query: { ...(status ? { status } : {}), ...asQuery({ page, limit: 20 }) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
export const useQuotes = (q: QuotesQuery) => useQuery(quotesQueryOptions(q));

/** An open cotação is asked again at its deadline, when the API starts reading it closed. */
export const quoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: quotesKeys.quote(id),
    queryFn: ({ signal }) => unwrap(one.$get({ param: { id } }, { init: { signal } })),
    refetchInterval: ({ state }) =>
      state.data?.status === 'OPEN' && !state.error ? refetchAt(state.data.deadline) : false,
    // One request at the deadline even in a hidden tab: a skipped tick would wait a whole period again.
    refetchIntervalInBackground: true,
  });
export const useQuote = (id: string) => useQuery(quoteQueryOptions(id));

/** A draft has no answers to compare (the API answers 409), so the screen asks only once it is sent. */
export const useQuoteComparison = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: quotesKeys.comparison(id),
    queryFn: ({ signal }) => unwrap(one.comparison.$get({ param: { id } }, { init: { signal } })),
    enabled,
  });

const priceHistory = client.products[':id']['price-history'];
/** What the organization paid and was quoted for a line's product (GET /products/:id/price-history). */
export type LinePriceHistory = Answer<typeof priceHistory.$get>;
/** Asked line by line, when the buyer opens a line's "Histórico": the comparison itself stays as it is. */
export const linePriceHistoryQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: quotesKeys.priceHistory(productId),
    queryFn: ({ signal }) => unwrap(priceHistory.$get({ param: { id: productId }, query: {} }, { init: { signal } })),
  });
export const useLinePriceHistory = (productId: string) => useQuery(linePriceHistoryQueryOptions(productId));

export const useCreateQuote = () => useWrite((json: NewQuote) => unwrap(quotes.$post({ json })), [quotesKeys.listAll]);
export const useUpdateQuote = () =>
  useWrite(
    ({ id, ...json }: { id: string } & QuoteChange) => unwrap(one.$put({ param: { id }, json })),
    [quotesKeys.all],
  );

/** A move changes the cotação, its comparison and its row in the list: the whole feature is refreshed. */
export const useSendQuote = () => useWrite((id: string) => unwrap(one.send.$post({ param: { id } })), [quotesKeys.all]);
export const useCloseQuote = () =>
  useWrite((id: string) => unwrap(one.close.$post({ param: { id } })), [quotesKeys.all]);
export const useCancelQuote = () =>
  useWrite((id: string) => unwrap(one.cancel.$post({ param: { id } })), [quotesKeys.all]);
/**
 * The award places a purchase order and sets negotiated prices: the orders, the catalogue's marks and
 * the price histories change. Its Idempotency-Key is made when the cotação's screen opens, so a double
 * confirmation or a retry after a lost answer is given the same order instead of "ela já foi
 * adjudicada" (lib/idempotency-key.ts).
 */
export function useAwardQuote() {
  const keyed = useIdempotencyKey();
  return useWrite(
    ({ id, choice }: { id: string; choice: AwardChoice }) =>
      keyed((headers) => unwrap(one.award.$post({ param: { id }, json: choice }, { headers }))),
    [quotesKeys.all, purchaseOrdersKeys.all, catalogueKeys.negotiatedPrices, catalogueKeys.priceHistories],
  );
}
