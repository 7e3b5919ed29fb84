import { Badge } from '@/components/ui/badge';
import { DeleteAction } from '@/components/delete-action';
import { ListScreen } from '@/components/list-screen';
import { ListSearch, useSearchedPages } from '@/components/list-search';
import { EditButton } from '@/components/edit-button';
import { NewButton } from '@/components/new-button';
import { useAdminSupplierPage, useDeleteSupplier } from '../api/operator';
import { SupplierFormDialog } from './supplier-form-dialog';

/**
 * The platform's suppliers: a table from 768 px up, one card per supplier on a phone (the shared list
 * screen), where name, CNPJ, cities, state and two actions clipped at 390 px.
 */
export function SuppliersAdmin() {
  const list = useSearchedPages();
  const query = useAdminSupplierPage(list.search, list.page, 10);
  const remove = useDeleteSupplier();
  return (
    <ListScreen
      title="Fornecedores"
      label="Fornecedores"
      tools={
        <>
          <ListSearch list={list} label="Buscar fornecedores" placeholder="Buscar por nome ou CNPJ" />
          <SupplierFormDialog trigger={<NewButton>Novo fornecedor</NewButton>} />
        </>
      }
      query={query}
      onPage={list.setPage}
      loading="Carregando fornecedores…"
      error="Não foi possível carregar os fornecedores."
      empty="Nenhum fornecedor encontrado."
      rowKey={(s) => s.id}
      columns={[
        {
          header: 'Nome',
          cell: (s) => (
            <span className="inline-flex items-center gap-2">
              <span className="h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: s.color }} aria-hidden />
              {s.name}
            </span>
          ),
        },
        { header: 'CNPJ', cell: (s) => s.cnpjFormatted },
        { header: 'Cidades', cell: (s) => s.cities.map((c) => `${c.name}/${c.state}`).join(', ') },
        {
          header: 'Situação',
          cell: (s) => <Badge variant={s.isActive ? 'default' : 'secondary'}>{s.isActive ? 'Ativo' : 'Inativo'}</Badge>,
        },
        {
          // A supplier buyers added themselves stays off the marketplace until its listing request is approved.
          header: 'Marketplace',
          cell: (s) => (
            <Badge variant={s.listed ? 'default' : 'outline'}>{s.listed ? 'No marketplace' : 'Privado'}</Badge>
          ),
        },
      ]}
      actions={(s) => (
        <>
          <SupplierFormDialog supplier={s} trigger={<EditButton label={`Editar ${s.name}`} />} />
          <DeleteAction
            label={`Excluir ${s.name}`}
            title={`Excluir ${s.name}?`}
            description="Os produtos do fornecedor e os itens deles nos carrinhos também serão removidos."
            confirmLabel="Excluir"
            success="Fornecedor excluído com sucesso"
            onConfirm={() => remove.mutateAsync(s.id)}
          />
        </>
      )}
    />
  );
}
