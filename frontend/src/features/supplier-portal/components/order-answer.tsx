import type { ReactNode } from 'react';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QuantityStepper } from '@/components/quantity-stepper';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { formatBRL, formatDateTime, formatDay } from '@/lib/format';
import { SUPPLIER_ORDER_MOVE } from '@api/orders/state-vocabulary';
import {
  REFUSAL_REASONS,
  useAnswerOrder,
  type RefusalReason,
  type SupplierOrderDetail,
  type SupplierOrderLine,
} from '../api/portal';
import { SUPPLIER_STATUS_LABEL, SupplierStatusBadge } from './status';

type Answer = {
  accepted: boolean;
  quantity: number;
  /** What is typed in the quantity is a whole number from 1 to the ordered quantity. */
  quantityOk: boolean;
  reason: RefusalReason | '';
  note: string;
};
/** What goes to the API: the order and every line's answer. */
export type OrderAnswerInput = Parameters<ReturnType<typeof useAnswerOrder>['mutateAsync']>[0];
type Problems = { reasons: Record<string, string>; promisedDate?: string; quantity: boolean };

const todayIso = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * The API's own rules, checked before the confirmation: a refusal needs its reason, and a promised
 * date (not in the past) is owed as soon as one line is accepted.
 */
function answerProblems(lines: SupplierOrderLine[], answers: Record<string, Answer>, promisedDate: string): Problems {
  const reasons: Record<string, string> = {};
  for (const l of lines)
    if (!answers[l.id]!.accepted && !answers[l.id]!.reason) reasons[l.id] = 'Informe o motivo da recusa';
  const accepted = lines.filter((l) => answers[l.id]!.accepted);
  const quantity = accepted.some((l) => !answers[l.id]!.quantityOk);
  const dateProblem =
    accepted.length === 0
      ? undefined
      : !promisedDate
        ? 'Informe a data prometida de entrega'
        : promisedDate < todayIso()
          ? 'A data prometida não pode estar no passado'
          : undefined;
  return { reasons, promisedDate: dateProblem, quantity };
}
const hasProblems = (p: Problems) => p.quantity || p.promisedDate !== undefined || Object.keys(p.reasons).length > 0;

/** A timeline move as the supplier reads it ("Enviado pelo comprador"); an unknown code reads as undefined. */
const moveWord = (action: string): string | undefined =>
  (SUPPLIER_ORDER_MOVE as Record<string, { toSupplier: string } | undefined>)[action]?.toSupplier;

function LineAnswer({
  line,
  answer,
  reasonError,
  onChange,
}: {
  line: SupplierOrderLine;
  answer: Answer;
  reasonError?: string;
  /** Merged into the line's latest answer: the quantity and its validity arrive in one event. */
  onChange: (patch: Partial<Answer>) => void;
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
                onChange={() => onChange({ accepted })}
              />
              {accepted ? 'Aceitar' : 'Recusar'}
            </label>
          ))}
        </div>
      </div>
      {answer.accepted ? (
        <QuantityStepper
          label={`Quantidade aceita (${line.unit})`}
          showLabel
          value={answer.quantity}
          min={1}
          max={line.quantity}
          unit={line.unit}
          onChange={(quantity) => onChange({ quantity, quantityOk: true })}
          onValidityChange={(quantityOk) => onChange({ quantityOk })}
        />
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <FormField label="Motivo da recusa" error={reasonError}>
            <Select
              value={answer.reason}
              onValueChange={(v) => onChange({ reason: v as RefusalReason })}
              options={REFUSAL_REASONS}
            />
          </FormField>
          <FormField label="Observação (opcional)">
            <Input value={answer.note} onChange={(e) => onChange({ note: e.target.value })} maxLength={500} />
          </FormField>
        </div>
      )}
    </li>
  );
}

/**
 * Every line accepted (perhaps fewer) or refused with a reason, the promised date, and "Enviar
 * resposta" after a confirmation. `onAnswer` sends it; its refusal is shown beside the form.
 */
