import type { OrderStatus } from './api/orders';

/**
 * The orders list's tab, page and filters as its address writes them (the screen's and the opening
 * prefetch's); `fixedStatus` for a screen that shows one tab only (the approvals).
 */
export function ordersQueryFrom(params: URLSearchParams, fixedStatus?: OrderStatus) {
  return {
    status: fixedStatus ?? (params.get('status') as OrderStatus | null) ?? undefined,
    page: Number(params.get('pagina') ?? 1) || 1,
    filters: {
      q: params.get('busca') ?? undefined,
      from: params.get('de') ?? undefined,
      to: params.get('ate') ?? undefined,
      mine: params.get('meus') === '1' || undefined,
    },
  };
}
