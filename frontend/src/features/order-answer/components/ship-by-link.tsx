import { useState } from 'react';
import { nfeCheckDigit } from '@api/fulfilment/nfe';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiClientError } from '@/lib/api-client';
import { formatBRL } from '@/lib/format';
import {
  previewNfeByLink,
  useShipByLink,
  useShipXmlByLink,
  type LinkNfePreview,
  type LinkOrder,
  type LinkOrderLine,
} from '../api/order-link';

const errorText = (e: unknown, fallback: string) => (e instanceof ApiClientError ? e.message : fallback);

/** What of a line is still to ship: accepted, less what shipped and what was closed. */
const left = (l: LinkOrderLine) =>
  l.status === 'ACCEPTED' ? (l.acceptedQuantity ?? 0) - l.shippedQuantity - l.cancelledQuantity : 0;

/** The 44 digits of an NF-e key, or why not: the check digit is the last (mod 11, as SEFAZ computes it). */
export function nfeKeyProblem(typed: string): string | undefined {
  const digits = typed.replace(/\D/g, '');
  if (digits.length !== 44) return `A chave tem 44 dígitos (${digits.length} digitados)`;
  if (nfeCheckDigit(digits.slice(0, 43)) !== Number(digits[43]))
    return 'Chave inválida: confira os dígitos (o último não confere)';
  return undefined;
}

type Draft = { key: string; number: string; series: string; amount: string; carrier: string };

/** The NF-e typed: what goes on the truck, the key (checked as it is typed), number, series and value. */
function TypedShipment({ token, order }: { token: string; order: LinkOrder }) {
  const ship = useShipByLink(token);
  const open = order.lines.filter((l) => left(l) > 0);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const qty = (l: LinkOrderLine) => quantities[l.id] ?? String(left(l));
  const value = open.reduce((sum, l) => sum + Number(qty(l) || 0) * l.unitPrice, 0);
  const [draft, setDraft] = useState<Draft>({ key: '', number: '', series: '1', amount: '', carrier: '' });
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string>();
  const keyProblem = nfeKeyProblem(draft.key);
  const amount = Number((draft.amount || value.toFixed(2)).replace(',', '.'));
  const problems = {
    key: keyProblem,
    number: /^\d{1,9}$/.test(draft.number.trim()) ? undefined : 'Informe o número da nota',
    series: /^\d{1,3}$/.test(draft.series.trim()) ? undefined : 'Informe a série (até 3 dígitos)',
    amount: amount > 0 ? undefined : 'Informe o valor da nota',
    lines: open.some((l) => !/^\d+$/.test(qty(l)) || Number(qty(l)) > left(l))
      ? 'Cada quantidade é um número inteiro, até o que resta'
      : undefined,
  };
  const shown: Partial<typeof problems> = tried ? problems : {};
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        setError(undefined);
        const lines = open.map((l) => ({ itemId: l.id, quantity: Number(qty(l)) })).filter((l) => l.quantity > 0);
        if (Object.values(problems).some(Boolean)) return;
        if (!lines.length) return setError('Informe a quantidade de ao menos um item');
        ship.mutate(
          {
            lines,
            nfeKey: draft.key.replace(/\D/g, ''),
            invoiceNumber: draft.number.trim(),
            invoiceSeries: draft.series.trim(),
            invoiceAmount: amount,
            ...(draft.carrier.trim() && { carrier: draft.carrier.trim() }),
          },
          { onError: (err) => setError(errorText(err, 'Não foi possível registrar a remessa.')) },
        );
      }}
    >
      <ul className="space-y-3">
        {open.map((l) => (
          <li key={l.id}>
            <FormField label={`${l.productName} (${l.unit}) — restam ${left(l)}`}>
              <Input
                inputMode="numeric"
                value={qty(l)}
                onChange={(e) => setQuantities((all) => ({ ...all, [l.id]: e.target.value.trim() }))}
              />
            </FormField>
          </li>
        ))}
      </ul>
      {shown.lines && <p className="text-sm text-red-700">{shown.lines}</p>}
      <FormField label="Chave de acesso da NF-e (44 dígitos)" error={shown.key}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          value={draft.key}
          onChange={(e) => set({ key: e.target.value })}
          placeholder="0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000"
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Número da nota" error={shown.number}>
          <Input inputMode="numeric" value={draft.number} onChange={(e) => set({ number: e.target.value })} />
        </FormField>
        <FormField label="Série" error={shown.series}>
          <Input inputMode="numeric" value={draft.series} onChange={(e) => set({ series: e.target.value })} />
        </FormField>
      </div>
      <FormField label={`Valor da nota (R$) — itens: ${formatBRL(value)}`} error={shown.amount}>
        <Input
          inputMode="decimal"
          value={draft.amount}
          placeholder={value.toFixed(2).replace('.', ',')}
          onChange={(e) => set({ amount: e.target.value })}
        />
      </FormField>
      <FormField label="Transportadora (opcional)">
        <Input value={draft.carrier} maxLength={120} onChange={(e) => set({ carrier: e.target.value })} />
      </FormField>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full sm:w-auto" disabled={ship.isPending}>
        {ship.isPending ? 'Registrando…' : 'Registrar o despacho'}
      </Button>
    </form>
  );
}

