import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import { useProducts, type ProductFilters } from '@/features/catalogue/api/catalogue';
import { CatalogueFilters } from '@/features/catalogue/components/catalogue-filters';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { useAddToCartWithFeedback } from '../use-add-to-cart';

/** Filters live in the URL, so a filtered catalogue can be shared and reloaded. */
function filtersFrom(params: URLSearchParams): ProductFilters {
  const sort = params.get('ordenar') ?? 'name:asc';
  const [by, order] = sort.split(':') as [ProductFilters['sort'], ProductFilters['order']];
  return {
    page: Number(params.get('pagina') ?? 1) || 1,
    categoryId: params.get('categoria') ?? undefined,
    supplierId: params.get('fornecedor') ?? undefined,
    cityId: params.get('cidade') ?? undefined,
    inStock: params.get('estoque') === '1' ? true : undefined,
    search: params.get('busca') ?? undefined,
    sort: by,
    order,
  };
}

export default function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const query = useProducts(filters);
  const addToCart = useAddToCartWithFeedback();
  const onChange = useCallback(
    (patch: Partial<ProductFilters>) => {
      const next = { ...filtersFrom(params), ...patch };
      const search = new URLSearchParams();
      if (next.page > 1) search.set('pagina', String(next.page));
      if (next.categoryId) search.set('categoria', next.categoryId);
      if (next.supplierId) search.set('fornecedor', next.supplierId);
      if (next.cityId) search.set('cidade', next.cityId);
      if (next.inStock) search.set('estoque', '1');
      if (next.search) search.set('busca', next.search);
      if (`${next.sort}:${next.order}` !== 'name:asc') search.set('ordenar', `${next.sort}:${next.order}`);
      setParams(search, { replace: true });
    },
    [params, setParams],
  );

  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeader title="Catálogo" description="Produtos de fornecedores da sua região, com preço e unidade." />
      <CatalogueFilters filters={filters} onChange={onChange} />
      <div className="mt-6">
        <QueryContent
          query={query}
          loading="Carregando produtos…"
          error="Não foi possível carregar os produtos."
          empty="Nenhum produto encontrado com esses filtros."
          isEmpty={(d) => d.data.length === 0}
        >
          {(page) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {page.data.map((product) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    onAdd={(id, quantity) => addToCart(id, quantity, product.name)}
                  />
                ))}
              </div>
              <PaginationBar
                page={page.pagination.page}
                totalPages={page.pagination.totalPages}
                total={page.pagination.total}
                onPage={(p) => onChange({ page: p })}
              />
            </>
          )}
        </QueryContent>
      </div>
    </main>
  );
}
