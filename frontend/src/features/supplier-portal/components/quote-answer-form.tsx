import { useEffect, useState, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type FieldErrors,
  type FieldPath,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormAlert } from '@/components/form-alert';
import { MoneyInput } from '@/components/money-input';
import { ApiClientError } from '@/lib/api-client';
import { formatBRL, formatCount, formatDay, formatQuantity } from '@/lib/format';
import { formatReaisInput, parseReais } from '@/lib/money';
import { addDays, todayInSaoPaulo } from '@api/platform/brazil';
import { MAX_UNIT_PRICE } from '@api/quotes/quote-answers.schemas';
import type { QuoteAnswerBody, SupplierQuote, SupplierQuoteLine } from '../api/quotes';
import { formatDeadline } from './quote-labels';

/** The API's own limits for the whole answer (quote-answers.schemas.ts), said before it is sent. */
const MAX_MINIMUM_ORDER = 10_000_000;
const MAX_FREIGHT = 1_000_000;
const MAX_LEAD_TIME_DAYS = 365;

// What the fields hold, as typed; the rules run over the whole answer at once (one line's "Não cotar"
// decides whether its price is owed, and one priced line is owed by the answer).
const schema = z
  .object({
    lines: z.array(
      z.object({
        lineId: z.string(),
        skip: z.boolean(),
        unitPrice: z.string(),
        availableQuantity: z.string(),
        note: z.string(),
      }),
    ),
    validUntil: z.string(),
    leadTimeDays: z.string(),
    paymentTerm: z.string(),
    minimumOrderValue: z.string(),
    freight: z.string(),
    notes: z.string(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string | undefined) => {
      if (message) ctx.addIssue({ code: 'custom', path, message });
    };
    v.lines.forEach((l, i) => {
      if (!l.skip) issue(['lines', i, 'unitPrice'], priceProblem(l.unitPrice));
      if (!l.skip && l.availableQuantity.trim() && !WHOLE.test(l.availableQuantity.trim()))
        issue(['lines', i, 'availableQuantity'], 'Informe um número inteiro, ou deixe em branco');
      if (l.note.trim().length > 200) issue(['lines', i, 'note'], 'Máximo de 200 caracteres');
    });
    if (v.lines.length > 0 && v.lines.every((l) => l.skip))
      issue(['lines'], 'Cote ao menos um item: informe o preço de pelo menos uma linha.');
    issue(
      ['validUntil'],
      !v.validUntil
        ? 'Informe até quando a proposta vale'
        : v.validUntil < todayInSaoPaulo()
          ? 'A validade não pode estar no passado'
          : undefined,
    );
    const lead = v.leadTimeDays.trim();
    issue(
      ['leadTimeDays'],
      !lead
        ? 'Informe o prazo de entrega em dias'
        : !WHOLE.test(lead)
          ? 'Informe um número inteiro de dias'
          : Number(lead) > MAX_LEAD_TIME_DAYS
            ? `O prazo de entrega máximo é de ${MAX_LEAD_TIME_DAYS} dias`
            : undefined,
    );
    if (v.paymentTerm.trim().length > 100) issue(['paymentTerm'], 'Máximo de 100 caracteres');
    issue(['minimumOrderValue'], amountProblem(v.minimumOrderValue, MAX_MINIMUM_ORDER));
    issue(['freight'], amountProblem(v.freight, MAX_FREIGHT));
    if (v.notes.trim().length > 1000) issue(['notes'], 'Máximo de 1000 caracteres');
  });
type Values = z.infer<typeof schema>;

const WHOLE = /^\d+$/;
const limitOf = (reais: number) => `R$ ${reais.toLocaleString('pt-BR')}`;

