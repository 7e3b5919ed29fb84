import type { Incident } from '@/components/fulfilment/types';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { toastError } from '@/lib/toast-error';
import { useDecideIncident } from '../api/fulfilment';
import { ReasonDialog } from '@/components/reason-dialog';

/** The buyer admin's word on the supplier's answer: accept it (resolved) or reopen it with a reason. */
export function IncidentDecision({
  orderId,
  supplierOrderId,
  incident,
}: {
  orderId: string;
  supplierOrderId: string;
  incident: Incident;
}) {
  const decide = useDecideIncident();
  if (!incident.actions.includes('resolve')) return null;
  return (
    <>
      <Button
        size="sm"
        disabled={decide.isPending}
        onClick={() =>
          decide.mutate(
            { id: orderId, supplierOrderId, incidentId: incident.id, action: 'resolve' },
            { onSuccess: () => toast.success('Ocorrência resolvida'), onError: (e) => toastError(e) },
          )
        }
      >
        Aceitar resposta
      </Button>
      <ReasonDialog
        triggerLabel="Reabrir"
        title={`Reabrir a ocorrência de ${incident.productName}`}
        description="O fornecedor lê o motivo e responde de novo."
        success="Ocorrência reaberta"
        reasonLabel="Motivo"
        // Without a reason the API is still asked: its answer says why one is needed.
        onConfirm={(note) =>
          decide.mutateAsync({
            id: orderId,
            supplierOrderId,
            incidentId: incident.id,
            action: 'reopen',
            note: note ?? '',
          })
        }
      />
    </>
  );
}
