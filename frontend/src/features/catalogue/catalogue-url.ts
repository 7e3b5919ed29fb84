import type { ProductFilters } from '@/lib/query-keys/catalogue';

/** `cidade=todas`: the explicit "every city" (without a city the organization's default address rules). */
export const ALL_CITIES = 'todas';
const price = (text: string | null) => (text && Number.isFinite(Number(text)) ? Number(text) : undefined);

/**
 * The signed-in catalogue's filters as its address writes them. Without a city in it, the catalogue
 * shows what reaches the organization's default delivery address. Read by the screen and by the
 * opening prefetch (app/opening-data.ts), so both ask for the same first page.
 */
export function filtersFrom(params: URLSearchParams, defaultCityId: string | undefined): ProductFilters {
  const [by, order] = (params.get('ordenar')?.split(':') ?? []) as [ProductFilters['sort'], ProductFilters['order']?];
  const city = params.get('cidade');
  return {
    page: Number(params.get('pagina') ?? 1) || 1,
    categoryId: params.get('categoria') ?? undefined,
    supplierId: params.get('fornecedor') ?? undefined,
    cityId: city === ALL_CITIES ? undefined : (city ?? defaultCityId),
    inStock: params.get('estoque') === '1' ? true : undefined,
    search: params.get('busca') ?? undefined,
    minPrice: price(params.get('preco_min')),
    maxPrice: price(params.get('preco_max')),
    sort: by,
    order: order ?? 'asc',
  };
}
