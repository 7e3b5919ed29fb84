import { useDeferredValue } from 'react';
import { Switch } from '@/components/ui/switch';
import { DeleteAction } from '@/components/delete-action';
import { ListScreen } from '@/components/list-screen';
import { ListSearch, useSearchedPages } from '@/components/list-search';
import { ProductFormDialog } from '@/components/product-form-dialog';
import { EditButton } from '@/components/edit-button';
import { NewButton } from '@/components/new-button';
import { formatBRL, formatCount } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import {
  useCreateOwnProduct,
  useOwnProducts,
  useOwnProductStats,
  useProductCategories,
  useRemoveOwnProduct,
  useUpdateOwnProduct,
} from '../api/products';

/** The supplier's own catalogue: what buyers find, at which price, and whether it is in stock. */
export function Products() {
  const list = useSearchedPages();
  const query = useOwnProducts({ page: list.page, search: useDeferredValue(list.search.trim()) });
  const stats = useOwnProductStats();
  const create = useCreateOwnProduct();
  const update = useUpdateOwnProduct();
  const remove = useRemoveOwnProduct();
  const categories = (useProductCategories().data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <ListScreen
      title="Catálogo"
      description={
        stats.data &&
        `${formatCount(stats.data.activeProducts)} ativos · ${formatCount(stats.data.inactiveProducts)} removidos`
      }
      label="Catálogo"
      tools={
        <>
          <ListSearch
            list={list}
            label="Buscar produtos"
            placeholder="Buscar por nome, SKU, descrição…"
            className="min-w-0 flex-1 sm:w-64"
          />
          <ProductFormDialog
            categories={categories}
            onSave={({ isActive: _active, supplierId: _supplier, ...input }) => create.mutateAsync(input)}
            trigger={<NewButton>Novo produto</NewButton>}
          />
        </>
      }
      query={query}
      onPage={list.setPage}
      loading="Carregando produtos…"
      error="Não foi possível carregar os produtos."
      empty={list.search ? 'Nenhum produto encontrado para essa busca.' : 'Nenhum produto ainda: cadastre o primeiro.'}
      rowKey={(p) => p.id}
      columns={[
        {
          header: 'Produto',
          className: '',
          cell: (p) => (
            <>
              <p className="font-medium">{p.name}</p>
              <p className="text-xs font-normal text-slate-500">
                SKU {p.sku} · {p.category.name} · mínimo {p.minimumOrder} {p.unit}
              </p>
            </>
          ),
        },
        { header: 'Preço', className: 'whitespace-nowrap', cell: (p) => `${formatBRL(p.price)} / ${p.unit}` },
        {
          header: 'Em estoque',
          cell: (p) => (
            <Switch
              label={`${p.name} em estoque`}
              checked={p.inStock}
              onCheckedChange={(inStock) => update.mutate({ id: p.id, inStock }, { onError: (e) => toastError(e) })}
            />
          ),
        },
      ]}
      actions={(p) => (
        <>
          <ProductFormDialog
            categories={categories}
            product={{ ...p, supplierId: p.supplierId }}
            onSave={({ isActive: _active, supplierId: _supplier, ...input }) =>
              update.mutateAsync({ id: p.id, ...input })
            }
            trigger={<EditButton label={`Editar ${p.name}`} />}
          />
          <DeleteAction
            label={`Remover ${p.name}`}
            title={`Remover ${p.name} do catálogo?`}
            description="Compradores deixam de encontrá-lo; os pedidos já feitos continuam com ele."
            confirmLabel="Remover"
            success="Produto removido do catálogo"
            onConfirm={() => remove.mutateAsync(p.id)}
          />
        </>
      )}
    />
  );
}
