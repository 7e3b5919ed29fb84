import { QUOTE_STATUS_LIST, type QuotesQuery } from './api/quotes';

const isStatus = (value: string | null): value is NonNullable<QuotesQuery['status']> =>
  (QUOTE_STATUS_LIST as readonly string[]).includes(value ?? '');

/** The cotações list's tab and page as its address writes them (the screen's and the opening prefetch's). */
export function quotesQueryFrom(params: URLSearchParams): QuotesQuery {
  const raw = params.get('status');
  return { status: isStatus(raw) ? raw : undefined, page: Number(params.get('pagina') ?? 1) || 1 };
}
