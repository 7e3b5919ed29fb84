import { useState } from 'react';
import { INCIDENT_RESOLUTION } from '@api/orders/incident-vocabulary';
import { IncidentList } from '@/components/fulfilment/incident-list';
import { ShipmentList } from '@/components/fulfilment/shipment-list';
import { ThreeWayTable } from '@/components/fulfilment/three-way-table';
import type { Incident, Shipment } from '@/components/fulfilment/types';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { ReasonDialog } from '@/components/reason-dialog';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/money-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/format';
import { formatReaisInput, parseReais } from '@/lib/money';
import { toastError } from '@/lib/toast-error';
import {
  useAnswerIncident,
  useAttachDanfe,
  useCancelRemaining,
  useMarkDelivered,
  useShip,
  type SupplierOrderDetail,
} from '../api/fulfilment';
import {
  emptyInvoice,
  InvoiceFields,
  invoiceBody,
  invoiceErrors,
  invoiceErrorsFrom,
  type InvoiceDraft,
  type InvoiceErrors,
} from './invoice-fields';
import { NfeShipDialog } from './nfe-ship-dialog';

const errorText = (e: unknown, fallback: string) => (e instanceof ApiClientError ? e.message : fallback);

/**
 * How a write that carries an invoice answers the dialog: closed with a toast, or the invoice's errors on
 * their fields (and a line only for what no field shows).
 */
function invoiceWriteAnswer(
  done: string,
  failed: string,
  dialog: { close: () => void; fieldErrors: (errors: InvoiceErrors) => void; error: (text: string) => void },
) {
  return {
    onSuccess: () => {
      toast.success(done);
      dialog.close();
    },
    onError: (err: unknown) => {
      const onFields = invoiceErrorsFrom(err);
      dialog.fieldErrors(onFields);
      if (!Object.keys(onFields).length) dialog.error(errorText(err, failed));
    },
  };
}
const left = (l: SupplierOrderDetail['lines'][number]) =>
  l.status === 'ACCEPTED' ? (l.acceptedQuantity ?? 0) - l.shippedQuantity - l.cancelledQuantity : 0;

