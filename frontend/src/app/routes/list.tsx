import { useParams } from 'react-router';
import { DetailPage } from '@/components/detail-page';
import { QueryContent } from '@/components/query-content';
import { useShoppingList } from '@/features/cart/api/shopping-lists';
import { ListDetail } from '@/features/cart/components/list-detail';

export default function ListPage() {
  const { id = '' } = useParams();
  const list = useShoppingList(id);
  return (
    <DetailPage back="/app/listas" backLabel="Listas de compras" width="max-w-4xl">
      <QueryContent query={list} loading="Carregando lista…" error="Lista não encontrada.">
        {(l) => <ListDetail list={l} />}
      </QueryContent>
    </DetailPage>
  );
}
