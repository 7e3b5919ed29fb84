import { useState } from 'react';
import { inSentence, RECEIPT_CONDITION } from '@api/orders/incident-vocabulary';
import type { ReceiptCondition, Shipment } from '@/components/fulfilment/types';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QuantityStepper } from '@/components/quantity-stepper';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { useReceiveShipment } from '../api/fulfilment';

type Draft = {
  received: number;
  /** What is typed in "Em ordem" is a whole number from 0 to the shipped quantity. */
  receivedOk: boolean;
  condition: ReceiptCondition;
  note: string;
};
type ShipmentLine = Shipment['lines'][number];
/** What goes to the API for one line of the shipment. */
export type ReceiptLine = Parameters<ReturnType<typeof useReceiveShipment>['mutateAsync']>[0]['lines'][number];
const CONDITIONS = (Object.keys(RECEIPT_CONDITION) as ReceiptCondition[]).map((value) => ({
  value,
  label: RECEIPT_CONDITION[value],
}));

/**
 * The API's rules between the two fields, said on the line before sending: what is short of the
 * shipment needs a condition, and a condition means fewer in order than were shipped.
 */
function lineProblem(line: ShipmentLine, d: Draft): { received?: string; condition?: string } {
  if (!d.receivedOk) return {};
  if (d.condition === 'OK' && d.received < line.quantity) {
    return {
      condition: `${d.received} de ${line.quantity} em ordem; diga o que houve com ${line.quantity - d.received} (avariado, faltante ou item errado)`,
    };
  }
  if (d.condition !== 'OK' && d.received === line.quantity) {
    return {
      received: `Com ${inSentence(RECEIPT_CONDITION[d.condition])}, a quantidade em ordem é menor que a enviada (${line.quantity})`,
    };
  }
  return {};
}

/**
 * Checking a shipment at the door: per line, the units in order and what happened to the rest.
 * `onReceive` sends it; the dialog closes when it resolves and shows its refusal otherwise.
 * `defaultOpen`: the form is ready on arrival (the shipment named by a DANFE read at the door).
 */
export function ShipmentReceipt({
  shipment,
  pending,
  onReceive,
  defaultOpen = false,
}: {
  shipment: Shipment;
  pending: boolean;
  onReceive: (lines: ReceiptLine[]) => Promise<unknown>;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [error, setError] = useState<string>();
  // Problems show once a send was tried, then follow each change until they are gone.
  const [tried, setTried] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(
      shipment.lines.map((l) => [l.id, { received: l.quantity, receivedOk: true, condition: 'OK', note: '' }]),
    ),
  );
  const set = (id: string, next: Partial<Draft>) => setDrafts((all) => ({ ...all, [id]: { ...all[id]!, ...next } }));
  const blocked = shipment.lines.some((l) => {
    const d = drafts[l.id]!;
    const problem = lineProblem(l, d);
    return !d.receivedOk || problem.received !== undefined || problem.condition !== undefined;
  });
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
            setTried(true);
            if (blocked) return;
            setError(undefined);
            onReceive(
              shipment.lines.map((l) => {
                const d = drafts[l.id]!;
                return {
                  lineId: l.id,
                  receivedQuantity: d.received,
                  condition: d.condition,
                  note: d.note.trim() || undefined,
                };
              }),
            ).then(
              () => setOpen(false),
              (err: unknown) =>
                setError(err instanceof ApiClientError ? err.message : 'Não foi possível registrar o recebimento.'),
            );
          }}
        >
          {shipment.lines.map((l) => {
            const d = drafts[l.id]!;
            const problem = tried ? lineProblem(l, d) : {};
            return (
              <fieldset key={l.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium">
                  {l.productName} · enviados {l.quantity} {l.unit}
                </legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  <QuantityStepper
                    label="Em ordem"
                    showLabel
                    value={d.received}
                    min={0}
                    max={l.quantity}
                    unit={l.unit}
                    error={problem.received}
                    onChange={(received) => set(l.id, { received, receivedOk: true })}
                    onValidityChange={(receivedOk) => set(l.id, { receivedOk })}
                  />
                  <FormField label="Condição" error={problem.condition}>
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
            pending={pending}
            submitLabel="Registrar recebimento"
            pendingLabel="Registrando…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The receipt with the API behind it: a toast once it is registered. */
export function ReceiptDialog({
  orderId,
  supplierOrderId,
  shipment,
  defaultOpen,
}: {
  orderId: string;
  supplierOrderId: string;
  shipment: Shipment;
  defaultOpen?: boolean;
}) {
  const receive = useReceiveShipment();
  return (
    <ShipmentReceipt
      shipment={shipment}
      defaultOpen={defaultOpen}
      pending={receive.isPending}
      onReceive={(lines) =>
        receive
          .mutateAsync({ id: orderId, supplierOrderId, shipmentId: shipment.id, lines })
          .then(() => toast.success('Recebimento registrado'))
      }
    />
  );
}
