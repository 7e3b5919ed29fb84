import { useSearchParams } from 'react-router';
import { TitledPage } from '@/components/page-header';
import { ListsPanel, NewListButton } from '@/features/cart/components/lists-panel';

export default function ListsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('pagina') ?? 1) || 1;
  return (
    <TitledPage
      width="max-w-4xl"
      title="Listas de compras"
      description="O que a organização compra sempre, pronto para ir ao carrinho."
      actions={<NewListButton />}
    >
      <ListsPanel
        page={page}
        onPage={(next) => setParams(next > 1 ? { pagina: String(next) } : {}, { replace: true })}
      />
    </TitledPage>
  );
}
