import { useDeferredValue } from 'react';
import { Badge } from '@/components/ui/badge';
import { DeleteAction } from '@/components/delete-action';
import { ListScreen } from '@/components/list-screen';
import { ListSearch, useSearchedPages } from '@/components/list-search';
import { formatBRL } from '@/lib/format';
import { ProductFormDialog } from '@/components/product-form-dialog';
import { EditButton } from '@/components/edit-button';
import { NewButton } from '@/components/new-button';
import {
  useAdminCategories,
  useAdminProducts,
  useAdminSuppliers,
  useDeleteProduct,
  useSaveProduct,
  type AdminSupplier,
} from '../api/operator';

/** "Campinas/SP, Santos/SP e mais 2": enough to tell two suppliers apart; none listed serves every city. */
function citiesServed(cities: AdminSupplier['cities']): string {
  if (cities.length === 0) return 'Atende todas as cidades';
  const names = cities.slice(0, 3).map((c) => `${c.name}/${c.state}`);
  return cities.length > 3 ? `${names.join(', ')} e mais ${cities.length - 3}` : names.join(', ');
}

export function ProductsAdmin() {
  const list = useSearchedPages();
  const query = useAdminProducts({ page: list.page, search: useDeferredValue(list.search) });
  const remove = useDeleteProduct();
  const save = useSaveProduct();
  const categories = (useAdminCategories().data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const suppliers = (useAdminSuppliers().data ?? []).map((s) => ({
    value: s.id,
    label: s.name,
    isActive: s.isActive,
    cities: citiesServed(s.cities),
  }));
  const form = { categories, suppliers };
  return (
    <ListScreen
      title="Produtos"
      label="Produtos"
      tools={
        <>
          <ListSearch list={list} label="Buscar produtos" placeholder="Buscar por nome, SKU, descrição…" />
          <ProductFormDialog
            {...form}
            onSave={(input) => save.mutateAsync(input)}
            trigger={<NewButton>Novo produto</NewButton>}
          />
        </>
      }
      query={query}
      onPage={list.setPage}
      loading="Carregando produtos…"
      error="Não foi possível carregar os produtos."
      empty="Nenhum produto encontrado."
      rowKey={(p) => p.id}
      columns={[
        {
          header: 'Produto',
          cell: (p) => (
            <>
              {p.name}
              <span className="block text-xs font-normal text-slate-500">SKU {p.sku}</span>
            </>
          ),
        },
        { header: 'Fornecedor', cell: (p) => p.supplier.name },
        { header: 'Categoria', cell: (p) => p.category.name },
        { header: 'Preço', cell: (p) => `${formatBRL(p.price)} / ${p.unit}` },
        {
          header: 'Situação',
          className: 'space-x-1',
          cell: (p) => (
            <>
              <Badge variant={p.isActive ? 'default' : 'secondary'}>{p.isActive ? 'Ativo' : 'Inativo'}</Badge>
              {!p.inStock && <Badge variant="destructive">Sem estoque</Badge>}
            </>
          ),
        },
      ]}
      actions={(p) => (
        <>
          <ProductFormDialog
            {...form}
            product={p}
            onSave={(input) => save.mutateAsync({ id: p.id, ...input })}
            trigger={<EditButton label={`Editar ${p.name}`} />}
          />
          {p.isActive && (
            <DeleteAction
              label={`Excluir ${p.name}`}
              title={`Excluir ${p.name}?`}
              description="O produto sai do catálogo e dos carrinhos."
              confirmLabel="Excluir"
              success="Produto excluído"
              onConfirm={() => remove.mutateAsync(p.id)}
            />
          )}
        </>
      )}
    />
  );
}
