import { PAYABLE_STATUS_LIST, type PayableFilters, type PayableStatus, type PayablesQuery } from './api/payables';

/** The URL's words for the list's filters and page: a reload, "back" or a shared link keeps them. */
export const PAYABLES_PARAM = { status: 'situacao', supplierId: 'fornecedor', period: 'mes', page: 'pagina' } as const;

export function payableFiltersFrom(params: URLSearchParams): PayableFilters {
  const status = params.get(PAYABLES_PARAM.status);
  const period = params.get(PAYABLES_PARAM.period);
  return {
    status: PAYABLE_STATUS_LIST.find((s): s is PayableStatus => s === status),
    supplierId: params.get(PAYABLES_PARAM.supplierId) || undefined,
    period: period && /^\d{4}-\d{2}$/.test(period) ? period : undefined,
  };
}

/** The list's filters and page (the screen's and the opening prefetch's). */
export const payablesQueryFrom = (params: URLSearchParams): PayablesQuery => ({
  ...payableFiltersFrom(params),
  page: Math.max(1, Number(params.get(PAYABLES_PARAM.page)) || 1),
});