function priceProblem(text: string): string | undefined {
  const price = parseReais(text);
  if (price === null) return 'Informe o preço, ou marque "Não cotar"';
  if (Number.isNaN(price)) return 'Preço inválido: use o formato 1.234,56';
  if (price <= 0) return 'O preço deve ser maior que zero';
  if (price > MAX_UNIT_PRICE) return `O preço passa do limite de ${limitOf(MAX_UNIT_PRICE)}`;
  return undefined;
}

/** An optional amount (empty is zero): a typo or a sign is refused, as is more than the API takes. */
function amountProblem(text: string, max: number): string | undefined {
  const value = parseReais(text);
  if (value === null) return undefined;
  if (Number.isNaN(value)) return 'Valor inválido: use o formato 1.234,56';
  return value > max ? `Acima do limite de ${limitOf(max)}` : undefined;
}

/** A price that counts in the totals: typed, readable and above zero. */
function priceOf(text: string): number | null {
  const price = parseReais(text);
  return price !== null && !Number.isNaN(price) && price > 0 ? price : null;
}

// Totals in cents: a sum of prices in floating point can miss a centavo the buyer's comparison keeps.
const cents = (reais: number) => Math.round(reais * 100);

/** Each line's total (null: not quoted) and the answer's, freight included. */
function totalsOf(lines: SupplierQuoteLine[], prices: (number | null)[], freight: number) {
  const lineCents = lines.map((l, i) => (prices[i] == null ? null : cents(prices[i]) * l.quantity));
  const subtotalCents = lineCents.reduce<number>((sum, c) => sum + (c ?? 0), 0);
  const freightCents = cents(freight);
  return {
    lineCents,
    quoted: lineCents.filter((c) => c !== null).length,
    subtotalCents,
    freightCents,
    totalCents: subtotalCents + freightCents,
  };
}
type Totals = ReturnType<typeof totalsOf>;

/** The fields' values as the API reads them: prices in reais, "Não cotar" as a null price. */
function toBody(v: Values): QuoteAnswerBody {
  const orNull = (text: string) => text.trim() || null;
  return {
    lines: v.lines.map((l) =>
      l.skip
        ? { lineId: l.lineId, unitPrice: null, availableQuantity: null, note: orNull(l.note) }
        : {
            lineId: l.lineId,
            unitPrice: parseReais(l.unitPrice)!,
            availableQuantity: l.availableQuantity.trim() ? Number(l.availableQuantity.trim()) : null,
            note: orNull(l.note),
          },
    ),
    validUntil: v.validUntil,
    leadTimeDays: Number(v.leadTimeDays.trim()),
    paymentTerm: orNull(v.paymentTerm),
    minimumOrderValue: parseReais(v.minimumOrderValue) ?? 0,
    freight: parseReais(v.freight) ?? 0,
    notes: orNull(v.notes),
  };
}

/** The fields as the latest answer left them (a revision starts from it), or empty for a first answer. */
function valuesOf(quote: SupplierQuote): Values {
  const answer = quote.answer;
  const today = todayInSaoPaulo();
  const money = (value: number | undefined) => (value ? formatReaisInput(value) : '');
  return {
    lines: quote.lines.map((line) => {
      const previous = answer?.lines.find((a) => a.lineId === line.id);
      return {
        lineId: line.id,
        // A line the last version left out was "não cotado" in it.
        skip: answer !== null && (previous?.unitPrice ?? null) === null,
        unitPrice: previous?.unitPrice != null ? formatReaisInput(previous.unitPrice) : '',
        availableQuantity: previous?.availableQuantity != null ? String(previous.availableQuantity) : '',
        note: previous?.note ?? '',
      };
    }),
    // A validity that has since passed would be refused: a revision starts a week out again.
    validUntil: answer && answer.validUntil >= today ? answer.validUntil : addDays(today, 7),
    leadTimeDays: answer ? String(answer.leadTimeDays) : '',
    paymentTerm: answer?.paymentTerm ?? '',
    minimumOrderValue: money(answer?.minimumOrderValue),
    freight: money(answer?.freight),
    notes: answer?.notes ?? '',
  };
}

