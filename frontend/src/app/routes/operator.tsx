import { Tabs } from 'radix-ui';
import { Navigate, useSearchParams } from 'react-router';
import { TitledPage } from '@/components/page-header';
import { useRevealOpenTab } from '@/lib/use-reveal-open-tab';
import { useSession } from '@/features/identity/api/get-session';
import { CategoriesAdmin } from '@/features/operator/components/categories-admin';
import { CitiesAdmin } from '@/features/operator/components/cities-admin';
import { DeadLettersAdmin } from '@/features/operator/components/dead-letters-admin';
import { ListingRequestsAdmin } from '@/features/operator/components/listing-requests-admin';
import { ProductsAdmin } from '@/features/operator/components/products-admin';
import { SuppliersAdmin } from '@/features/operator/components/suppliers-admin';
import { SupplierKeysAdmin } from '@/features/supplier-portal/components/supplier-keys-admin';
import { ScorecardTable } from '@/features/scorecards/components/scorecard-table';
import { AuditLogPanel } from '@/features/audit/components/audit-log-panel';

const TABS = [
  { value: 'fornecedores', label: 'Fornecedores' },
  { value: 'anuncios', label: 'Pedidos de anúncio' },
  { value: 'categorias', label: 'Categorias' },
  { value: 'cidades', label: 'Cidades' },
  { value: 'produtos', label: 'Produtos' },
  { value: 'chaves', label: 'Chaves de API' },
  { value: 'desempenho', label: 'Desempenho' },
  { value: 'falhas', label: 'Jobs com falha' },
  { value: 'auditoria', label: 'Auditoria' },
];

/** The platform operator's console; the API refuses anyone else anyway. */
export default function OperatorPage() {
  const { data } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get('aba')) ? params.get('aba')! : 'fornecedores';
  const strip = useRevealOpenTab<HTMLDivElement>('[aria-selected="true"]', [tab]);
  if (data && !data.user.isOperator) return <Navigate to="/app" replace />;
  return (
    <TitledPage
      width="max-w-7xl"
      title="Console do operador"
      description="Fornecedores, categorias, cidades, produtos, as chaves de API dos fornecedores, os jobs que falharam e a auditoria da plataforma."
    >
      <Tabs.Root value={tab} onValueChange={(v) => setParams({ aba: v }, { replace: true })}>
        <Tabs.List
          ref={strip}
          aria-label="Cadastros"
          className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="fornecedores">
          <SuppliersAdmin />
        </Tabs.Content>
        <Tabs.Content value="anuncios">
          <ListingRequestsAdmin />
        </Tabs.Content>
        <Tabs.Content value="categorias">
          <CategoriesAdmin />
        </Tabs.Content>
        <Tabs.Content value="cidades">
          <CitiesAdmin />
        </Tabs.Content>
        <Tabs.Content value="produtos">
          <ProductsAdmin />
        </Tabs.Content>
        <Tabs.Content value="chaves">
          <SupplierKeysAdmin />
        </Tabs.Content>
        <Tabs.Content value="desempenho">
          <ScorecardTable who="operator" linkTo={(id) => `/app/operator/scorecards/${id}`} />
        </Tabs.Content>
        <Tabs.Content value="falhas">
          <DeadLettersAdmin />
        </Tabs.Content>
        <Tabs.Content value="auditoria">
          <AuditLogPanel scope="platform" />
        </Tabs.Content>
      </Tabs.Root>
    </TitledPage>
  );
}
