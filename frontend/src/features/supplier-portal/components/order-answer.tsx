import type { ReactNode } from 'react';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { formatBRL, formatDateTime, formatDay } from '@/lib/format';
import {
  REFUSAL_REASONS,
  useAnswerOrder,
  type RefusalReason,
  type SupplierOrderDetail,
  type SupplierOrderLine,
} from '../api/portal';
import { SUPPLIER_STATUS_LABEL, SupplierStatusBadge } from './status';

type Answer = { accepted: boolean; quantity: string; reason: RefusalReason | ''; note: string };

const todayIso = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

const ACTION_LABEL: Record<string, string> = {
  send: 'Enviado pelo comprador',
  acknowledge: 'Confirmado',
  refuse: 'Recusado',
  cancel: 'Cancelado pelo comprador',
  withdraw: 'Retirado pelo comprador',
  ship: 'Remessa despachada',
  cancel_remaining: 'Saldo cancelado',
  deliver: 'Remessa entregue',
  receive: 'Recebido pelo comprador',
  answer_incident: 'Ocorrência respondida',
  resolve_incident: 'Ocorrência resolvida pelo comprador',
  reopen_incident: 'Ocorrência reaberta pelo comprador',
};

function LineAnswer({
  line,
  answer,
  onChange,
}: {
  line: SupplierOrderLine;
  answer: Answer;
  onChange: (next: Answer) => void;
}) {
  return (
    <li className="space-y-2 py-3" aria-label={line.productName}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium">{line.productName}</p>
          <p className="text-xs text-slate-500">
            {line.quantity} {line.unit} × {formatBRL(line.unitPrice)} = {formatBRL(line.totalPrice)}
          </p>
        </div>
        <div role="radiogroup" aria-label={`Resposta para ${line.productName}`} className="flex gap-2">
          {[true, false].map((accepted) => (
            <label
              key={String(accepted)}
              className="flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`answer-${line.id}`}
                checked={answer.accepted === accepted}
                onChange={() => onChange({ ...answer, accepted })}
              />
              {accepted ? 'Aceitar' : 'Recusar'}
            </label>
          ))}
        </div>
      </div>
      {answer.accepted ? (
        <div className="w-40">
          <FormField label={`Quantidade (${line.unit})`} hint={`Até ${line.quantity}`}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={line.quantity}
              value={answer.quantity}
              onChange={(e) => onChange({ ...answer, quantity: e.target.value })}
            />
          </FormField>
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <FormField label="Motivo da recusa">
            <Select
              value={answer.reason}
              onValueChange={(v) => onChange({ ...answer, reason: v as RefusalReason })}
              options={REFUSAL_REASONS}
            />
          </FormField>
          <FormField label="Observação (opcional)">
            <Input
              value={answer.note}
              onChange={(e) => onChange({ ...answer, note: e.target.value })}
              maxLength={500}
            />
          </FormField>
        </div>
      )}
    </li>
  );
}

