import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useCategories, useCities, useProductFacets, useSuppliers } from '../api/catalogue';
import type { ProductFilters } from '@/lib/query-keys/catalogue';
import { PriceRange } from './price-range';

const ALL = 'todos';
const SORTS = [
  { value: 'name:asc', label: 'Nome (A–Z)' },
  { value: 'price:asc', label: 'Menor preço' },
  { value: 'price:desc', label: 'Maior preço' },
  { value: 'newest:desc', label: 'Mais recentes' },
];
const RELEVANCE = { value: 'relevance:asc', label: 'Mais relevantes' };

/** What the sort select shows: a search without an explicit order is by relevance. */
const sortValue = (f: ProductFilters) => `${f.sort ?? (f.search ? 'relevance' : 'name')}:${f.order}`;

export function CatalogueFilters({
  filters,
  onChange,
  ready = true,
  chips: showChips = true,
}: {
  filters: ProductFilters;
  onChange: (patch: Partial<ProductFilters>) => void;
  /** False while the filters may still change on their own (the default city is loading). */
  ready?: boolean;
  /** False until the screen draws the categories with the first page (CategoryChipsSkeleton meanwhile). */
  chips?: boolean;
}) {
  const categories = useCategories();
  const facets = useProductFacets(filters, { enabled: ready });
  const suppliers = useSuppliers();
  const cities = useCities();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = [filters.supplierId, filters.minPrice, filters.maxPrice, filters.inStock].filter(
    (v) => v !== undefined,
  ).length;
  const onSearch = (search: string) =>
    // Relevance means nothing without a search: back to the default order.
    onChange({
      search: search || undefined,
      page: 1,
      ...(!search && filters.sort === 'relevance' ? { sort: undefined, order: 'asc' as const } : {}),
    });

  // Counts follow the search and the other filters; before they arrive, the plain category list.
  const counts = new Map(facets.data?.categories.map((c) => [c.id, c.count]));
  const chips = facets.data
    ? [
        { id: undefined, name: 'Todas', count: facets.data.total },
        ...facets.data.categories,
        // A chosen category stays on screen even when the search leaves it empty.
        ...(filters.categoryId && !counts.has(filters.categoryId)
          ? (categories.data ?? []).filter((c) => c.id === filters.categoryId).map((c) => ({ ...c, count: 0 }))
          : []),
      ]
    : [
        { id: undefined, name: 'Todas', count: undefined },
        ...(categories.data ?? []).map((c) => ({ ...c, count: undefined })),
      ];

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="flex gap-2 sm:col-span-2">
          <SearchBox
            className="flex-1"
            value={filters.search ?? ''}
            onSearch={onSearch}
            placeholder="Buscar por produto, código, fornecedor…"
          />
          {/* On a phone the other filters fold away behind one button: the products come first. */}
          <Button
            type="button"
            variant="outline"
            className="sm:hidden"
            aria-expanded={open}
            aria-controls={`${panelId} ${panelId}-more`}
            onClick={() => setOpen(!open)}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden />
            Filtros{active > 0 && ` (${active})`}
          </Button>
        </div>
        <div id={panelId} className={cn('grid gap-3 sm:contents', !open && 'max-sm:hidden')}>
          <Select
            aria-label="Fornecedor"
            value={filters.supplierId ?? ALL}
            onValueChange={(v) => onChange({ supplierId: v === ALL ? undefined : v, page: 1 })}
            options={[
              { value: ALL, label: 'Todos os fornecedores' },
              ...(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name })),
            ]}
          />
          <Select
            aria-label="Cidade de entrega"
            value={filters.cityId ?? ALL}
            onValueChange={(v) => onChange({ cityId: v === ALL ? undefined : v, page: 1 })}
            options={[
              { value: ALL, label: 'Todas as cidades' },
              ...(cities.data ?? []).map((c) => ({ value: c.id, label: `${c.name} — ${c.state}` })),
            ]}
          />
          <Select
            aria-label="Ordenar"
            value={sortValue(filters)}
            onValueChange={(v) => {
              const [sort, order] = v.split(':') as [NonNullable<ProductFilters['sort']>, ProductFilters['order']];
              onChange({ sort, order, page: 1 });
            }}
            options={filters.search ? [RELEVANCE, ...SORTS] : SORTS}
          />
        </div>
      </div>
      <div id={`${panelId}-more`} className={cn('flex flex-wrap items-end gap-x-6 gap-y-3', !open && 'max-sm:hidden')}>
        <PriceRange
          min={filters.minPrice}
          max={filters.maxPrice}
          onChange={(minPrice, maxPrice) => onChange({ minPrice, maxPrice, page: 1 })}
        />
        <label className="inline-flex items-center gap-2 pb-2 text-sm text-slate-700">
          <Switch
            label="Somente em estoque"
            checked={filters.inStock === true}
            onCheckedChange={(v) => onChange({ inStock: v ? true : undefined, page: 1 })}
          />
          Somente em estoque
        </label>
      </div>
      {showChips ? <CategoryChips chips={chips} filters={filters} onChange={onChange} /> : <CategoryChipsSkeleton />}
    </div>
  );
}

/** Stands for the category chips until they come with the first page: pills in the same row. */
function CategoryChipsSkeleton() {
  return (
    <div aria-hidden className="flex animate-pulse flex-wrap gap-2">
      {[4, 6, 5, 7].map((width, i) => (
        <span key={i} className="h-[30px] rounded-full bg-slate-200" style={{ width: `${width}rem` }} />
      ))}
    </div>
  );
}

function CategoryChips({
  chips,
  filters,
  onChange,
}: {
  chips: Array<{ id: string | undefined; name: string; count: number | undefined }>;
  filters: ProductFilters;
  onChange: (patch: Partial<ProductFilters>) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Categorias">
      {chips.map((c) => (
        <button
          key={c.id ?? ALL}
          type="button"
          aria-pressed={filters.categoryId === c.id}
          onClick={() => onChange({ categoryId: c.id, page: 1 })}
          className={cn(
            'rounded-full border px-3 py-1 text-sm',
            filters.categoryId === c.id
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {c.name}
          {c.count !== undefined && (
            <>
              {/* Read as "Hortifrúti (12)": the name starts with the visible words (no aria-label to differ). */}{' '}
              <span
                aria-hidden
                className={cn('ml-0.5 text-xs', filters.categoryId === c.id ? 'text-white' : 'text-slate-500')}
              >
                {c.count}
              </span>
              <span className="sr-only">({c.count})</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