/** Ship some or all of what is left, with the NF-e. */
function ShipDialog({ order }: { order: SupplierOrderDetail }) {
  const ship = useShip();
  const open = order.lines.filter((l) => left(l) > 0);
  const [open_, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [invoice, setInvoice] = useState<InvoiceDraft>(emptyInvoice());
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<InvoiceErrors & { lines?: Record<string, string> }>({});
  const qty = (id: string, fallback: number) => quantities[id] ?? String(fallback);
  const value = open.reduce((sum, l) => sum + Number(qty(l.id, left(l)) || 0) * l.unitPrice, 0);
  return (
    <Dialog
      open={open_}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setInvoice(emptyInvoice(formatReaisInput(value)));
          setFieldErrors({});
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">Despachar remessa</Button>
      </DialogTrigger>
      <DialogContent
        title={`Despachar o pedido ${order.number}`}
        description="O que vai no caminhão e a NF-e da remessa."
      >
        <form
          noValidate
          className="max-h-[70vh] space-y-4 overflow-y-auto pr-1"
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            const lineErrors: Record<string, string> = {};
            for (const l of open) {
              const q = qty(l.id, left(l)).trim();
              if (!/^\d+$/.test(q)) lineErrors[l.id] = 'Informe um número inteiro';
              else if (Number(q) > left(l)) lineErrors[l.id] = `Restam ${left(l)} ${l.unit}`;
            }
            const lines = open
              .map((l) => ({ itemId: l.id, quantity: Number(qty(l.id, left(l))) }))
              .filter((l) => l.quantity > 0);
            const errors = {
              ...invoiceErrors(invoice),
              ...(Object.keys(lineErrors).length && { lines: lineErrors }),
            };
            setFieldErrors(errors);
            if (!lines.length && !errors.lines) setError('Informe a quantidade de ao menos um item');
            if (Object.keys(errors).length || !lines.length) return;
            ship.mutate(
              { id: order.id, lines, ...invoiceBody(invoice) },
              invoiceWriteAnswer(
                'Remessa registrada: o comprador foi avisado',
                'Não foi possível registrar a remessa.',
                {
                  close: () => setOpen(false),
                  fieldErrors: setFieldErrors,
                  error: setError,
                },
              ),
            );
          }}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Itens desta remessa</legend>
            {open.map((l) => (
              <div key={l.id} className="flex items-center justify-between gap-3">
                <label htmlFor={`ship-${l.id}`} className="text-sm">
                  {l.productName}{' '}
                  <span className="text-xs text-slate-500">
                    (restam {left(l)} {l.unit})
                  </span>
                </label>
                <div className="text-right">
                  <Input
                    id={`ship-${l.id}`}
                    className="w-24"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={left(l)}
                    value={qty(l.id, left(l))}
                    aria-invalid={fieldErrors.lines?.[l.id] ? true : undefined}
                    aria-describedby={fieldErrors.lines?.[l.id] ? `ship-${l.id}-error` : undefined}
                    onChange={(e) => setQuantities((all) => ({ ...all, [l.id]: e.target.value }))}
                  />
                  {fieldErrors.lines?.[l.id] && (
                    <p id={`ship-${l.id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-600">
                      {fieldErrors.lines[l.id]}
                    </p>
                  )}
                </div>
              </div>
            ))}
            <p className="text-xs text-slate-500">Valor dos itens: {formatBRL(value)}</p>
          </fieldset>
          <InvoiceFields value={invoice} onChange={setInvoice} errors={fieldErrors} />
          <DialogFormFooter
            error={error}
            pending={ship.isPending}
            submitLabel="Registrar remessa"
            pendingLabel="Registrando…"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

const RESOLUTIONS = [
  { value: 'CREDIT', label: INCIDENT_RESOLUTION.CREDIT },
  { value: 'REPLACEMENT', label: `${INCIDENT_RESOLUTION.REPLACEMENT} (nova remessa)` },
  { value: 'DISPUTE', label: INCIDENT_RESOLUTION.DISPUTE },
];

/** The supplier's answer to one incident. */
function AnswerIncidentDialog({ order, incident }: { order: SupplierOrderDetail; incident: Incident }) {
  const answer = useAnswerIncident();
  const line = order.lines.find((l) => l.id === incident.itemId);
  const [open, setOpen] = useState(false);
  const [resolution, setResolution] = useState<'CREDIT' | 'REPLACEMENT' | 'DISPUTE'>('CREDIT');
  const unitsValue = formatReaisInput((line?.unitPrice ?? 0) * incident.quantity);
  const [credit, setCredit] = useState(unitsValue);
  const [note, setNote] = useState('');
  const [invoice, setInvoice] = useState<InvoiceDraft>(emptyInvoice(unitsValue));
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<InvoiceErrors>({});
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">Responder</Button>
      </DialogTrigger>
      <DialogContent
        title={`Responder: ${incident.quantity} × ${incident.productName}`}
        description="Crédito, reposição com nova NF-e, ou contestação."
      >
        <form
          noValidate
          className="max-h-[70vh] space-y-4 overflow-y-auto pr-1"
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            const errors = resolution === 'REPLACEMENT' ? invoiceErrors(invoice) : {};
            setFieldErrors(errors);
            if (Object.keys(errors).length) return;
            answer.mutate(
              {
                id: order.id,
                incidentId: incident.id,
                resolution,
                note: note.trim() || undefined,
                // Left empty, it is not sent: the API asks for the credit instead of refusing a zero.
                creditAmount: resolution === 'CREDIT' ? (parseReais(credit) ?? undefined) : undefined,
                shipment: resolution === 'REPLACEMENT' ? invoiceBody(invoice) : undefined,
              },
              invoiceWriteAnswer('Resposta enviada ao comprador', 'Não foi possível responder.', {
                close: () => setOpen(false),
                fieldErrors: setFieldErrors,
                error: setError,
              }),
            );
          }}
        >
          <FormField label="Resposta">
            <Select
              value={resolution}
              onValueChange={(v) => setResolution(v as typeof resolution)}
              options={RESOLUTIONS}
            />
          </FormField>
          {resolution === 'CREDIT' && (
            <FormField label="Valor do crédito (R$)">
              <MoneyInput value={credit} onChange={(e) => setCredit(e.target.value)} />
            </FormField>
          )}
          {resolution === 'REPLACEMENT' && <InvoiceFields value={invoice} onChange={setInvoice} errors={fieldErrors} />}
          <FormField label={resolution === 'DISPUTE' ? 'Por que contesta' : 'Observação (opcional)'}>
            <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
          </FormField>
          <DialogFormFooter error={error} pending={answer.isPending} submitLabel="Enviar resposta" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** As the API's limit: a bigger file is refused here, before it is sent. */
const DANFE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The DANFE's PDF for one shipment, picked from the device: a file input behind a button-like label,
 * sent as soon as it is chosen (a second one replaces the first).
 */
function AttachDanfe({ order, shipment }: { order: SupplierOrderDetail; shipment: Shipment }) {
  const attach = useAttachDanfe();
  const label = shipment.danfe ? 'Substituir DANFE' : 'Anexar DANFE';
  return (
    <label
      className={cn(
        buttonVariants({ variant: 'outline', size: 'sm' }),
        'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
        attach.isPending && 'pointer-events-none opacity-50',
      )}
    >
      {attach.isPending ? 'Enviando…' : label}
      <input
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        aria-label={`${label} (PDF) da remessa ${shipment.sequence}`}
        disabled={attach.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so choosing the same file again sends it again.
          e.target.value = '';
          if (!file) return;
          if (file.size > DANFE_MAX_BYTES) {
            toast.error('O DANFE passa do limite de 5 MB');
            return;
          }
          attach
            .mutateAsync({ id: order.id, shipmentId: shipment.id, file })
            .then(() => toast.success(`DANFE anexado à remessa ${shipment.sequence}`), toastError);
        }}
      />
    </label>
  );
}

/** Shipments, incidents and the three-way check of a confirmed order, with the supplier's moves. */
export function SupplierFulfilment({ order }: { order: SupplierOrderDetail }) {
  const delivered = useMarkDelivered();
  const cancelRemaining = useCancelRemaining();
  if (!['ACKNOWLEDGED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'DELIVERED', 'COMPLETED'].includes(order.status)) return null;
  const canShip = order.actions.includes('ship');
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Entrega</CardTitle>
        <div className="flex flex-wrap gap-2">
          {canShip && <NfeShipDialog order={order} />}
          {canShip && <ShipDialog order={order} />}
          {order.actions.includes('cancel_remaining') && (
            <ReasonDialog
              triggerLabel="Cancelar saldo"
              title="Cancelar o saldo não enviado"
              description="O que ainda não foi despachado deixa de ser devido; o comprador é avisado."
              success="Saldo cancelado"
              reasonLabel="Motivo"
              onConfirm={(reason) => cancelRemaining.mutateAsync({ id: order.id, reason: reason ?? '' })}
            />
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <ShipmentList
          shipments={order.shipments}
          documentsPath={(s) => `/api/v1/supplier-portal/orders/${order.id}/shipments/${s.id}`}
          attach={(s) => <AttachDanfe order={order} shipment={s} />}
          actions={(s) =>
            s.status === 'SHIPPED' && (
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="outline" disabled={delivered.isPending}>
                    Marcar entregue
                  </Button>
                }
                title={`Marcar a remessa ${s.sequence} como entregue?`}
                description="O comprador é avisado para registrar o recebimento. Não dá para desfazer."
                confirmLabel="Marcar entregue"
                tone="default"
                onConfirm={() =>
                  delivered
                    .mutateAsync({ id: order.id, shipmentId: s.id })
                    .then(() => toast.success(`Remessa ${s.sequence} entregue`), toastError)
                }
              />
            )
          }
        />
        <IncidentList
          incidents={order.incidents}
          actions={(i) => i.actions.includes('answer') && <AnswerIncidentDialog order={order} incident={i} />}
        />
        {order.shipments.length > 0 && <ThreeWayTable check={order.threeWay} />}
      </CardContent>
    </Card>
  );
}