/** The authorised XML: read against the order first (nothing written), then shipped with its numbers. */
function XmlShipment({ token }: { token: string }) {
  const ship = useShipXmlByLink(token);
  const [xml, setXml] = useState<File>();
  const [preview, setPreview] = useState<LinkNfePreview>();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string>();
  const read = async (file: File | undefined) => {
    setPreview(undefined);
    setError(undefined);
    setXml(file);
    if (!file) return;
    setReading(true);
    try {
      setPreview(await previewNfeByLink(token, file));
    } catch (e) {
      setError(errorText(e, 'Não foi possível ler o arquivo'));
    } finally {
      setReading(false);
    }
  };
  return (
    <div className="space-y-4">
      <FormField label="Arquivo XML da NF-e autorizada" hint="Até 5 MB" error={error}>
        <Input
          type="file"
          accept=".xml,application/xml,text/xml"
          disabled={reading || ship.isPending}
          onChange={(e) => void read(e.target.files?.[0])}
        />
      </FormField>
      {reading && (
        <p role="status" className="text-sm text-slate-500">
          Conferindo a NF-e…
        </p>
      )}
      {preview && (
        <div className="space-y-2 rounded-md border border-slate-200 p-3 text-sm">
          <p>
            NF-e nº {preview.nfe.number} · {preview.nfe.amountText}
          </p>
          <ul>
            {preview.lines.map((l) => (
              <li key={l.itemId}>
                {l.productName}: {l.quantity} {l.unit}
                {l.over > 0 ? ` (passa ${l.over} do que resta)` : ''}
              </li>
            ))}
          </ul>
          {preview.problems.map((p) => (
            <p key={p} className="text-red-700">
              {p}
            </p>
          ))}
        </div>
      )}
      <Button
        type="button"
        className="w-full sm:w-auto"
        disabled={!preview?.canConfirm || !xml || ship.isPending}
        onClick={() =>
          xml &&
          ship.mutate({ xml }, { onError: (err) => setError(errorText(err, 'Não foi possível registrar a remessa.')) })
        }
      >
        {ship.isPending ? 'Registrando…' : 'Confirmar o despacho'}
      </Button>
    </div>
  );
}

/** "Despachar": the NF-e typed, or its XML — the supplier picks whichever it has at hand. */
export function ShipByLink({ token, order }: { token: string; order: LinkOrder }) {
  const [way, setWay] = useState<'typed' | 'xml'>('typed');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Despachar com a NF-e</CardTitle>
        <p className="text-sm text-slate-600">Pode despachar em partes; cada remessa leva a sua nota.</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="radiogroup" aria-label="Como informar a NF-e" className="grid grid-cols-2 gap-2">
          {(
            [
              ['typed', 'Digitar a chave'],
              ['xml', 'Enviar o XML'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 px-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="ship-way" checked={way === value} onChange={() => setWay(value)} />
              {label}
            </label>
          ))}
        </div>
        {way === 'typed' ? <TypedShipment token={token} order={order} /> : <XmlShipment token={token} />}
      </CardContent>
    </Card>
  );
}
