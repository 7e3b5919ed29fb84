import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteAction } from '@/components/delete-action';
import { ListScreen } from '@/components/list-screen';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useDeadLetters, useDiscardDeadLetter, useReplayDeadLetter } from '../api/dead-letters';

const KIND_LABELS: Record<string, string> = {
  email: 'E-mail',
  'usage-log': 'Registro de uso',
  'domain-event': 'Evento',
  'webhook-delivery': 'Webhook',
  'integration-delivery': 'Integração',
  'billing-customer': 'Cobrança',
  'documents-purge': 'Documentos',
};

/** Background jobs that failed every retry: what they were, and the choice to run them again or let them go. */
export function DeadLettersAdmin() {
  const [page, setPage] = useState(1);
  const query = useDeadLetters(page);
  const replay = useReplayDeadLetter();
  const discard = useDiscardDeadLetter();
  return (
    <ListScreen
      title="Jobs com falha"
      description="Tarefas em segundo plano que falharam em todas as tentativas. Corrija a causa e reenvie, ou descarte."
      label="Jobs com falha"
      query={query}
      onPage={setPage}
      loading="Carregando jobs com falha…"
      error="Não foi possível carregar os jobs com falha."
      empty="Nenhum job com falha. Tudo em dia."
      rowKey={(d) => d.messageId}
      columns={[
        { header: 'Recebido em', className: 'whitespace-nowrap', cell: (d) => formatDateTime(d.receivedAt) },
        {
          header: 'Tipo',
          cell: (d) => <Badge variant="secondary">{(d.kind && KIND_LABELS[d.kind]) ?? d.kind ?? 'desconhecido'}</Badge>,
        },
        {
          header: 'Job',
          className: 'max-w-md truncate',
          cell: (d) => <span title={d.summary}>{d.summary}</span>,
        },
        { header: 'Tentativas', cell: (d) => d.attempts },
      ]}
      actions={(d) => (
        <>
          <ConfirmDialog
            title="Reenviar este job?"
            description="Ele volta para a fila e é processado de novo. Jobs já concluídos em parte não se repetem."
            confirmLabel="Reenviar"
            onConfirm={() =>
              replay.mutateAsync(d.messageId).then(() => toast.success('Job reenviado para a fila'), toastError)
            }
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Reenviar ${d.summary}`}>
                <RotateCcw className="h-4 w-4" aria-hidden />
              </Button>
            }
          />
          <DeleteAction
            label={`Descartar ${d.summary}`}
            title="Descartar este job?"
            description="Ele não será processado e sai desta lista."
            confirmLabel="Descartar"
            success="Job descartado"
            onConfirm={() => discard.mutateAsync(d.messageId)}
          />
        </>
      )}
    />
  );
}
