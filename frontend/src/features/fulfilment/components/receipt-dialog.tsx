import { useState } from 'react';
import { CONDITION_LABEL, type ReceiptCondition, type Shipment } from '@/components/fulfilment/types';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { useReceiveShipment } from '../api/fulfilment';

type Draft = { received: string; condition: ReceiptCondition; note: string };
const CONDITIONS = (Object.keys(CONDITION_LABEL) as ReceiptCondition[]).map((value) => ({
  value,
  label: CONDITION_LABEL[value],
}));

/** Checking a shipment at the door: per line, the units in order and what happened to the rest. */
export function ReceiptDialog({
  orderId,
  supplierOrderId,
  shipment,
}: {
  orderId: string;
  supplierOrderId: string;
  shipment: Shipment;
}) {
  const receive = useReceiveShipment();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(shipment.lines.map((l) => [l.id, { received: String(l.quantity), condition: 'OK', note: '' }])),
  );
  const set = (id: string, next: Partial<Draft>) => setDrafts((all) => ({ ...all, [id]: { ...all[id]!, ...next } }));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">Receber</Button>
      </DialogTrigger>
      <DialogContent
        title={`Receber a remessa ${shipment.sequence}`}
        description={`NF-e nº ${shipment.invoiceNumber}. Conte o que chegou em ordem; o resto vira ocorrência para o fornecedor.`}
      >
        <form
          className="max-h-[70vh] space-y-4 overflow-y-auto pr-1"
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            receive.mutate(
              {
                id: orderId,
                supplierOrderId,
                shipmentId: shipment.id,
                lines: shipment.lines.map((l) => {
                  const d = drafts[l.id]!;
                  return {
                    lineId: l.id,
                    receivedQuantity: Number(d.received),
                    condition: d.condition,
                    note: d.note.trim() || undefined,
                  };
                }),
              },
              {
                onSuccess: () => {
                  toast.success('Recebimento registrado');
                  setOpen(false);
                },
                onError: (err) =>
                  setError(err instanceof ApiClientError ? err.message : 'Não foi possível registrar o recebimento.'),
              },
            );
          }}
        >
          {shipment.lines.map((l) => {
            const d = drafts[l.id]!;
            return (
              <fieldset key={l.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium">
                  {l.productName} · enviados {l.quantity} {l.unit}
                </legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  <FormField label="Em ordem">
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={l.quantity}
                      value={d.received}
                      onChange={(e) => set(l.id, { received: e.target.value })}
                    />
                  </FormField>
                  <FormField label="Condição">
                    <Select
                      value={d.condition}
                      onValueChange={(v) => set(l.id, { condition: v as ReceiptCondition })}
                      options={CONDITIONS}
                      aria-label={`Condição de ${l.productName}`}
                    />
                  </FormField>
                </div>
                {d.condition !== 'OK' && (
                  <FormField label="O que houve (opcional)">
                    <Input value={d.note} onChange={(e) => set(l.id, { note: e.target.value })} maxLength={500} />
                  </FormField>
                )}
              </fieldset>
            );
          })}
          <DialogFormFooter
            error={error}
            pending={receive.isPending}
            submitLabel="Registrar recebimento"
            pendingLabel="Registrando…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
