import { useDeferredValue } from 'react';
import { Badge } from '@/components/ui/badge';
import { DeleteAction } from '@/components/delete-action';
import { EditButton } from '@/components/edit-button';
import { ListScreen } from '@/components/list-screen';
import { ListSearch, useSearchedPages } from '@/components/list-search';
import { NewButton } from '@/components/new-button';
import { formatBRL, formatDay } from '@/lib/format';
import { usePriceList, useRemovePriceListProduct, type PriceListProduct } from '../api/price-list';
import { CsvImportDialog } from './csv-import-dialog';
import { PriceChangesDialog } from './price-changes-dialog';
import { PriceListProductDialog, type CategoryChoice } from './price-list-product-dialog';

/** Today in São Paulo, as the API's dates are written (a validity ends at the end of its day). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

function Validity({ day }: { day: string | null }) {
  if (!day) return <span className="text-slate-500">—</span>;
  if (day < today()) return <Badge variant="warning">Venceu em {formatDay(day)}</Badge>;
  return <>até {formatDay(day)}</>;
}

/**
 * The price list this organization keeps for one supplier: a table from 768 px, cards on a phone;
 * managers add, edit, import and remove lines, every member reads them and their price history.
 */
export function PriceListSection({
  supplierId,
  categories,
  canManage,
}: {
  supplierId: string;
  categories: CategoryChoice[];
  canManage: boolean;
}) {
  const list = useSearchedPages();
  const query = usePriceList(supplierId, { page: list.page, q: useDeferredValue(list.search) });
  const remove = useRemovePriceListProduct(supplierId);
  // A supplier sells mostly one kind of thing: a new line or file starts in the category of its first line.
  const usualCategoryId = query.data?.data[0]?.categoryId ?? '';
  return (
    <ListScreen
      title="Lista de preços"
      description="Só a sua organização vê estes preços. Os produtos entram no catálogo, nas listas e nas cotações."
      label="Lista de preços"
      tools={
        <>
          <ListSearch list={list} label="Buscar na lista de preços" placeholder="Buscar por nome ou SKU" />
          {canManage && (
            <>
              <PriceListProductDialog
                supplierId={supplierId}
                categories={categories}
                defaultCategoryId={usualCategoryId}
                trigger={<NewButton>Novo produto</NewButton>}
              />
              <CsvImportDialog supplierId={supplierId} categories={categories} defaultCategoryId={usualCategoryId} />
            </>
          )}
        </>
      }
      query={query}
      onPage={list.setPage}
      loading="Carregando lista de preços…"
      error="Não foi possível carregar a lista de preços."
      empty={
        list.search
          ? 'Nenhum produto encontrado.'
          : 'Nenhum produto ainda: digite os produtos ou importe a lista do fornecedor em CSV.'
      }
      rowKey={(p) => p.id}
      columns={[
        { header: 'Produto', cell: (p) => p.name },
        // Price and unit together, codes together: a phone's card stays three lines long.
        {
          header: 'Preço',
          cell: (p) => `${formatBRL(p.price)} / ${p.unit}`,
          className: 'whitespace-nowrap tabular-nums',
        },
        { header: 'Validade', cell: (p) => <Validity day={p.price_valid_until} />, className: 'whitespace-nowrap' },
        { header: 'Códigos', cell: (p) => (p.gtin ? `${p.sku} · GTIN ${p.gtin}` : p.sku) },
      ]}
      actions={(p: PriceListProduct) => (
        <>
          <PriceChangesDialog supplierId={supplierId} product={p} />
          {canManage && (
            <>
              <PriceListProductDialog
                supplierId={supplierId}
                product={p}
                categories={categories}
                trigger={<EditButton label={`Editar ${p.name}`} />}
              />
              <DeleteAction
                label={`Remover ${p.name}`}
                title={`Remover ${p.name}?`}
                description="O produto sai da lista de preços deste fornecedor. Pedidos já feitos não mudam."
                confirmLabel="Remover"
                success="Produto removido"
                onConfirm={() => remove.mutateAsync(p.id)}
              />
            </>
          )}
        </>
      )}
    />
  );
}
