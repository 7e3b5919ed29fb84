import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { ApiClientError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import {
  useApproveListing,
  useListingRequests,
  useRefuseListing,
  type ListingRequest,
  type ListingStatus,
} from '../api/listing-requests';

const STATUS: Record<ListingStatus, { label: string; variant: 'warning' | 'success' | 'destructive' }> = {
  pending: { label: 'Aguardando', variant: 'warning' },
  approved: { label: 'Aprovado', variant: 'success' },
  refused: { label: 'Recusado', variant: 'destructive' },
};

const names = (items: { name: string }[]) => items.map((i) => i.name).join(', ');

/** Suppliers asking to be on the marketplace (#54): the waiting ones first, approved or refused with a reason. */
export function ListingRequestsAdmin() {
  const [page, setPage] = useState(1);
  const query = useListingRequests({ page });
  const approve = useApproveListing();
  return (
    <ListScreen
      title="Pedidos de anúncio"
      description="Fornecedores que pedem para entrar no marketplace. Aprovado, o fornecedor passa a aparecer para todas as organizações nas cidades pedidas; as listas de preço que cada cliente mantém continuam só dele."
      label="Pedidos de anúncio"
      query={query}
      onPage={setPage}
      loading="Carregando pedidos de anúncio…"
      error="Não foi possível carregar os pedidos de anúncio."
      empty="Nenhum pedido de anúncio por enquanto."
      rowKey={(r) => r.id}
      columns={[
        {
          header: 'Fornecedor',
          cell: (r) => (
            <div>
              <p className="font-medium">{r.supplier.name}</p>
              <p className="text-xs text-slate-500">
                {r.supplier.cnpj_formatted} · {r.supplier.email}
              </p>
            </div>
          ),
        },
        {
          header: 'Situação',
          cell: (r) => (
            <div className="space-y-1">
              <Badge variant={STATUS[r.status].variant}>{STATUS[r.status].label}</Badge>
              {r.refusal_reason && <p className="text-xs text-slate-600">Motivo: {r.refusal_reason}</p>}
            </div>
          ),
        },
        { header: 'Cidades', cell: (r) => names(r.cities) || '—' },
        { header: 'Categorias', cell: (r) => names(r.categories) || '—' },
        {
          header: 'Clientes',
          cell: (r) => `${r.supplier.buyer_count} ${r.supplier.buyer_count === 1 ? 'organização' : 'organizações'}`,
        },
        { header: 'Recado', className: 'max-w-xs', cell: (r) => r.message ?? '—' },
        { header: 'Pedido em', className: 'whitespace-nowrap', cell: (r) => formatDateTime(r.created_at) },
      ]}
      actions={(r) =>
        r.status === 'pending' ? (
          <>
            <ConfirmDialog
              tone="default"
              title={`Aprovar ${r.supplier.name}?`}
              description={`A empresa entra no marketplace em ${names(r.cities)} e recebe um e-mail.`}
              confirmLabel="Aprovar"
              onConfirm={() =>
                approve
                  .mutateAsync(r.id)
                  .then(() => toast.success(`${r.supplier.name} está no marketplace`), toastError)
              }
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Aprovar ${r.supplier.name}`}>
                  <Check className="h-4 w-4" aria-hidden /> Aprovar
                </Button>
              }
            />
            <RefuseDialog request={r} />
          </>
        ) : null
      }
    />
  );
}

/** The refusal asks its reason (required): the supplier reads it by e-mail and in its portal. */
function RefuseDialog({ request }: { request: ListingRequest }) {
  const refuse = useRefuseListing();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    setError('');
    try {
      await refuse.mutateAsync({ id: request.id, reason });
      toast.success('Pedido recusado: o fornecedor recebeu o motivo');
      setOpen(false);
      setReason('');
    } catch (e) {
      if (e instanceof ApiClientError) setError(e.details[0]?.message ?? e.message);
      else toastError(e);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Recusar ${request.supplier.name}`}>
          <X className="h-4 w-4" aria-hidden /> Recusar
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Recusar ${request.supplier.name}?`}
        description="Diga o motivo: o fornecedor o recebe por e-mail e pode pedir de novo depois de ajustar."
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField label="Motivo" error={error}>
            <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={4} maxLength={1000} />
          </FormField>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={refuse.isPending}>
              {refuse.isPending ? 'Aguarde…' : 'Recusar pedido'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
