import { useNavigate } from 'react-router';
import { ListPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useCreateList } from '../api/shopping-lists';
import { ListNameDialog } from './list-name-dialog';

/** "Salvar como lista": the order's lines (those not refused or cancelled) become a named list. */
export function SaveOrderAsListButton({ orderId, suggestedName }: { orderId: string; suggestedName: string }) {
  const create = useCreateList();
  const navigate = useNavigate();
  return (
    <ListNameDialog
      title="Salvar pedido como lista"
      description="A lista leva os produtos e as quantidades deste pedido (menos os recusados ou cancelados)."
      initialName={suggestedName}
      submitLabel="Salvar lista"
      onSubmit={async (name) => {
        const list = await create.mutateAsync({ name, fromPurchaseOrderId: orderId });
        toast.success(`Lista "${list.name}" salva com ${list.itemCount} produtos`, {
          action: { label: 'Abrir lista', onClick: () => void navigate(`/app/listas/${list.id}`) },
        });
      }}
      trigger={
        <Button variant="outline">
          <ListPlus className="h-4 w-4" aria-hidden /> Salvar como lista
        </Button>
      }
    />
  );
}