const deadlineText = (quote: SupplierQuote) => `${formatDeadline(quote.deadline)} (horário de Brasília)`;
const quotedText = (t: Totals, of: number) =>
  `${formatCount(t.quoted)} de ${formatQuantity(of, 'item cotado', 'itens cotados')}`;

/**
 * The supplier's answer to a cotação, the same in the portal and on the e-mailed link: a price per line
 * (or "Não cotar"), the terms of the whole answer, the totals as the buyer will compare them, and a
 * confirmation before it is sent. It only reads `quote` and hands the body to `onSubmit`, which
 * answers the API's refusal (its 400 details land on their fields). Once answers are closed it shows
 * the last answer read-only, and why.
 */
export function QuoteAnswerForm({
  quote,
  onSubmit,
}: {
  quote: SupplierQuote;
  onSubmit: (body: QuoteAnswerBody) => Promise<unknown>;
}) {
  return quote.takesAnswers ? <AnswerEditor quote={quote} onSubmit={onSubmit} /> : <ClosedAnswer quote={quote} />;
}

function AnswerEditor({
  quote,
  onSubmit,
}: {
  quote: SupplierQuote;
  onSubmit: (body: QuoteAnswerBody) => Promise<unknown>;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(quote) });
  const [confirming, setConfirming] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');
  const [sent, setSent] = useState('');
  const [focusAfterClose, setFocusAfterClose] = useState<FieldPath<Values>>();
  const watched = useWatch({ control: form.control });
  const totals = totalsOf(
    quote.lines,
    (watched.lines ?? []).map((l) => (l?.skip ? null : priceOf(l?.unitPrice ?? ''))),
    priceOf(watched.freight ?? '') ?? 0,
  );
  const errors = form.formState.errors;
  // Registered here, ahead of the terms below: react-hook-form focuses the first field in error in the
  // order fields were registered, and a child's registrations would come after the parent's.
  const lineFields = quote.lines.map((_, i) => ({
    skip: form.register(`lines.${i}.skip`),
    unitPrice: form.register(`lines.${i}.unitPrice`),
    availableQuantity: form.register(`lines.${i}.availableQuantity`),
    note: form.register(`lines.${i}.note`),
  }));
  const linesError = errors.lines?.root?.message ?? errors.lines?.message;

  // The dialog gives focus back to the send button as it closes; a field the API refused takes it after.
  useEffect(() => {
    if (!focusAfterClose || confirming) return;
    const timer = setTimeout(() => {
      form.setFocus(focusAfterClose);
      setFocusAfterClose(undefined);
    }, 0);
    return () => clearTimeout(timer);
  }, [focusAfterClose, confirming, form]);

  const send = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      await onSubmit(toBody(confirming));
      setSent(
        `Resposta enviada ao comprador. Você pode revisá-la até ${deadlineText(quote)}: cada envio vale como uma nova versão.`,
      );
      form.reset(confirming);
    } catch (error) {
      const placed = placeServerErrors(error, form);
      setServerError(placed.message);
      setFocusAfterClose(placed.first);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <>
      <form
        noValidate
        aria-label="Resposta à cotação"
        className="space-y-6"
        onSubmit={form.handleSubmit((values) => {
          setServerError('');
          setSent('');
          setConfirming(values);
        })}
      >
        {quote.answer && (
          <p className="text-sm text-slate-600">
            Você está revisando a versão {quote.answer.version}, enviada em {formatDeadline(quote.answer.createdAt)}. O
            comprador passa a ver a nova versão.
          </p>
        )}
        <section aria-labelledby="cotacao-itens" className="space-y-3">
          <h2 id="cotacao-itens" className="text-base font-semibold">
            Itens
          </h2>
          <ul className="space-y-3">
            {quote.lines.map((line, index) => (
              <LineFields
                key={line.id}
                line={line}
                fields={lineFields[index]!}
                errors={errors.lines?.[index]}
                skip={watched.lines?.[index]?.skip ?? false}
                available={watched.lines?.[index]?.availableQuantity ?? ''}
                totalCents={totals.lineCents[index] ?? null}
              />
            ))}
          </ul>
          {linesError && (
            <p role="alert" className="text-sm font-medium text-red-600">
              {linesError}
            </p>
          )}
        </section>

        <section aria-labelledby="cotacao-condicoes" className="space-y-3">
          <h2 id="cotacao-condicoes" className="text-base font-semibold">
            Condições
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Validade da proposta"
              hint="Até quando seus preços valem"
              error={errors.validUntil?.message}
            >
              <Input type="date" min={todayInSaoPaulo()} {...form.register('validUntil')} />
            </FormField>
            <FormField
              label="Prazo de entrega (dias)"
              hint="Dias depois do pedido"
              error={errors.leadTimeDays?.message}
            >
              <Input inputMode="numeric" autoComplete="off" {...form.register('leadTimeDays')} />
            </FormField>
            <FormField
              label="Condição de pagamento (opcional)"
              hint="Ex.: boleto 28 dias"
              error={errors.paymentTerm?.message}
            >
              <Input maxLength={100} {...form.register('paymentTerm')} />
            </FormField>
            <FormField
              label="Pedido mínimo (R$)"
              hint="Em branco: sem mínimo"
              error={errors.minimumOrderValue?.message}
            >
              <MoneyInput {...form.register('minimumOrderValue')} />
            </FormField>
            <FormField label="Frete (R$)" hint="Em branco: frete grátis" error={errors.freight?.message}>
              <MoneyInput {...form.register('freight')} />
            </FormField>
            <div className="sm:col-span-2">
              <FormField label="Observações (opcional)" error={errors.notes?.message}>
                <Textarea maxLength={1000} {...form.register('notes')} />
              </FormField>
            </div>
          </div>
        </section>

        <AnswerSummary totals={totals} lineCount={quote.lines.length} />

        <FormAlert message={serverError} />
        <FormAlert tone="success" message={sent} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {quote.answer ? 'Enviar nova versão' : 'Enviar resposta'}
          </Button>
          <p className="text-xs text-slate-500">Pode ser revisada até {deadlineText(quote)}.</p>
        </div>
      </form>

      {/* The answer binds the supplier to its prices until the validity: it is confirmed first. */}
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && !busy && setConfirming(null)}>
        <DialogContent
          title="Enviar a resposta ao comprador?"
          description={`${quotedText(totals, quote.lines.length)}, total com frete de ${formatBRL(totals.totalCents / 100)}. Você pode revisá-la até ${deadlineText(quote)}.`}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Voltar
              </Button>
            </DialogClose>
            <Button type="button" disabled={busy} onClick={send}>
              {busy ? 'Enviando…' : 'Enviar'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Which of the API's detail paths are fields of this form (the lines go in the cotação's order). */
