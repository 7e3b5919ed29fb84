import { useId, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { formatBRL, formatDay } from '@/lib/format';
import { usePayPayable, useRefreshPayables, type Payable, type Payment, type PaymentMethod } from '../api/payables';
import { PAYMENT_METHOD } from '@api/payables/payable-vocabulary';
import { IN_REVIEW_HINT, METHODS, payableTitle, todayInSaoPaulo } from './payable-words';

type Field = 'paidAt' | 'method' | 'note';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly string[] = ['paidAt', 'method', 'note'] satisfies Field[];

/** The API's refusal split into what belongs on a field and what is said above the buttons (a 409, a 403). */
function refusalOf(error: unknown): { fields: FieldErrors; message?: string } {
  if (!(error instanceof ApiClientError)) return { fields: {}, message: 'Não foi possível registrar o pagamento.' };
  const fields: FieldErrors = {};
  for (const d of error.details) if (FIELDS.includes(d.path)) fields[d.path as Field] = d.message;
  return { fields, message: Object.keys(fields).length > 0 ? undefined : error.message };
}

/** The choices as three radios: all visible at once, one tap each on a phone. */
function MethodChoice({
  value,
  onChange,
  error,
}: {
  value: PaymentMethod | undefined;
  onChange: (m: PaymentMethod) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-800">Forma de pagamento</legend>
      <div className="flex flex-wrap gap-2">
        {METHODS.map((m) => (
          <label
            key={m}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="method"
              value={m}
              checked={value === m}
              onChange={() => onChange(m)}
              aria-invalid={error ? true : undefined}
            />
            {PAYMENT_METHOD[m]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The payment's day (São Paulo today by default, never later), how it was paid and a note. Mounted
 * with the dialog's content, so each opening starts blank.
 */
function PaymentForm({
  payable,
  pending,
  onPay,
}: {
  payable: Payable;
  pending: boolean;
  onPay: (payment: Payment) => Promise<unknown>;
}) {
  const today = todayInSaoPaulo();
  const [paidAt, setPaidAt] = useState(today);
  const [method, setMethod] = useState<PaymentMethod>();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const missing: FieldErrors = {
          ...(paidAt ? {} : { paidAt: 'Informe a data do pagamento' }),
          ...(method ? {} : { method: 'Escolha a forma de pagamento' }),
        };
        setErrors(missing);
        setMessage(undefined);
        if (!method || !paidAt) return;
        onPay({ paidAt, method, note: note.trim() || undefined }).catch((error: unknown) => {
          const refusal = refusalOf(error);
          setErrors(refusal.fields);
          setMessage(refusal.message);
        });
      }}
    >
      <p className="text-sm">
        A pagar: <strong className="tabular-nums">{formatBRL(payable.amountDue)}</strong>
        {payable.credited > 0 && (
          <span className="text-slate-600">
            {' '}
            ({formatBRL(payable.amount)} menos {formatBRL(payable.credited)} de créditos)
          </span>
        )}
      </p>
      {payable.status === 'EM_CONFERENCIA' && (
        <p className="flex gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            Esta conta está em conferência: a remessa tem ocorrência não resolvida, por isso está {IN_REVIEW_HINT}. Você
            ainda pode registrar o pagamento.
          </span>
        </p>
      )}
      <FormField label="Data do pagamento" error={errors.paidAt}>
        <Input type="date" max={today} value={paidAt} onChange={(e) => setPaidAt(e.target.value)} required />
      </FormField>
      <MethodChoice value={method} onChange={setMethod} error={errors.method} />
      <FormField label="Observação (opcional)" error={errors.note} hint="Ex.: número do comprovante">
        <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={2} />
      </FormField>
      <DialogFormFooter
        error={message}
        pending={pending}
        submitLabel="Confirmar pagamento"
        pendingLabel="Registrando…"
      />
    </form>
  );
}

/**
 * "Registrar pagamento" for one payable: a toast once it is written. A refusal stays in the dialog;
 * the list is read again when it closes, since a 409 means someone else paid it meanwhile.
 */
export function PayDialog({ payable, onPaid }: { payable: Payable; onPaid?: () => void }) {
  const [open, setOpen] = useState(false);
  const [paid, setPaid] = useState(false);
  const pay = usePayPayable();
  const refresh = useRefreshPayables();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next && pay.isError) void refresh();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">Registrar pagamento</Button>
      </DialogTrigger>
      <DialogContent
        // Paid, the card loses this button: focus goes to the card, which now says so.
        onCloseAutoFocus={(event) => {
          if (!paid || !onPaid) return;
          event.preventDefault();
          onPaid();
        }}
        title="Registrar pagamento"
        description={`${payable.supplier.name} · ${payableTitle(payable)} · vencimento ${formatDay(payable.dueDate)}`}
      >
        <PaymentForm
          payable={payable}
          pending={pay.isPending}
          onPay={(payment) =>
            pay.mutateAsync({ id: payable.id, ...payment }).then(() => {
              toast.success('Pagamento registrado');
              setPaid(true);
              setOpen(false);
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