/** One order: what the buyer asked for, the answer form while it is new, and its timeline. */
/** `fulfilment` is the shipping and incidents card (the fulfilment feature's), handed in by the page. */
export function OrderAnswer({ order, fulfilment }: { order: SupplierOrderDetail; fulfilment: ReactNode }) {
  const answer = useAnswerOrder();
  const canAnswer = order.actions.includes('acknowledge');
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(
      order.lines.map((l) => [l.id, { accepted: true, quantity: String(l.quantity), reason: '', note: '' }]),
    ),
  );
  const [promisedDate, setPromisedDate] = useState(order.requestedDeliveryDate ?? '');
  const [error, setError] = useState<string>();
  // Resolves either way: a refusal shows beside the form once the confirmation closes.
  const submit = () => {
    setError(undefined);
    return answer
      .mutateAsync(
        {
          id: order.id,
          promisedDate: promisedDate || undefined,
          lines: order.lines.map((l) => {
            const a = answers[l.id]!;
            return a.accepted
              ? { itemId: l.id, accepted: true, quantity: Number(a.quantity) }
              : { itemId: l.id, accepted: false, reason: a.reason || undefined, note: a.note || undefined };
          }),
        },
        {
          onSuccess: (done) =>
            toast.success(done.status === 'REFUSED' ? 'Pedido recusado' : 'Resposta enviada ao comprador'),
          onError: (e) => setError(e instanceof ApiClientError ? e.message : 'Não foi possível enviar a resposta.'),
        },
      )
      .catch(() => undefined);
  };
  const acceptedCount = order.lines.filter((l) => answers[l.id]?.accepted).length;
  const refusedCount = order.lines.length - acceptedCount;
  const a = order.deliveryAddress;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle as="h1">
              <span className="text-xl">Pedido nº {order.number}</span>
            </CardTitle>
            <p className="mt-1 text-sm text-slate-600">
              {order.buyer.name} · CNPJ {order.buyer.cnpjFormatted}
            </p>
          </div>
          <div className="text-right">
            <span data-testid="supplier-order-status">
              <SupplierStatusBadge status={order.status} />
            </span>
            <p className="mt-1 text-2xl font-bold">{formatBRL(order.totalAmount)}</p>
            <a
              href={`/api/v1/supplier-portal/orders/${order.id}/pdf`}
              download
              className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              <FileDown className="h-4 w-4" aria-hidden /> Baixar PDF
            </a>
          </div>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm sm:grid-cols-2">
          <p>
            <span className="text-slate-500">Entrega pedida:</span>{' '}
            {order.requestedDeliveryDate ? formatDay(order.requestedDeliveryDate) : 'a combinar'}
          </p>
          <p>
            <span className="text-slate-500">Pagamento:</span> {order.paymentTerm ?? 'a combinar'}
          </p>
          {order.promisedDate && (
            <p>
              <span className="text-slate-500">Entrega prometida:</span> {formatDay(order.promisedDate)}
            </p>
          )}
          <p className="sm:col-span-2">
            <span className="text-slate-500">Endereço:</span>{' '}
            {a
              ? `${a.street}, ${a.number}${a.complement ? ` — ${a.complement}` : ''} · ${a.district} · ${a.city}/${a.state} · CEP ${a.cep.slice(0, 5)}-${a.cep.slice(5)}`
              : 'a combinar com o comprador'}
          </p>
          {order.notes && <p className="sm:col-span-2">Observações do comprador: {order.notes}</p>}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Itens</CardTitle>
        </CardHeader>
        <CardContent>
          {canAnswer ? (
            <form onSubmit={(e) => e.preventDefault()} className="space-y-4">
              <ul className="divide-y divide-slate-100">
                {order.lines.map((l) => (
                  <LineAnswer
                    key={l.id}
                    line={l}
                    answer={answers[l.id]!}
                    onChange={(next) => setAnswers((all) => ({ ...all, [l.id]: next }))}
                  />
                ))}
              </ul>
              <div className="w-56">
                <FormField label="Data prometida de entrega" hint="Obrigatória se algum item for aceito">
                  <Input
                    type="date"
                    min={todayIso()}
                    value={promisedDate}
                    onChange={(e) => setPromisedDate(e.target.value)}
                  />
                </FormField>
              </div>
              {error && (
                <p role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              )}
              {/* The answer binds the supplier and cannot be changed: it is confirmed first. */}
              <ConfirmDialog
                trigger={
                  <Button type="button" disabled={answer.isPending}>
                    {answer.isPending ? 'Enviando…' : 'Enviar resposta'}
                  </Button>
                }
                title="Enviar a resposta ao comprador?"
                description={`${acceptedCount === 1 ? '1 item aceito' : `${acceptedCount} itens aceitos`} e ${refusedCount === 1 ? '1 recusado' : `${refusedCount} recusados`}${acceptedCount && promisedDate ? `, entrega prometida para ${formatDay(promisedDate)}` : ''}. Depois de enviada, a resposta não muda.`}
                confirmLabel="Enviar resposta"
                tone="default"
                onConfirm={submit}
              />
            </form>
          ) : (
            <ul className="divide-y divide-slate-100">
              {order.lines.map((l) => (
                <li
                  key={l.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-3"
                  aria-label={l.productName}
                >
                  <div>
                    <p className="font-medium">{l.productName}</p>
                    <p className="text-xs text-slate-500">
                      {l.acceptedQuantity ?? l.quantity} de {l.quantity} {l.unit} × {formatBRL(l.unitPrice)}
                    </p>
                    {l.refusalReason && (
                      <p className="text-sm text-red-700">
                        Recusado: {REFUSAL_REASONS.find((r) => r.value === l.refusalReason)?.label}
                        {l.note ? ` — ${l.note}` : ''}
                      </p>
                    )}
                  </div>
                  <span className="text-sm">
                    {l.status === 'ACCEPTED' ? 'Aceito' : l.status === 'REFUSED' ? 'Recusado' : 'Pendente'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      {fulfilment}

      <Card>
        <CardHeader>
          <CardTitle>Linha do tempo</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="space-y-2 text-sm">
            {order.timeline.map((e, i) => (
              <li key={i}>
                <span className="font-medium">{ACTION_LABEL[e.action] ?? SUPPLIER_STATUS_LABEL[e.toStatus]}</span>
                {e.actorName && <span className="text-slate-600"> por {e.actorName}</span>}
                <span className="text-slate-500"> · {formatDateTime(e.createdAt)}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
