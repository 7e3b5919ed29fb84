import { Link, useNavigate } from 'react-router';
import { ListChecks } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { DeleteAction } from '@/components/delete-action';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import { EditButton } from '@/components/edit-button';
import { NewButton } from '@/components/new-button';
import { formatBRL, formatDateTime } from '@/lib/format';
import { useCreateList, useDeleteList, useShoppingLists, type ShoppingListSummary } from '../api/shopping-lists';
import { ListNameDialog, RenameListDialog } from './list-name-dialog';

/** The button that starts a list; a new list opens at once, to be filled. */
export function NewListButton() {
  const create = useCreateList();
  const navigate = useNavigate();
  return (
    <ListNameDialog
      title="Nova lista de compras"
      description="Dê um nome que diga quando ou para que ela serve."
      submitLabel="Criar lista"
      onSubmit={async (name) => {
        const list = await create.mutateAsync({ name });
        toast.success(`Lista "${list.name}" criada`);
        void navigate(`/app/listas/${list.id}`);
      }}
      trigger={<NewButton>Nova lista</NewButton>}
    />
  );
}

function EmptyState() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <ListChecks className="h-10 w-10 text-brand-600" aria-hidden />
      <h2 className="text-lg font-semibold">Nenhuma lista ainda</h2>
      <p className="max-w-md text-sm text-slate-600">
        Listas guardam o que a cozinha compra sempre — a feira de segunda, o estoque seco do mês — com as quantidades de
        costume. Monte uma vez, a partir do catálogo ou de um pedido, e ponha tudo no carrinho com um clique, aos preços
        do dia. Toda a equipe da organização vê e edita as mesmas listas.
      </p>
      <NewListButton />
    </Card>
  );
}

function ListRow({ list }: { list: ShoppingListSummary }) {
  const remove = useDeleteList();
  return (
    <li className="flex flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <Link to={`/app/listas/${list.id}`} className="break-words font-medium text-brand-800 hover:underline">
          {list.name}
        </Link>
        <p className="text-sm text-slate-600">
          {list.itemCount} {list.itemCount === 1 ? 'produto' : 'produtos'} · cerca de {formatBRL(list.estimatedTotal)}{' '}
          hoje
        </p>
        <p className="text-xs text-slate-500">
          Atualizada em {formatDateTime(list.updatedAt)}
          {list.createdBy ? ` · criada por ${list.createdBy}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1 self-end sm:self-center">
        <Button variant="outline" size="sm" asChild>
          <Link to={`/app/listas/${list.id}`}>Abrir</Link>
        </Button>
        <RenameListDialog list={list} trigger={<EditButton label={`Renomear ${list.name}`} />} />
        <DeleteAction
          label={`Excluir ${list.name}`}
          title={`Excluir a lista "${list.name}"?`}
          description="A lista some para toda a organização. O carrinho e os pedidos feitos a partir dela não mudam."
          confirmLabel="Excluir lista"
          success="Lista excluída"
          onConfirm={() => remove.mutateAsync(list.id)}
        />
      </div>
    </li>
  );
}

/** The organization's lists, by name, with what each costs today. */
export function ListsPanel({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useShoppingLists(page);
  return (
    <QueryContent query={query} loading="Carregando listas…" error="Não foi possível carregar as listas.">
      {({ data, pagination }) =>
        data.length === 0 && page === 1 ? (
          <EmptyState />
        ) : (
          <Card>
            <ul className="divide-y divide-slate-100" aria-label="Listas de compras">
              {data.map((list) => (
                <ListRow key={list.id} list={list} />
              ))}
            </ul>
            <div className="border-t border-slate-100">
              <PaginationBar
                page={pagination.page}
                totalPages={pagination.totalPages}
                total={pagination.total}
                onPage={onPage}
              />
            </div>
          </Card>
        )
      }
    </QueryContent>
  );
}