function fieldPathsOf(lineCount: number): FieldPath<Values>[] {
  const whole: FieldPath<Values>[] = [
    'validUntil',
    'leadTimeDays',
    'paymentTerm',
    'minimumOrderValue',
    'freight',
    'notes',
  ];
  const perLine = Array.from({ length: lineCount }, (_, i) =>
    (['unitPrice', 'availableQuantity', 'note'] as const).map((f): FieldPath<Values> => `lines.${i}.${f}`),
  );
  return [...perLine.flat(), ...whole];
}

/**
 * The API's refusal on the form: each detail on its field (the body's paths are the form's), the rest
 * said above the button. Returns that message and the first field to go back to.
 */
function placeServerErrors(error: unknown, form: UseFormReturn<Values>) {
  if (!(error instanceof ApiClientError)) return { message: 'Não foi possível enviar a resposta. Tente novamente.' };
  const fields = new Set<string>(fieldPathsOf(form.getValues('lines').length));
  let first: FieldPath<Values> | undefined;
  const elsewhere: string[] = [];
  for (const detail of error.details) {
    if (fields.has(detail.path)) {
      const path = detail.path as FieldPath<Values>;
      form.setError(path, { type: 'server', message: detail.message });
      first ??= path;
    } else if (detail.path === 'lines') {
      form.setError('lines', { type: 'server', message: detail.message });
    } else {
      elsewhere.push(detail.message);
    }
  }
  if (error.details.length === 0) return { message: error.message };
  const message = [first ? 'Revise os campos indicados.' : '', ...elsewhere].filter(Boolean).join(' ');
  return { message, first };
}

