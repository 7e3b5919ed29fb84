import { useEffect } from 'react';
import { AlertTriangle, Wallet } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/format';
import { useBudgetsRemaining, useCostCentres } from '../api/budgets';

const NONE = 'none';

/**
 * What remains this month of the budgets a cost centre spends against, and whether the cart passes
 * it (the order then goes up to the owner or is refused, as the organization chose). On the cart it
 * shows the viewer's default centre; with `onChange` (checkout) the buyer picks the centre, the
 * default preselected. Shows nothing when the organization has no cost centres. `ownerOrder`: the
 * owner's own order, approved at creation even over budget (decision 0055), unless the policy blocks it.
 */
export function BudgetRemaining({
  value,
  onChange,
  className,
  ownerOrder = false,
}: {
  /** undefined: not chosen yet (the default is preselected); null: no cost centre. */
  value?: string | null;
  onChange?: (costCentreId: string | null) => void;
  className?: string;
  ownerOrder?: boolean;
}) {
  const centres = useCostCentres();
  const picking = onChange !== undefined;
  const defaultId = centres.data?.defaultCostCentreId ?? undefined;
  const none = picking && value === null;
  const chosen = picking ? (value ?? undefined) : undefined;
  useEffect(() => {
    if (picking && value === undefined && defaultId) onChange(defaultId);
  }, [picking, value, defaultId, onChange]);
  const remaining = useBudgetsRemaining(chosen, !none);
  if (!centres.data || centres.data.data.length === 0) return null;
  const data = none ? undefined : remaining.data;
  const over = data?.budgets.filter((b) => b.overWithCart) ?? [];
  return (
    <section
      aria-label="Orçamento do mês"
      className={cn('space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm', className)}
    >
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Wallet className="h-4 w-4 text-slate-500" aria-hidden />
        Orçamento do mês{data?.costCentre && !picking ? ` · ${data.costCentre.name}` : ''}
      </h2>
      {picking && (
        <FormField label="Centro de custo">
          <Select
            value={value ?? NONE}
            onValueChange={(v) => onChange(v === NONE ? null : v)}
            options={[
              { value: NONE, label: 'Nenhum' },
              ...centres.data.data.map((c) => ({ value: c.id, label: c.code ? `${c.name} (${c.code})` : c.name })),
            ]}
          />
        </FormField>
      )}
      {none ? (
        <p className="text-slate-600">Sem centro de custo, o pedido não é conferido contra orçamento.</p>
      ) : remaining.isError ? (
        <p role="alert" className="text-red-600">
          Não foi possível carregar o orçamento.
        </p>
      ) : !data ? (
        <p role="status" className="text-slate-500">
          Carregando orçamento…
        </p>
      ) : !data.costCentre ? (
        <p className="text-slate-600">
          {picking
            ? 'Sem centro de custo, o pedido não é conferido contra orçamento.'
            : 'Você não tem centro de custo padrão.'}
        </p>
      ) : data.budgets.length === 0 ? (
        <p className="text-slate-600">{data.costCentre.name} não tem orçamento definido.</p>
      ) : (
        <ul className="space-y-2">
          {data.budgets.map((b) => {
            const used = b.amount - b.remaining;
            const pct = Math.min(100, Math.max(0, (used / b.amount) * 100));
            return (
              <li key={b.id}>
                <div className="flex flex-wrap justify-between gap-x-3">
                  <span className="text-slate-700">{b.categoryName ?? 'Geral'}</span>
                  <span className={cn('font-medium', b.remaining < 0 ? 'text-red-700' : 'text-slate-900')}>
                    {b.remaining < 0 ? `Acima em ${formatBRL(-b.remaining)}` : `Resta ${formatBRL(b.remaining)}`}{' '}
                    <span className="font-normal text-slate-500">de {formatBRL(b.amount)}</span>
                  </span>
                </div>
                <div aria-hidden className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
                  <div
                    className={cn('h-full', b.overWithCart || b.remaining < 0 ? 'bg-red-500' : 'bg-brand-600')}
                    style={{ width: `${pct}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {over.length > 0 && data && (
        <p role="alert" className="flex gap-2 rounded-md bg-amber-50 p-2 text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            Este carrinho ({formatBRL(data.cartAmount)}) passa do que resta em{' '}
            {over.map((b) => b.categoryName ?? 'Geral').join(', ')}:{' '}
            {data.policy === 'block'
              ? 'o pedido será bloqueado no checkout.'
              : ownerOrder
                ? 'o pedido do dono é aprovado na criação mesmo assim.'
                : 'o pedido vai para aprovação do dono.'}
          </span>
        </p>
      )}
    </section>
  );
}
