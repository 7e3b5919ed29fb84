import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FormAlert } from '@/components/form-alert';
import { PickList, type PickGroup } from '@/components/pick-list';
import { ApiClientError } from '@/lib/api-client';
import { formatQuantity } from '@/lib/format';
import type { NewQuote } from '../api/quotes';
import { deadlineIso, isFutureDeadline, saoPauloToday } from './sao-paulo-time';

type City = { id: string; name: string; state: string };
/**
 * A supplier that may be invited; `cities` empty means it declared none, so it serves every city. `own`:
 * one the organization added itself (not on the marketplace), asked at the e-mail it keeps for it.
 */
export type BuilderSupplier = { id: string; name: string; cities: City[]; own?: boolean };

const OWN_SUPPLIER_NOTE = 'Seu fornecedor: recebe a cotação no e-mail que vocês cadastraram';
/** label: short ("Cozinha central — São Paulo/SP"); detail: the whole address, shown under the choice. */
export type BuilderAddress = { id: string; label: string; detail: string; isDefault: boolean; city: City };
export type PickedProduct = { id: string; name: string; unit: string; supplierName: string };
export type SourceOption = { id: string; label: string };
/** Where the lines may come from besides typing them; undefined lists are still loading. */
export type BuilderSources = {
  shoppingLists?: SourceOption[];
  orders?: SourceOption[];
  /** The cart's item count; null when it could not be read. */
  cartItems?: number | null;
};
export type QuoteRequest = { body: NewQuote; send: boolean };

const SOURCES = [
  { kind: 'lines', label: 'Digitar ou buscar no catálogo' },
  { kind: 'shopping_list', label: 'Uma lista de compras' },
  { kind: 'cart', label: 'O carrinho' },
  { kind: 'order', label: 'Um pedido anterior' },
] as const;

const quantity = z
  .string()
  .trim()
  .min(1, 'Informe a quantidade')
  .regex(/^\d+$/, 'A quantidade deve ser um número inteiro')
  .refine((v) => Number(v) >= 1, 'A quantidade deve ser pelo menos 1')
  .refine((v) => Number(v) <= 1_000_000, 'A quantidade máxima é 1.000.000');

const lineShape = z.object({
  productId: z.string().nullable(),
  /** A product line's name and supplier, as the search found them (shown, never sent). */
  name: z.string(),
  supplierName: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.string(),
});

/** A line's own rules: checked only while the lines are typed (another source leaves them aside). */
const lineRules = lineShape
  .extend({
    description: z.string().trim().max(200, 'Máximo de 200 caracteres'),
    unit: z.string().trim().max(20, 'Máximo de 20 caracteres'),
    quantity,
  })
  .superRefine((l, ctx) => {
    if (l.productId) return;
    if (!l.description) ctx.addIssue({ code: 'custom', path: ['description'], message: 'Descreva o item' });
    if (!l.unit) ctx.addIssue({ code: 'custom', path: ['unit'], message: 'Informe a unidade (kg, cx, un…)' });
  });

const schema = z
  .object({
    title: z.string().trim().min(1, 'Dê um título à cotação').max(120, 'Máximo de 120 caracteres'),
    source: z.enum(['lines', 'shopping_list', 'cart', 'order']),
    sourceId: z.string(),
    lines: z.array(lineShape).max(500, 'No máximo 500 linhas por cotação'),
    deliveryAddressId: z.string(),
    desiredDeliveryDate: z.string(),
    notes: z.string().trim().max(1000, 'Máximo de 1000 caracteres'),
    deadlineDate: z.string().min(1, 'Informe o dia do prazo'),
    deadlineTime: z.string().min(1, 'Informe o horário do prazo'),
    supplierIds: z.array(z.string()).max(20, 'Convide no máximo 20 fornecedores'),
  })
  .superRefine((v, ctx) => {
    if (v.source === 'lines' && v.lines.length === 0)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Adicione ao menos um item à cotação' });
    if (v.source === 'lines')
      v.lines.forEach((l, i) => {
        for (const issue of lineRules.safeParse(l).error?.issues ?? [])
          ctx.addIssue({ code: 'custom', path: ['lines', i, ...issue.path], message: issue.message });
      });
    if (v.source === 'shopping_list' && !v.sourceId)
      ctx.addIssue({ code: 'custom', path: ['sourceId'], message: 'Escolha a lista de compras' });
    if (v.source === 'order' && !v.sourceId)
      ctx.addIssue({ code: 'custom', path: ['sourceId'], message: 'Escolha o pedido' });
    if (v.deadlineDate && v.deadlineTime && !isFutureDeadline(v.deadlineDate, v.deadlineTime))
      ctx.addIssue({
        code: 'custom',
        path: ['deadlineDate'],
        message: 'O prazo para as respostas deve estar no futuro',
      });
  });
