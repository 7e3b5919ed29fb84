import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { formatCnpj } from '@api/platform/cnpj';
import { Card, CardContent } from '@/components/ui/card';
import { ListScreen } from '@/components/list-screen';
import { ListSearch, useSearchedPages } from '@/components/list-search';
import { formatQuantity } from '@/lib/format';
import { useOwnSuppliers, type OwnSupplierPage } from '../api/own-suppliers';
import { SupplierBadges } from './supplier-badges';

type Row = OwnSupplierPage['data'][number];

/** The list before the first supplier: what an own supplier is, and the way to add one. */
function FirstSupplier({ addButton }: { addButton?: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 p-6 text-sm text-slate-700">
        <Store className="h-8 w-8 text-brand-700" aria-hidden />
        <p className="text-base font-semibold text-slate-900">Compre também de quem você já compra</p>
        <p>
          Adicione o hortifrúti da CEASA, o açougue de confiança, o distribuidor do bairro: só a sua organização vê o
          fornecedor e a lista de preços que você mantém para ele. Os produtos dele entram no catálogo, no carrinho, nas
          listas e nas cotações como os do marketplace.
        </p>
        <p>Ele recebe os pedidos e cotações por e-mail e responde por um link, sem precisar de conta.</p>
        {addButton ?? <p className="text-slate-500">Quem administra a organização adiciona fornecedores.</p>}
      </CardContent>
    </Card>
  );
}

const citiesText = (r: Row) => r.cities.map((c) => `${c.name}/${c.state}`).join(', ') || '—';

/** The organization's own suppliers: searched, paged, each with its price list's size and account. */
export function OwnSuppliersList({ addButton }: { addButton?: ReactNode }) {
  const list = useSearchedPages();
  const search = useDeferredValue(list.search);
  const query = useOwnSuppliers({ page: list.page, q: search });
  if (query.data && query.data.pagination.total === 0 && search.trim() === '' && list.page === 1)
    return <FirstSupplier addButton={addButton} />;
  return (
    <ListScreen
      title="Fornecedores adicionados"
      label="Meus fornecedores"
      tools={
        <>
          <ListSearch list={list} label="Buscar fornecedores" placeholder="Buscar por nome ou CNPJ" />
          {addButton}
        </>
      }
      query={query}
      onPage={list.setPage}
      loading="Carregando fornecedores…"
      error="Não foi possível carregar seus fornecedores."
      empty="Nenhum fornecedor encontrado."
      rowKey={(r) => r.id}
      columns={[
        {
          header: 'Fornecedor',
          cell: (r) => (
            <Link to={`/app/fornecedores/${r.id}`} className="font-medium text-brand-700 hover:underline">
              {r.name}
            </Link>
          ),
        },
        { header: 'CNPJ', cell: (r) => formatCnpj(r.cnpj), className: 'whitespace-nowrap tabular-nums' },
        { header: 'Cidades', cell: citiesText },
        { header: 'Lista de preços', cell: (r) => formatQuantity(r.product_count, 'produto', 'produtos') },
        { header: 'Conta', cell: (r) => <SupplierBadges claimed={r.claimed} listed={r.listed} /> },
      ]}
    />
  );
}
