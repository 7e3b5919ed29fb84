import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteAction } from '@/components/delete-action';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
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
};

/** Background jobs that failed every retry: what they were, and the choice to run them again or let them go. */
export function DeadLettersAdmin() {
  const [page, setPage] = useState(1);
  const query = useDeadLetters(page);
  const replay = useReplayDeadLetter();
  const discard = useDiscardDeadLetter();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Jobs com falha</CardTitle>
        <CardDescription>
          Tarefas em segundo plano que falharam em todas as tentativas. Corrija a causa e reenvie, ou descarte.
        </CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        <QueryContent
          query={query}
          loading="Carregando jobs com falha…"
          error="Não foi possível carregar os jobs com falha."
          empty="Nenhum job com falha. Tudo em dia."
          isEmpty={(d) => d.data.length === 0}
          className="p-5 text-sm"
        >
          {(result) => (
            <>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Recebido em</TableHead>
                    <TableHead>Tipo</TableHead>
                    <TableHead>Job</TableHead>
                    <TableHead>Tentativas</TableHead>
                    <TableHead className="text-right">Ações</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {result.data.map((d) => (
                    <TableRow key={d.messageId}>
                      <TableCell className="whitespace-nowrap">{formatDateTime(d.receivedAt)}</TableCell>
                      <TableCell>
                        <Badge variant="secondary">{(d.kind && KIND_LABELS[d.kind]) ?? d.kind ?? 'desconhecido'}</Badge>
                      </TableCell>
                      <TableCell className="max-w-md truncate" title={d.summary}>
                        {d.summary}
                      </TableCell>
                      <TableCell>{d.attempts}</TableCell>
                      <TableCell className="whitespace-nowrap text-right">
                        <ConfirmDialog
                          title="Reenviar este job?"
                          description="Ele volta para a fila e é processado de novo. Jobs já concluídos em parte não se repetem."
                          confirmLabel="Reenviar"
                          onConfirm={() =>
                            replay
                              .mutateAsync(d.messageId)
                              .then(() => toast.success('Job reenviado para a fila'), toastError)
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
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <PaginationBar
                page={result.pagination.page}
                totalPages={result.pagination.totalPages}
                total={result.pagination.total}
                onPage={setPage}
              />
            </>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