export type BuilderValues = z.input<typeof schema>;
type Valid = z.output<typeof schema>;
type LineValues = BuilderValues['lines'][number];

const freeLine = (): LineValues => ({
  productId: null,
  name: '',
  supplierName: '',
  description: '',
  unit: '',
  quantity: '1',
});

/** The form's values as the API's body: typed lines, or the source they are taken from. */
export function toQuoteBody(v: Valid): NewQuote {
  const items =
    v.source === 'lines'
      ? {
          lines: v.lines.map((l) =>
            l.productId
              ? { productId: l.productId, quantity: Number(l.quantity) }
              : { description: l.description.trim(), unit: l.unit.trim(), quantity: Number(l.quantity) },
          ),
        }
      : { source: v.source === 'cart' ? { kind: 'cart' as const } : { kind: v.source, id: v.sourceId } };
  return {
    title: v.title,
    deadline: deadlineIso(v.deadlineDate, v.deadlineTime),
    ...items,
    supplierIds: v.supplierIds,
    ...(v.deliveryAddressId ? { deliveryAddressId: v.deliveryAddressId } : {}),
    desiredDeliveryDate: v.desiredDeliveryDate || null,
    notes: v.notes || null,
  };
}

const SIMPLE_FIELDS: Record<string, Path<BuilderValues>> = {
  title: 'title',
  deadline: 'deadlineDate',
  deliveryAddressId: 'deliveryAddressId',
  desiredDeliveryDate: 'desiredDeliveryDate',
  notes: 'notes',
  source: 'sourceId',
};
const LINE_FIELDS = new Set(['productId', 'description', 'unit', 'quantity']);

/**
 * The API's details on the fields they name ("supplierIds.2" under the suppliers, "deadline" under
 * its day, a line's field on that line); the message for the form's alert when one had no field.
 */
export function placeQuoteErrors(
  error: unknown,
  setError: UseFormSetError<BuilderValues>,
  fromSource: boolean,
): string {
  if (!(error instanceof ApiClientError)) return 'Algo deu errado. Tente novamente.';
  const suppliers: string[] = [];
  let unplaced = error.details.length === 0;
  for (const { path, message } of error.details) {
    const [head = '', index, leaf] = path.split('.');
    const simple = SIMPLE_FIELDS[head];
    if (simple) setError(simple, { type: 'server', message });
    else if (head === 'supplierIds') suppliers.push(message);
    else if (head === 'lines' && fromSource) setError('sourceId', { type: 'server', message });
    else if (head === 'lines' && index !== undefined && leaf && LINE_FIELDS.has(leaf))
      setError(`lines.${Number(index)}.${leaf}` as Path<BuilderValues>, { type: 'server', message });
    else if (head === 'lines') setError('lines', { type: 'server', message });
    else unplaced = true;
  }
  if (suppliers.length) setError('supplierIds', { type: 'server', message: suppliers.join('; ') });
  return unplaced ? error.message : '';
}

const servesCity = (s: BuilderSupplier, city: City) => s.cities.length === 0 || s.cities.some((c) => c.id === city.id);

const byName = (a: BuilderSupplier, b: BuilderSupplier) => a.name.localeCompare(b.name, 'pt-BR');

/**
 * Those who deliver in the address's city first, then those who do not, who cannot be invited (the API
 * refuses them) but stay visible, flagged: one chosen before the address changed can still be taken out.
 */
function supplierGroups(suppliers: BuilderSupplier[], city: City | undefined): PickGroup[] {
  const option = (s: BuilderSupplier) => ({
    value: s.id,
    label: s.name,
    ...(s.own ? { description: OWN_SUPPLIER_NOTE } : {}),
  });
  if (!city) return [{ options: [...suppliers].sort(byName).map(option) }];
  const place = `${city.name}/${city.state}`;
  const serving = suppliers.filter((s) => servesCity(s, city)).sort(byName);
  const away = suppliers.filter((s) => !servesCity(s, city)).sort(byName);
  return [
    { label: `Atendem ${place}`, options: serving.map(option) },
    {
      label: `Não atendem ${place}`,
      options: away.map((s) => ({ ...option(s), description: `Não entrega em ${place}`, disabled: true })),
    },
  ];
}