function LineFields({
  line,
  fields,
  errors,
  skip,
  available,
  totalCents,
}: {
  line: SupplierQuoteLine;
  fields: Record<'skip' | 'unitPrice' | 'availableQuantity' | 'note', UseFormRegisterReturn>;
  errors: FieldErrors<Values['lines'][number]> | undefined;
  skip: boolean;
  available: string;
  totalCents: number | null;
}) {
  const short = WHOLE.test(available.trim()) && Number(available) < line.quantity;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      {/* A fieldset is as wide as its widest child by default: min-w-0 keeps a phone from scrolling sideways. */}
      <fieldset className="min-w-0 space-y-3">
        <legend className="w-full">
          <span className="block font-medium [overflow-wrap:anywhere]">{line.description}</span>
          <span className="block text-sm text-slate-600">
            Quantidade pedida: {formatCount(line.quantity)} {line.unit}
          </span>
        </legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm has-[:checked]:border-slate-500 has-[:checked]:bg-slate-100">
            <input type="checkbox" className="h-4 w-4" {...fields.skip} />
            Não cotar
          </label>
          <p className="text-sm">
            {skip ? (
              <span className="text-slate-500">Não cotado</span>
            ) : (
              <>
                Total do item:{' '}
                <strong className="font-semibold">{totalCents === null ? '—' : formatBRL(totalCents / 100)}</strong>
              </>
            )}
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {!skip && (
            <>
              <FormField label={`Preço unitário (R$ por ${line.unit})`} error={errors?.unitPrice?.message}>
                <MoneyInput {...fields.unitPrice} />
              </FormField>
              <FormField
                label={`Quantidade disponível (${line.unit})`}
                hint={
                  short
                    ? 'Menos que o pedido: o comprador vê seu preço, mas o item fica fora da comparação automática'
                    : 'Em branco: toda a quantidade'
                }
                error={errors?.availableQuantity?.message}
              >
                <Input inputMode="numeric" autoComplete="off" {...fields.availableQuantity} />
              </FormField>
            </>
          )}
          <div className={skip ? 'sm:col-span-3' : undefined}>
            <FormField
              label={skip ? 'Observação (opcional)' : 'Marca ou embalagem (opcional)'}
              error={errors?.note?.message}
            >
              <Input maxLength={200} {...fields.note} />
            </FormField>
          </div>
        </div>
      </fieldset>
    </li>
  );
}

