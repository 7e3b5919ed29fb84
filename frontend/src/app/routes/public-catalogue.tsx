import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAddToCart } from '@/features/cart/api/cart';
import { useCategories, useProducts } from '@/features/catalogue/api/catalogue';
import type { ProductFilters } from '@/lib/query-keys/catalogue';
import { ProductResults } from '@/features/catalogue/components/product-grid';
import { PublicShell } from '@/components/public-shell';
import { PublicFilters } from '@/features/catalogue/components/public-filters';
import { SignupCta } from '@/features/catalogue/components/signup-cta';
import { sessionStateOf, usePublicAdd } from '@/features/catalogue/use-public-add';
import { useSession } from '@/features/identity/api/get-session';

/** Search, category and page live in the address (the same names as the signed-in catalogue). */
function filtersFrom(params: URLSearchParams): ProductFilters {
  return {
    page: Number(params.get('pagina') ?? 1) || 1,
    categoryId: params.get('categoria') ?? undefined,
    search: params.get('busca') ?? undefined,
    // By relevance while searching, by name otherwise (the API's default).
    order: 'asc',
  };
}

/** /catalogo: the catalogue without an account — prices open, buying asks to sign in. */
export default function PublicCataloguePage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const query = useProducts(filters);
  const categories = useCategories();
  const session = sessionStateOf(useSession());
  const addToCart = useAddToCart();
  const { onAdd } = usePublicAdd({ session, addToCart: addToCart.mutateAsync });

  const setFilters = useCallback(
    (patch: { search?: string; categoryId?: string; page?: number }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams();
          const search = 'search' in patch ? patch.search : (current.get('busca') ?? undefined);
          const categoryId = 'categoryId' in patch ? patch.categoryId : (current.get('categoria') ?? undefined);
          if (search) next.set('busca', search);
          if (categoryId) next.set('categoria', categoryId);
          if (patch.page && patch.page > 1) next.set('pagina', String(patch.page));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return (
    <PublicShell signedIn={session === 'signed-in'}>
      <div className="mb-6 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-page-title="Catálogo de fornecedores">
          Catálogo
        </h1>
        <p className="max-w-2xl text-slate-600">
          Insumos de fornecedores da sua região, com preço e unidade. Veja à vontade; para comprar, entre ou crie a
          conta do seu negócio.
        </p>
      </div>
      {session === 'anonymous' && <SignupCta className="mb-6" />}
      <PublicFilters
        search={filters.search ?? ''}
        categoryId={filters.categoryId}
        categories={categories.data ?? []}
        onChange={setFilters}
      />
      <div className="mt-6">
        <ProductResults
          query={query}
          search={filters.search}
          onAdd={onAdd}
          onPage={(p) => setFilters({ page: p })}
          productHref={(id) => `/catalogo/${id}`}
          supplierLinks={false}
        />
      </div>
    </PublicShell>
  );
}