/** "A, B não entregam em Campinas/SP" (one or many, in Portuguese). */
const notServedText = (names: string[], city: City) =>
  `${names.join(', ')} não ${names.length === 1 ? 'entrega' : 'entregam'} em ${city.name}/${city.state}`;

/** Enter in the product search looks for products; it must not submit the whole cotação. */
const keepEnterInside = (e: KeyboardEvent<HTMLDivElement>) => {
  if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
};

/**
 * The cotação builder: a title; the items typed, found in the catalogue or taken from a list, the cart
 * or a past order; where and when to deliver; until when suppliers answer (São Paulo time); whom to
 * invite. "Salvar rascunho" keeps it to send later, "Enviar cotação" also asks the suppliers now. Its
 * rules are checked here first, in Portuguese, and what the API still refuses lands on its field.
 */
export function QuoteBuilderForm({
  suppliers,
  addresses,
  sources,
  initial,
  productSearch,
  onSave,
  label = 'Nova cotação',
}: {
  suppliers: BuilderSupplier[];
  addresses: BuilderAddress[];
  /** Absent when editing a draft: its lines are edited as they are. */
  sources?: BuilderSources;
  /** Values to start from (a source from the address, a draft being edited); the rest has defaults. */
  initial: Partial<BuilderValues> & Pick<BuilderValues, 'deadlineDate' | 'deadlineTime'>;
  /** The catalogue search, given how to add what it finds and what is already in. */
  productSearch: (picker: { onAdd: (product: PickedProduct) => void; added: ReadonlySet<string> }) => ReactNode;
  onSave: (request: QuoteRequest) => Promise<unknown>;
  /** Names the form for assistive technology ("Nova cotação", "Editar rascunho"). */
  label?: string;
}) {
  const form = useForm<BuilderValues, unknown, Valid>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: '',
      source: 'lines',
      sourceId: '',
      lines: [],
      deliveryAddressId: addresses.find((a) => a.isDefault)?.id ?? addresses[0]?.id ?? '',
      desiredDeliveryDate: '',
      notes: '',
      supplierIds: [],
      ...initial,
    },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const [serverError, setServerError] = useState('');
  const errors = form.formState.errors;
  const source = useWatch({ control: form.control, name: 'source' });
  const addressId = useWatch({ control: form.control, name: 'deliveryAddressId' });
  const watchedLines = useWatch({ control: form.control, name: 'lines' });
  const address = addresses.find((a) => a.id === addressId);
  const supplierChoices = useMemo(() => supplierGroups(suppliers, address?.city), [suppliers, address]);
  const added = useMemo(
    () => new Set((watchedLines ?? []).flatMap((l) => (l.productId ? [l.productId] : []))),
    [watchedLines],
  );

  const save = (send: boolean) =>
    form.handleSubmit(async (v) => {
      setServerError('');
      let blocked = false;
      // Only sending needs these: a draft may wait for its suppliers and its address.
      if (send && v.supplierIds.length === 0) {
        form.setError('supplierIds', { type: 'send', message: 'Convide ao menos um fornecedor para enviar' });
        blocked = true;
      }
      if (send && !v.deliveryAddressId) {
        form.setError('deliveryAddressId', {
          type: 'send',
          message: 'Cadastre um endereço de entrega antes de enviar',
        });
        blocked = true;
      }
      const chosen = addresses.find((a) => a.id === v.deliveryAddressId);
      const unserved = chosen
        ? suppliers.filter((s) => v.supplierIds.includes(s.id) && !servesCity(s, chosen.city))
        : [];
      if (unserved.length && chosen) {
        const message = `${notServedText(
          unserved.map((s) => s.name),
          chosen.city,
        )}: desmarque ${unserved.length === 1 ? 'o fornecedor' : 'os fornecedores'} ou escolha outro endereço`;
        form.setError('supplierIds', { type: 'city', message });
        blocked = true;
      }
      if (blocked) return;
      try {
        await onSave({ body: toQuoteBody(v), send });
      } catch (error) {
        setServerError(placeQuoteErrors(error, form.setError, v.source !== 'lines'));
      }
    });

  const linesError = errors.lines?.root?.message ?? errors.lines?.message;
  const busy = form.formState.isSubmitting;

  return (
    <form onSubmit={save(false)} noValidate aria-label={label} className="space-y-6">
      <FormAlert message={serverError} />
      <Card>
        <CardContent className="pt-5">
          <FormField label="Título" error={errors.title?.message} hint="Ex.: Hortifrúti da semana">
            <Input maxLength={120} autoComplete="off" {...form.register('title')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Itens</CardTitle>
          <CardDescription>O que os fornecedores devem cotar, com as quantidades.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {sources && (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">De onde vêm os itens?</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {SOURCES.map((s) => (
                  <label
                    key={s.kind}
                    className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      value={s.kind}
                      // A list's id is no order's: another source starts its choice over.
                      {...form.register('source', { onChange: () => form.setValue('sourceId', '') })}
                    />
                    {s.label}
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          {sources && source === 'shopping_list' && (
            <SourcePicker
              label="Lista de compras"
              options={sources.shoppingLists}
              empty="A organização ainda não tem listas de compras."
              control={form.control}
              error={errors.sourceId?.message}
            />
          )}
          {sources && source === 'order' && (
            <SourcePicker
              label="Pedido"
              options={sources.orders}
              empty="A organização ainda não fez pedidos."
              control={form.control}
              error={errors.sourceId?.message}
            />
          )}
          {sources && source === 'cart' && (
            <p className="text-sm text-slate-700" role={errors.sourceId ? 'alert' : undefined}>
              {errors.sourceId?.message ??
                (sources.cartItems === undefined
                  ? 'Lendo o carrinho…'
                  : sources.cartItems === null
                    ? 'Os itens do seu carrinho entram na cotação.'
                    : sources.cartItems === 0
                      ? 'Seu carrinho está vazio: escolha outra origem.'
                      : sources.cartItems === 1
                        ? 'O item do seu carrinho entra na cotação, com a quantidade de lá.'
                        : `Os ${formatQuantity(sources.cartItems, 'item', 'itens')} do seu carrinho entram na cotação, com as quantidades de lá.`)}
            </p>
          )}
          {source !== 'lines' && (
            <p className="text-xs text-slate-500">
              Produtos que saíram do catálogo ficam de fora. Depois de salvar, o rascunho pode ser ajustado.
            </p>
          )}

          {source === 'lines' && (
            <>
              <div onKeyDown={keepEnterInside}>{productSearch({ onAdd: addProduct, added })}</div>
              {lines.fields.length > 0 && (
                <ul
                  aria-label="Itens da cotação"
                  className="divide-y divide-slate-100 rounded-md border border-slate-200"
                >
                  {lines.fields.map((field, i) => (
                    <LineRow
                      key={field.id}
                      index={i}
                      line={field}
                      register={form.register}
                      errors={errors.lines?.[i]}
                      onRemove={() => lines.remove(i)}
                    />
                  ))}
                </ul>
              )}
              {linesError && (
                <p role="alert" className="text-sm font-medium text-red-600">
                  {linesError}
                </p>
              )}
              <Button type="button" variant="outline" onClick={() => lines.append(freeLine())}>
                <Plus className="h-4 w-4" aria-hidden /> Item fora do catálogo
              </Button>
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Entrega</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {addresses.length > 0 ? (
            <Controller
              control={form.control}
              name="deliveryAddressId"
              render={({ field }) => (
                <FormField label="Endereço de entrega" hint={address?.detail} error={errors.deliveryAddressId?.message}>
                  <Select
                    value={field.value}
                    onValueChange={field.onChange}
                    options={addresses.map((a) => ({ value: a.id, label: a.label }))}
                  />
                </FormField>
              )}
            />
          ) : (
            <p role="alert" className="text-sm text-amber-900">
              {errors.deliveryAddressId?.message ??
                'A organização não tem endereço de entrega: o rascunho pode ser salvo, mas para enviar é preciso um.'}{' '}
              <Link className="font-medium underline" to="/app/settings/organization/addresses">
                Cadastrar endereço
              </Link>
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Entrega desejada (opcional)" error={errors.desiredDeliveryDate?.message}>
              <Input type="date" min={saoPauloToday()} {...form.register('desiredDeliveryDate')} />
            </FormField>
          </div>
          <FormField label="Observações para os fornecedores (opcional)" error={errors.notes?.message}>
            <Textarea maxLength={1000} {...form.register('notes')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Prazo para as respostas</CardTitle>
          <CardDescription>Horário de Brasília. Depois dele a cotação se encerra sozinha.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label="Dia" error={errors.deadlineDate?.message}>
            <Input type="date" min={saoPauloToday()} {...form.register('deadlineDate')} />
          </FormField>
          <FormField label="Horário" error={errors.deadlineTime?.message}>
            <Input type="time" {...form.register('deadlineTime')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Fornecedores convidados</CardTitle>
          <CardDescription>
            Até 20. Cada um recebe o pedido de preço e responde até o prazo
            {address ? `; a entrega é em ${address.city.name}/${address.city.state}` : ''}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {suppliers.length === 0 ? (
            <p className="text-sm text-slate-500" role={errors.supplierIds ? 'alert' : undefined}>
              {errors.supplierIds?.message ?? 'Nenhum fornecedor ativo na plataforma.'}
            </p>
          ) : (
            <Controller
              control={form.control}
              name="supplierIds"
              render={({ field }) => (
                <PickList
                  multiple
                  label="Fornecedores"
                  groups={supplierChoices}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.supplierIds?.message}
                />
              )}
            />
          )}
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" variant="outline" disabled={busy}>
          Salvar rascunho
        </Button>
        <Button type="button" disabled={busy} onClick={save(true)}>
          {busy ? 'Salvando…' : 'Enviar cotação'}
        </Button>
      </div>
    </form>
  );

  function addProduct(p: PickedProduct) {
    if (added.has(p.id)) return;
    lines.append({ ...freeLine(), productId: p.id, name: p.name, supplierName: p.supplierName, unit: p.unit });
  }
}

function SourcePicker({
  label,
  options,
  empty,
  control,
  error,
}: {
  label: string;
  options?: SourceOption[];
  empty: string;
  control: ReturnType<typeof useForm<BuilderValues, unknown, Valid>>['control'];
  error?: string;
}) {
  if (!options) return <p className="text-sm text-slate-500">Carregando…</p>;
  if (options.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <Controller
      control={control}
      name="sourceId"
      render={({ field }) => (
        <FormField label={label} error={error}>
          <Select
            value={field.value}
            onValueChange={field.onChange}
            placeholder="Escolha…"
            options={options.map((o) => ({ value: o.id, label: o.label }))}
          />
        </FormField>
      )}
    />
  );
}

type LineErrors = Partial<Record<keyof LineValues, { message?: string }>>;

/** One item: a catalogue product (its name and supplier shown) or free text with its unit. */
function LineRow({
  index,
  line,
  register,
  errors,
  onRemove,
}: {
  index: number;
  line: LineValues;
  register: ReturnType<typeof useForm<BuilderValues, unknown, Valid>>['register'];
  errors?: LineErrors;
  onRemove: () => void;
}) {
  const name = line.productId ? line.name : `Item ${index + 1}`;
  return (
    <li role="group" aria-label={name} className="space-y-2 p-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_6rem_7rem_auto] sm:items-start">
        {line.productId ? (
          <div className="min-w-0 text-sm sm:col-span-2">
            <p className="font-medium [overflow-wrap:anywhere]">{line.name}</p>
            <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">
              {[line.supplierName, line.unit].filter(Boolean).join(' · ')}
            </p>
            {errors?.productId?.message && (
              <p role="alert" className="text-xs font-medium text-red-600">
                {errors.productId.message}
              </p>
            )}
          </div>
        ) : (
          <>
            <FormField label="Descrição" error={errors?.description?.message}>
              <Input maxLength={200} placeholder="Ex.: Tomate italiano" {...register(`lines.${index}.description`)} />
            </FormField>
            <FormField label="Unidade" error={errors?.unit?.message}>
              <Input maxLength={20} placeholder="kg, cx, un" {...register(`lines.${index}.unit`)} />
            </FormField>
          </>
        )}
        <FormField
          label={line.productId ? `Quantidade (${line.unit})` : 'Quantidade'}
          error={errors?.quantity?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...register(`lines.${index}.quantity`)} />
        </FormField>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="justify-self-end sm:mt-6"
          aria-label={`Remover ${name}`}
          onClick={onRemove}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