/** The answer as the buyer compares it: how many lines carry a price, and the total with freight. */
function AnswerSummary({ totals, lineCount }: { totals: Totals; lineCount: number }) {
  const rows: [string, ReactNode][] = [
    ['Itens cotados', `${formatCount(totals.quoted)} de ${formatCount(lineCount)}`],
    ['Subtotal', formatBRL(totals.subtotalCents / 100)],
    ['Frete', formatBRL(totals.freightCents / 100)],
  ];
  return (
    <section aria-labelledby="cotacao-resumo" className="rounded-lg bg-slate-50 p-4">
      <h2 id="cotacao-resumo" className="mb-2 text-base font-semibold">
        Resumo
      </h2>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="border-t border-slate-200 pt-1 font-semibold">Total com frete</dt>
          <dd className="border-t border-slate-200 pt-1 text-right font-semibold">
            {formatBRL(totals.totalCents / 100)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Why answers are closed, in the buyer's terms. */
function closedReason(quote: SupplierQuote): string {
  const deadlinePassed = `O prazo para responder terminou em ${deadlineText(quote)}.`;
  switch (quote.status) {
    case 'CANCELLED':
      return 'O comprador cancelou esta cotação.';
    case 'AWARDED':
      return 'O comprador já escolheu os fornecedores desta cotação.';
    case 'CLOSED':
      // The API reads a cotação closed from its deadline on: past it, the clock closed it, not the buyer.
      return Date.parse(quote.deadline) <= Date.now()
        ? deadlinePassed
        : 'O comprador encerrou o recebimento de respostas antes do prazo.';
    default:
      return deadlinePassed;
  }
}

/** Past the deadline (or closed by the buyer): the last answer as it was sent, and why it cannot change. */
function ClosedAnswer({ quote }: { quote: SupplierQuote }) {
  const answer = quote.answer;
  const offers = quote.lines.map((line) => answer?.lines.find((a) => a.lineId === line.id));
  const totals = totalsOf(
    quote.lines,
    offers.map((o) => o?.unitPrice ?? null),
    answer?.freight ?? 0,
  );
  const terms: [string, string][] = answer
    ? [
        ['Validade da proposta', formatDay(answer.validUntil)],
        ['Prazo de entrega', formatQuantity(answer.leadTimeDays, 'dia', 'dias')],
        ['Condição de pagamento', answer.paymentTerm ?? 'Não informada'],
        ['Pedido mínimo', answer.minimumOrderValue ? formatBRL(answer.minimumOrderValue) : 'Sem mínimo'],
        ['Frete', answer.freight ? formatBRL(answer.freight) : 'Grátis'],
        ...(answer.notes ? ([['Observações', answer.notes]] as [string, string][]) : []),
      ]
    : [];
  return (
    <div className="space-y-4">
      <div role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
        <p className="font-semibold">Prazo encerrado</p>
        <p className="text-sm">
          {closedReason(quote)} {answer ? 'A resposta não pode mais ser revisada.' : 'Não é mais possível responder.'}
        </p>
      </div>
      {answer ? (
        <p className="text-sm text-slate-600">
          Sua última resposta: versão {answer.version}, enviada em {formatDeadline(answer.createdAt)}.
        </p>
      ) : (
        <p className="text-sm text-slate-600">Você não enviou resposta a esta cotação.</p>
      )}
      <ul className="space-y-3" aria-label="Itens">
        {quote.lines.map((line, i) => {
          const offer = offers[i];
          const price = offer?.unitPrice ?? null;
          return (
            <li
              key={line.id}
              aria-label={line.description}
              className="space-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm"
            >
              <p className="font-medium [overflow-wrap:anywhere]">{line.description}</p>
              <p className="text-slate-600">
                Quantidade pedida: {formatCount(line.quantity)} {line.unit}
              </p>
              {answer &&
                (price === null ? (
                  <p className="text-slate-500">Não cotado</p>
                ) : (
                  <>
                    <p>
                      {formatBRL(price)} por {line.unit} · Total do item:{' '}
                      <strong>{formatBRL((totals.lineCents[i] ?? 0) / 100)}</strong>
                    </p>
                    {offer?.availableQuantity != null && (
                      <p className="text-slate-600">
                        Disponível: {formatCount(offer.availableQuantity)} {line.unit}
                      </p>
                    )}
                  </>
                ))}
              {offer?.note && <p className="text-slate-600 [overflow-wrap:anywhere]">{offer.note}</p>}
            </li>
          );
        })}
      </ul>
      {answer && (
        <>
          <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {terms.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-slate-500">{term}</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          <AnswerSummary totals={totals} lineCount={quote.lines.length} />
        </>
      )}
    </div>
  );
}
