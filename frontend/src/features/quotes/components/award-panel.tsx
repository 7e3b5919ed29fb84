import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { formatBRL, formatQuantity } from '@/lib/format';
import type { AwardChoice, QuoteComparison } from '../api/quotes';

/** Each line's chosen supplier ('' for none). */
type Choice = Record<string, string>;
const NONE = '';

/** Where the per-line choice starts: the best split when there is one, else each line's best offer. */
function startingPick({ lines, bestSplit }: QuoteComparison): Choice {
  if (bestSplit.feasible) return Object.fromEntries(bestSplit.lines.map((l) => [l.lineId, l.supplierId]));
  return Object.fromEntries(lines.map((l) => [l.id, l.offers.find((o) => o.best && o.eligible)?.supplierId ?? NONE]));
}

/** What a hand-made choice costs per supplier, with its freight, and whether it reaches the minimum. */
function pickTotals({ lines, suppliers }: QuoteComparison, pick: Choice) {
  return suppliers.flatMap((s) => {
    const chosen = lines.filter((l) => pick[l.id] === s.id);
    if (chosen.length === 0) return [];
    // In centavos, as the API adds them up: a float sum must not fall a fraction short of the minimum.
    const subtotalCents = chosen.reduce((sum, l) => {
      const price = l.offers.find((o) => o.supplierId === s.id)?.unitPrice ?? 0;
      return sum + Math.round(price * 100) * l.quantity;
    }, 0);
    const freightCents = Math.round((s.freight ?? 0) * 100);
    const shortCents = Math.round((s.minimumOrderValue ?? 0) * 100) - subtotalCents;
    return [
      {
        supplier: s,
        items: chosen.length,
        subtotal: subtotalCents / 100,
        freight: freightCents / 100,
        total: (subtotalCents + freightCents) / 100,
        short: Math.max(0, shortCents) / 100,
      },
    ];
  });
}

/**
 * The award, three ways: the exact best split the API found (respecting minimums, with each freight),
 * every line a supplier quoted to that one supplier, or a supplier chosen line by line. Each asks
 * first, since it places a purchase order; none is offered until the cotação is closed.
 */
