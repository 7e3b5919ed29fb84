import type { UseQueryResult } from '@tanstack/react-query';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import type { ProductPage } from '../api/catalogue';
import { ProductCard } from './product-card';

/**
 * A page of product cards with its pagination, signed in or not; the note about near matches when
 * the search found nothing as typed.
 */
export function ProductGrid({
  page,
  search,
  onAdd,
  onPage,
  productHref,
  supplierLinks = true,
  negotiated,
}: {
  page: ProductPage;
  search?: string;
  onAdd: (productId: string, quantity: number, name: string) => Promise<unknown>;
  onPage: (page: number) => void;
  /** Where a card leads (the public catalogue has its own product page). */
  productHref?: (productId: string) => string;
  supplierLinks?: boolean;
  /** The signed-in buyer's negotiated prices by product (none in the public catalogue). */
  negotiated?: ReadonlyMap<string, { unitPrice: number; validUntil: string }>;
}) {
  return (
    <>
      {page.approximate && (
        <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
          Nenhum produto com “{search}” exatamente. Mostrando os mais parecidos.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {page.data.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            href={productHref?.(product.id)}
            supplierHref={supplierLinks ? undefined : null}
            negotiated={negotiated?.get(product.id)}
            onAdd={onAdd}
          />
        ))}
      </div>
      <PaginationBar
        page={page.pagination.page}
        totalPages={page.pagination.totalPages}
        total={page.pagination.total}
        onPage={onPage}
      />
    </>
  );
}

/**
 * Nothing in the buyer's city: the products the same filters find elsewhere, each saying that its
 * supplier does not deliver there (the buyer learns why, not "Nenhum produto encontrado").
 */
function OutsideCity({
  outside,
  productHref,
}: {
  outside: NonNullable<ProductPage['outsideCity']>;
  productHref?: (id: string) => string;
}) {
  return (
    <section aria-labelledby="fora-da-cidade" className="space-y-3">
      <h2 id="fora-da-cidade" className="text-base font-semibold text-slate-900">
        Nenhum fornecedor que entrega em {outside.city.name} tem este produto
      </h2>
      <p className="text-sm text-slate-600">
        {outside.total === 1
          ? `1 produto de fornecedor que não entrega em ${outside.city.name}:`
          : `${outside.total} produtos de fornecedores que não entregam em ${outside.city.name}${outside.total > outside.data.length ? ` (os ${outside.data.length} primeiros)` : ''}:`}{' '}
        escolha outro endereço de entrega ou outra cidade no filtro para comprar deles.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {outside.data.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            href={productHref?.(product.id)}
            notDeliveredTo={outside.city.name}
            onAdd={() => Promise.resolve()}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * The first page's place while it loads: cards of a product card's size (its 8 rem picture, the
 * supplier, the name, the price and the quantity row), as many as fill a phone's screen and a row of
 * a wide one.
 */
export function ProductGridSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Carregando produtos…
      </p>
      <div aria-hidden className="grid animate-pulse gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {[1, 2, 3, 4].map((i) => (
          <div
            key={i}
            className="flex h-[17.5rem] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            <div className="h-32 bg-slate-100" />
            <div className="flex flex-1 flex-col gap-3 p-4">
              <div className="h-3 w-1/3 rounded bg-slate-200" />
              <div className="h-4 w-2/3 rounded bg-slate-200" />
              <div className="h-4 w-1/4 rounded bg-slate-200" />
              <div className="mt-auto h-9 rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}

/** The catalogue's results as a query gives them: loading, error and "nothing found" included. */
export function ProductResults({
  query,
  ...grid
}: { query: UseQueryResult<ProductPage> } & Omit<Parameters<typeof ProductGrid>[0], 'page'>) {
  return (
    <QueryContent
      query={query}
      loading="Carregando produtos…"
      error="Não foi possível carregar os produtos."
      empty="Nenhum produto encontrado com esses filtros."
      isEmpty={(d) => d.data.length === 0 && !d.outsideCity}
    >
      {(page) =>
        page.outsideCity && page.data.length === 0 ? (
          <OutsideCity outside={page.outsideCity} productHref={grid.productHref} />
        ) : (
          <ProductGrid page={page} {...grid} />
        )
      }
    </QueryContent>
  );
}
