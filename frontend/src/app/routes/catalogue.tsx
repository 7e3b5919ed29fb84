import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TitledPage } from '@/components/page-header';
import { useProductFacets, useProducts } from '@/features/catalogue/api/catalogue';
import type { ProductFilters } from '@/lib/query-keys/catalogue';
import { useDeliveryAddresses } from '@/features/organizations/api/delivery-addresses';
import { CatalogueFilters } from '@/features/catalogue/components/catalogue-filters';
import { ProductGridSkeleton, ProductResults } from '@/features/catalogue/components/product-grid';
import { useNegotiatedPrices } from '@/features/catalogue/api/negotiated-prices';
import { useSession } from '@/features/identity/api/get-session';
import { useAddToCartWithFeedback } from '../use-add-to-cart';
import { ALL_CITIES, filtersFrom } from '@/features/catalogue/catalogue-url';
import { OPENING_PAGES } from '../opening-pages';

/** Filters live in the URL (catalogue-url.ts), so a filtered catalogue can be shared and reloaded. */
export default function CataloguePage() {
  const [params, setParams] = useSearchParams();
  // The operator and people without an organization have no addresses: no default city then.
  const addresses = useDeliveryAddresses();
  const defaultCityId = addresses.data?.find((a) => a.isDefault)?.city.id;
  const addressesSettled = !addresses.isPending;
  const filters = useMemo(() => filtersFrom(params, defaultCityId), [params, defaultCityId]);
  const query = useProducts(filters, { enabled: addressesSettled });
  // The category chips (with their counts) and the first page are drawn together, in the space their
  // skeletons held: chips arriving first would push the cards down, and counts widen the chips.
  const facets = useProductFacets(filters, { enabled: addressesSettled });
  // Drawn in a render of its own that yields to the browser (a deferred value renders as a transition):
  // 24 cards and the chips mounted in the answers' own render were a long task on a phone.
  const firstPageDrawn = useDeferredValue(!query.isPending && !facets.isPending);
  const addToCart = useAddToCartWithFeedback();
  const negotiated = useNegotiatedPrices(Boolean(useSession().data?.session.activeOrganizationId));
  const onChange = useCallback(
    (patch: Partial<ProductFilters>) => {
      // From the address bar as it is now, not as this render read it: the search box and the price
      // range report after their own pauses, and when both land before the page renders again the
      // second, built on the render's stale params, undid the first (a cleared price came back under a
      // new search — seen on one slow core). setParams' own updater reads the render's params too.
      const current = new URLSearchParams(window.location.search);
      const next = { ...filtersFrom(current, defaultCityId), ...patch };
      const search = new URLSearchParams();
      if (next.page > 1) search.set('pagina', String(next.page));
      if (next.categoryId) search.set('categoria', next.categoryId);
      if (next.supplierId) search.set('fornecedor', next.supplierId);
      if (next.cityId !== defaultCityId) search.set('cidade', next.cityId ?? ALL_CITIES);
      if (next.inStock) search.set('estoque', '1');
      if (next.search) search.set('busca', next.search);
      if (next.minPrice !== undefined) search.set('preco_min', String(next.minPrice));
      if (next.maxPrice !== undefined) search.set('preco_max', String(next.maxPrice));
      if (next.sort) search.set('ordenar', `${next.sort}:${next.order}`);
      setParams(search, { replace: true });
    },
    [setParams, defaultCityId],
  );

  return (
    <TitledPage {...OPENING_PAGES['/app']}>
      <CatalogueFilters filters={filters} onChange={onChange} ready={addressesSettled} chips={firstPageDrawn} />
      {/* A new box once drawn (the key), not the skeleton's box moved down by the chips' rows: a new
          element is not a layout shift, a moved one is. */}
      <div key={firstPageDrawn ? 'drawn' : 'skeleton'} className="mt-6">
        {firstPageDrawn ? (
          <ProductResults
            query={query}
            search={filters.search}
            onAdd={addToCart}
            onPage={(p) => onChange({ page: p })}
            negotiated={negotiated.data}
          />
        ) : (
          <ProductGridSkeleton />
        )}
      </div>
    </TitledPage>
  );
}