export function OrderAnswerForm({
  order,
  pending,
  onAnswer,
}: {
  order: SupplierOrderDetail;
  pending: boolean;
  onAnswer: (input: OrderAnswerInput) => Promise<unknown>;
}) {
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(
      order.lines.map((l) => [l.id, { accepted: true, quantity: l.quantity, quantityOk: true, reason: '', note: '' }]),
    ),
  );
  const [promisedDate, setPromisedDate] = useState(order.requestedDeliveryDate ?? '');
  const [error, setError] = useState<string>();
  // Problems show once a send was tried, then follow each change until they are gone.
  const [tried, setTried] = useState(false);
  const problems = answerProblems(order.lines, answers, promisedDate);
  const shown = tried ? problems : { reasons: {} as Record<string, string>, promisedDate: undefined };
  // Resolves either way: a refusal shows beside the form once the confirmation closes.
  const submit = () => {
    setError(undefined);
    return onAnswer({
      id: order.id,
      promisedDate: promisedDate || undefined,
      lines: order.lines.map((l) => {
        const a = answers[l.id]!;
        return a.accepted
          ? { itemId: l.id, accepted: true, quantity: a.quantity }
          : { itemId: l.id, accepted: false, reason: a.reason || undefined, note: a.note || undefined };
      }),
    }).catch((e: unknown) => setError(e instanceof ApiClientError ? e.message : 'Não foi possível enviar a resposta.'));
  };
  const acceptedCount = order.lines.filter((l) => answers[l.id]?.accepted).length;
  const refusedCount = order.lines.length - acceptedCount;
  return (
    <form onSubmit={(e) => e.preventDefault()} className="space-y-4">
      <ul className="divide-y divide-slate-100">
        {order.lines.map((l) => (
          <LineAnswer
            key={l.id}
            line={l}
            answer={answers[l.id]!}
            reasonError={shown.reasons[l.id]}
            onChange={(patch) => setAnswers((all) => ({ ...all, [l.id]: { ...all[l.id]!, ...patch } }))}
          />
        ))}
      </ul>
      <div className="w-56">
        <FormField
          label="Data prometida de entrega"
          hint="Obrigatória se algum item for aceito"
          error={shown.promisedDate}
        >
          <Input type="date" min={todayIso()} value={promisedDate} onChange={(e) => setPromisedDate(e.target.value)} />
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
          <Button
            type="button"
            disabled={pending}
            onClick={(e) => {
              setTried(true);
              // Radix leaves the confirmation closed when its trigger's click was prevented.
              if (hasProblems(problems)) e.preventDefault();
            }}
          >
            {pending ? 'Enviando…' : 'Enviar resposta'}
          </Button>
        }
        title="Enviar a resposta ao comprador?"
        description={`${acceptedCount === 1 ? '1 item aceito' : `${acceptedCount} itens aceitos`} e ${refusedCount === 1 ? '1 recusado' : `${refusedCount} recusados`}${acceptedCount && promisedDate ? `, entrega prometida para ${formatDay(promisedDate)}` : ''}. Depois de enviada, a resposta não muda.`}
        confirmLabel="Enviar resposta"
        tone="default"
        onConfirm={submit}
      />
    </form>
  );
}

/** The form with the API's answer: a toast on success, the page then shows the order as answered. */
function AnswerOrder({ order }: { order: SupplierOrderDetail }) {
  const answer = useAnswerOrder();
  return (
    <OrderAnswerForm
      order={order}
      pending={answer.isPending}
      onAnswer={(input) =>
        answer
          .mutateAsync(input)
          .then((done) =>
            toast.success(done.status === 'REFUSED' ? 'Pedido recusado' : 'Resposta enviada ao comprador'),
          )
      }
    />
  );
}

/** One order: what the buyer asked for, the answer form while it is new, and its timeline. */
/** `fulfilment` is the shipping and incidents card (the fulfilment feature's), handed in by the page. */
export function OrderAnswer({ order, fulfilment }: { order: SupplierOrderDetail; fulfilment: ReactNode }) {
  const canAnswer = order.actions.includes('acknowledge');
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
            <AnswerOrder order={order} />
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
                <span className="font-medium">{moveWord(e.action) ?? SUPPLIER_STATUS_LABEL[e.toStatus]}</span>
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
