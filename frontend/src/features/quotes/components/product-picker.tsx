import { useState } from 'react';
import { Check, Plus } from 'lucide-react';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/lib/format';
import { useQuoteProductSearch } from '../api/builder-sources';
import type { PickedProduct } from './quote-builder-form';

/**
 * The catalogue's search inside the builder: each product found is added as a line (quantity 1, to be
 * adjusted on the line). Its catalogue price is only a reference: the suppliers answer with their own.
 */
export function ProductPicker({
  onAdd,
  added,
}: {
  onAdd: (product: PickedProduct) => void;
  added: ReadonlySet<string>;
}) {
  const [search, setSearch] = useState('');
  const found = useQuoteProductSearch(search);
  const typed = search.trim().length >= 2;
  return (
    <div className="space-y-2">
      <SearchBox value={search} onSearch={setSearch} placeholder="Buscar no catálogo: nome, código ou fornecedor" />
      {!typed ? (
        <p className="text-xs text-slate-500">
          Digite ao menos duas letras para buscar, ou inclua um item fora do catálogo.
        </p>
      ) : found.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          Buscando…
        </p>
      ) : found.isError ? (
        <p role="alert" className="text-sm text-red-600">
          Não foi possível buscar no catálogo.
        </p>
      ) : found.data.data.length === 0 ? (
        <p className="text-sm text-slate-500">Nenhum produto encontrado. Inclua-o como item fora do catálogo.</p>
      ) : (
        <>
          {found.data.approximate && (
            <p className="text-xs text-slate-500">Nada exato para “{search}”: produtos parecidos.</p>
          )}
          <ul
            aria-label="Produtos encontrados"
            className="divide-y divide-slate-100 rounded-md border border-slate-200"
          >
            {found.data.data.map((p) => {
              const inQuote = added.has(p.id);
              return (
                <li key={p.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium [overflow-wrap:anywhere]">{p.name}</p>
                    <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">
                      {p.supplier.name} · {formatBRL(p.price)}/{p.unit} no catálogo
                    </p>
                  </div>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={inQuote}
                    aria-label={inQuote ? `${p.name} já está na cotação` : `Adicionar ${p.name}`}
                    onClick={() => onAdd({ id: p.id, name: p.name, unit: p.unit, supplierName: p.supplier.name })}
                  >
                    {inQuote ? <Check className="h-4 w-4" aria-hidden /> : <Plus className="h-4 w-4" aria-hidden />}
                    {inQuote ? 'Adicionado' : 'Adicionar'}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
