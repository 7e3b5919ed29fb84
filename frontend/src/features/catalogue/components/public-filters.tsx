import { SearchBox } from '@/components/search-box';
import { CategoryIcon } from '@/components/product-image';
import { cn } from '@/lib/cn';

interface CategoryOption {
  id: string;
  name: string;
  icon: string | null;
}

/** Search (settles 300 ms before the list reloads) and the category chips of the public catalogue. */
export function PublicFilters({
  search,
  categoryId,
  categories,
  onChange,
}: {
  search: string;
  categoryId: string | undefined;
  categories: CategoryOption[];
  onChange: (patch: { search?: string; categoryId?: string }) => void;
}) {
  return (
    <div className="space-y-4">
      <SearchBox
        className="max-w-xl"
        value={search}
        onSearch={(text) => onChange({ search: text, categoryId })}
        placeholder="Buscar produtos, fornecedores ou categorias"
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Categorias">
        {[{ id: undefined, name: 'Todas', icon: null }, ...categories].map((c) => (
          <button
            key={c.id ?? 'todas'}
            type="button"
            aria-pressed={categoryId === c.id}
            onClick={() => onChange({ categoryId: c.id })}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm',
              categoryId === c.id
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {c.id && <CategoryIcon name={c.icon} className="h-3.5 w-3.5" />}
            {c.name}
          </button>
        ))}
      </div>
    </div>
  );
}