export function AwardPanel({
  comparison,
  canAward,
  blockedReason,
  onAward,
}: {
  comparison: QuoteComparison;
  canAward: boolean;
  /** Why awarding is not possible now (shown when canAward is false). */
  blockedReason: string;
  onAward: (choice: AwardChoice) => Promise<unknown>;
}) {
  const whyId = useId();
  const { suppliers, lines, bestSplit } = comparison;
  const nameOf = (id: string) => suppliers.find((s) => s.id === id)?.name ?? 'Fornecedor';
  const lineName = (id: string) => lines.find((l) => l.id === id)?.description ?? 'Item';
  const candidates = suppliers.filter((s) => s.answered && s.quotedLines > 0);
  const [single, setSingle] = useState('');
  const singleSupplier = candidates.find((s) => s.id === single);
  const [byLine, setByLine] = useState(false);
  const [pick, setPick] = useState<Choice>(() => startingPick(comparison));
  const picked = lines.flatMap((l) => (pick[l.id] ? [{ lineId: l.id, supplierId: pick[l.id]! }] : []));
  const totals = pickTotals(comparison, pick);
  const disabledWhy = canAward ? undefined : whyId;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Escolher os vencedores</CardTitle>
        <CardDescription>
          Vira um pedido de compra aos preços cotados, dividido por fornecedor, e passa pelas aprovações da organização.
          Os fornecedores são avisados.
        </CardDescription>
        {!canAward && (
          <p id={whyId} role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {blockedReason}
          </p>
        )}
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-labelledby={`${whyId}-split`} className="space-y-2">
          <h3 id={`${whyId}-split`} className="font-semibold">
            Melhor divisão
          </h3>
          {bestSplit.feasible ? (
            <>
              <p className="text-sm">
                Total com frete: <strong className="tabular-nums">{formatBRL(bestSplit.total ?? 0)}</strong>
              </p>
              <ul aria-label="Melhor divisão por fornecedor" className="divide-y divide-slate-100 text-sm">
                {bestSplit.suppliers.map((s) => (
                  <li key={s.supplierId} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      {nameOf(s.supplierId)} · {formatQuantity(s.lineIds.length, 'item', 'itens')}
                    </span>{' '}
                    <span className="tabular-nums">
                      {formatBRL(s.subtotal)} + frete {formatBRL(s.freight)} = <strong>{formatBRL(s.total)}</strong>
                    </span>
                  </li>
                ))}
              </ul>
              {bestSplit.unawardableLineIds.length > 0 && (
                <p className="text-sm text-amber-900">
                  Ninguém cotou e fica de fora: {bestSplit.unawardableLineIds.map(lineName).join(', ')}.
                </p>
              )}
              <ConfirmDialog
                tone="default"
                title="Fechar com a melhor divisão?"
                description={`Cria o pedido de compra de ${formatBRL(bestSplit.total ?? 0)}: ${bestSplit.suppliers
                  .map((s) => `${nameOf(s.supplierId)} (${formatBRL(s.total)})`)
                  .join(', ')}.`}
                confirmLabel="Fechar com os vencedores"
                onConfirm={() => onAward({ strategy: 'best_split' })}
                trigger={
                  <Button disabled={!canAward} aria-describedby={disabledWhy}>
                    Fechar com a melhor divisão
                  </Button>
                }
              />
            </>
          ) : (
            <p className="text-sm text-slate-700">{bestSplit.reason ?? 'Não há divisão possível com as respostas.'}</p>
          )}
        </section>

        <section aria-labelledby={`${whyId}-single`} className="space-y-2">
          <h3 id={`${whyId}-single`} className="font-semibold">
            Tudo a um fornecedor
          </h3>
          {candidates.length === 0 ? (
            <p className="text-sm text-slate-600">
              Nenhum fornecedor cotou itens que valham para escolher os vencedores.
            </p>
          ) : (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <div className="min-w-0 flex-1">
                <FormField
                  label="Fornecedor"
                  hint={
                    singleSupplier
                      ? singleSupplier.meetsMinimum
                        ? `Leva os ${formatQuantity(singleSupplier.quotedLines, 'item', 'itens')} que cotou, por ${formatBRL(singleSupplier.total)} com frete.`
                        : `Não atinge o pedido mínimo de ${formatBRL(singleSupplier.minimumOrderValue ?? 0)}.`
                      : undefined
                  }
                >
                  <Select
                    value={single}
                    onValueChange={setSingle}
                    placeholder="Escolha o fornecedor"
                    options={candidates.map((s) => ({
                      value: s.id,
                      label: `${s.name} — ${formatBRL(s.total)} (${s.quotedLines} de ${lines.length} itens)`,
                    }))}
                  />
                </FormField>
              </div>
              <ConfirmDialog
                tone="default"
                title={`Fechar tudo com ${singleSupplier?.name ?? 'este fornecedor'}?`}
                description={
                  singleSupplier
                    ? `Cria o pedido de compra de ${formatBRL(singleSupplier.total)} com os ${formatQuantity(singleSupplier.quotedLines, 'item', 'itens')} que ele cotou.`
                    : ''
                }
                confirmLabel="Fechar com os vencedores"
                onConfirm={() => onAward({ strategy: 'single_supplier', supplierId: single })}
                trigger={
                  <Button
                    variant="outline"
                    disabled={!canAward || !singleSupplier || !singleSupplier.meetsMinimum}
                    aria-describedby={disabledWhy}
                  >
                    Fechar tudo com um fornecedor
                  </Button>
                }
              />
            </div>
          )}
        </section>

        <section aria-labelledby={`${whyId}-lines`} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${whyId}-lines`} className="font-semibold">
              Escolher por item
            </h3>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-expanded={byLine}
              aria-controls={`${whyId}-choice`}
              onClick={() => setByLine((v) => !v)}
            >
              {byLine ? 'Ocultar escolha por item' : 'Escolher fornecedor por item'}
            </Button>
          </div>
          {byLine && (
            <div id={`${whyId}-choice`} className="space-y-3">
              {lines.map((line) => {
                const offers = line.offers.filter((o) => o.eligible && o.unitPrice !== null);
                return (
                  <fieldset key={line.id} className="rounded-md border border-slate-200 p-3">
                    <legend className="px-1 text-sm font-medium [overflow-wrap:anywhere]">
                      {line.description} — {line.quantity} {line.unit}
                    </legend>
                    <div className="space-y-1.5 text-sm">
                      {offers.map((o) => (
                        <label key={o.supplierId} className="flex items-start gap-2">
                          <input
                            type="radio"
                            className="mt-1"
                            name={`linha-${line.id}`}
                            value={o.supplierId}
                            checked={pick[line.id] === o.supplierId}
                            onChange={() => setPick((p) => ({ ...p, [line.id]: o.supplierId }))}
                          />
                          <span className="min-w-0 [overflow-wrap:anywhere]">
                            {nameOf(o.supplierId)} — {formatBRL(o.unitPrice!)}/{line.unit} (
                            {formatBRL(o.unitPrice! * line.quantity)}){o.best ? ' · melhor preço' : ''}
                          </span>
                        </label>
                      ))}
                      <label className="flex items-start gap-2 text-slate-600">
                        <input
                          type="radio"
                          className="mt-1"
                          name={`linha-${line.id}`}
                          value={NONE}
                          checked={!pick[line.id]}
                          onChange={() => setPick((p) => ({ ...p, [line.id]: NONE }))}
                        />
                        {offers.length === 0 ? 'Ninguém cotou: fica de fora' : 'Não comprar este item'}
                      </label>
                    </div>
                  </fieldset>
                );
              })}
              {totals.length > 0 && (
                <ul aria-label="Escolha por fornecedor" className="divide-y divide-slate-100 text-sm">
                  {totals.map((t) => (
                    <li key={t.supplier.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                      <span className="min-w-0 [overflow-wrap:anywhere]">
                        {t.supplier.name} · {formatQuantity(t.items, 'item', 'itens')}
                        {t.short > 0 && (
                          <span className="block text-xs text-red-700">
                            Faltam {formatBRL(t.short)} para o pedido mínimo
                          </span>
                        )}
                      </span>{' '}
                      <span className="tabular-nums">
                        {formatBRL(t.subtotal)} + frete {formatBRL(t.freight)} = <strong>{formatBRL(t.total)}</strong>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <ConfirmDialog
                tone="default"
                title="Fechar com a seleção?"
                description={`Cria o pedido de compra de ${formatBRL(totals.reduce((sum, t) => sum + t.total, 0))} com ${formatQuantity(picked.length, 'item', 'itens')}: ${totals.map((t) => t.supplier.name).join(', ')}.`}
                confirmLabel="Fechar com os vencedores"
                onConfirm={() => onAward({ lines: picked })}
                trigger={
                  <Button
                    variant="outline"
                    disabled={!canAward || picked.length === 0 || totals.some((t) => t.short > 0)}
                    aria-describedby={disabledWhy}
                  >
                    Fechar com a seleção
                  </Button>
                }
              />
            </div>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
