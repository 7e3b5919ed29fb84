import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/money-input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { formatBRL, formatDateTime, formatQuantity } from '@/lib/format';
import { parseReais } from '@/lib/money';
import { toastError } from '@/lib/toast-error';
import { useDecideParts, usePendingApprovals, type PendingApproval } from '../api/approvals';
import { APPROVER } from '@api/orders/state-vocabulary';

const PAGE = 20;
const ALL = 'todos';

/** Approves or rejects the parts given in one request, after a confirmation that says how many and how much. */
function DecideButtons({ parts, label }: { parts: PendingApproval[]; label?: string }) {
  const decide = useDecideParts();
  const total = parts.reduce((sum, p) => sum + p.amount, 0);
  const what = `${formatQuantity(parts.length, 'pedido', 'pedidos')} (${formatBRL(total)})`;
  const run = async (decision: 'approve' | 'reject') => {
    try {
      const { decided, failed } = await decide.mutateAsync({ parts, decision });
      const done = decided.reduce((sum, d) => sum + d.supplierOrderIds.length, 0);
      toast.success(
        decision === 'approve'
          ? formatQuantity(done, 'pedido aprovado', 'pedidos aprovados')
          : formatQuantity(done, 'pedido recusado', 'pedidos recusados'),
      );
      for (const f of failed) toast.error(f.message);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmDialog
        trigger={
          <Button size="sm" disabled={parts.length === 0 || decide.isPending}>
            {label ? `Aprovar ${label}` : 'Aprovar'}
          </Button>
        }
        title={`Aprovar ${what}?`}
        description="Na última etapa, cada pedido segue para o seu fornecedor."
        confirmLabel="Aprovar"
        tone="default"
        onConfirm={() => run('approve')}
      />
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" disabled={parts.length === 0 || decide.isPending}>
            {label ? `Recusar ${label}` : 'Recusar'}
          </Button>
        }
        title={`Recusar ${what}?`}
        description="Os itens são recusados na aprovação e não vão ao fornecedor."
        confirmLabel="Recusar"
        onConfirm={() => run('reject')}
      />
    </div>
  );
}

/** One supplier order waiting: chosen or not, its supplier, amount, lines, the step and the rule that put it there. */
function PendingPart({
  item,
  selected,
  onSelect,
}: {
  item: PendingApproval;
  selected: boolean;
  onSelect: (next: boolean) => void;
}) {
  const name = `Pedido ${item.supplierOrderNumber} para ${item.supplierName}`;
  return (
    <li className="space-y-2 py-3" aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <label className="inline-flex min-w-0 items-start gap-2">
          <input
            type="checkbox"
            className="mt-1"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={`Selecionar ${name}`}
          />
          <span className="font-medium [overflow-wrap:anywhere]">
            Pedido nº {item.supplierOrderNumber} · {item.supplierName}
          </span>
        </label>
        <p className="font-semibold">{formatBRL(item.amount)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="warning">
          Etapa {item.step.position} de {item.step.of}: {APPROVER[item.step.approver].waitsFor}
        </Badge>
        <p className="break-words text-sm text-slate-800" data-testid="approval-why">
          Por quê: {item.why}
        </p>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">
          {formatQuantity(item.lines.length, 'item', 'itens')} · {formatBRL(item.amount)}
        </summary>
        <ul className="mt-1 space-y-0.5 text-slate-700">
          {item.lines.map((l, i) => (
            <li key={i} className="flex justify-between gap-3">
              <span className="[overflow-wrap:anywhere]">
                {l.quantity} {l.unit} · {l.productName}
              </span>
              <span className="whitespace-nowrap">{formatBRL(l.total)}</span>
            </li>
          ))}
        </ul>
      </details>
      {item.previous.length > 0 && (
        <p className="text-xs text-slate-500">
          Já aprovado por {item.previous.map((p) => `${p.name} (${formatDateTime(p.decidedAt)})`).join(', ')}
        </p>
      )}
      {item.ownOrder && (
        <p className="text-xs text-slate-600">
          Pedido seu: você é a única pessoa da organização que pode decidir esta etapa, então pode aprová-lo.
        </p>
      )}
      <DecideButtons parts={[item]} />
    </li>
  );
}

/** The parts of one purchase order that wait for the viewer, under a link to the order. */
function PendingOrder({
  parts,
  selected,
  onSelect,
}: {
  parts: PendingApproval[];
  selected: Set<string>;
  onSelect: (id: string, next: boolean) => void;
}) {
  const first = parts[0]!;
  return (
    <li>
      <Card>
        <CardContent className="p-4">
          <Link
            to={`/app/orders/${first.purchaseOrderId}`}
            className="break-words font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {first.orderNumber ? `Pedido nº ${first.orderNumber} · ` : ''}
            {first.description}
          </Link>
          <p className="text-sm text-slate-600">
            Feito por {first.placedBy?.name ?? 'pessoa removida'} em {formatDateTime(first.placedAt)}
          </p>
          <ul className="divide-y divide-slate-100">
            {parts.map((item) => (
              <PendingPart
                key={item.supplierOrderId}
                item={item}
                selected={selected.has(item.supplierOrderId)}
                onSelect={(next) => onSelect(item.supplierOrderId, next)}
              />
            ))}
          </ul>
        </CardContent>
      </Card>
    </li>
  );
}

/**
 * Approve or reject what is ticked. It follows the list and, once something is ticked, sticks to the
 * bottom of the screen: on a phone the boxes are far down a long list, and the buttons must stay in
 * reach of the thumb. Being in the flow after the list (not fixed), it never covers the last order.
 */
function SelectionBar({ chosen }: { chosen: PendingApproval[] }) {
  const count = formatQuantity(chosen.length, 'selecionado', 'selecionados');
  return (
    <div
      role="group"
      aria-label="Decidir os selecionados"
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3',
        chosen.length > 0 &&
          'sticky bottom-0 z-10 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)]',
      )}
    >
      <span className="text-sm font-medium text-slate-700" aria-live="polite">
        {count}
      </span>
      <DecideButtons parts={chosen} label={chosen.length ? count : 'selecionados'} />
    </div>
  );
}

const byOrder = (items: PendingApproval[]) => {
  const groups = new Map<string, PendingApproval[]>();
  for (const item of items) groups.set(item.purchaseOrderId, [...(groups.get(item.purchaseOrderId) ?? []), item]);
  return [...groups.values()];
};

/**
 * "O que espera por mim e por quê": supplier orders whose current step the viewer may decide, each
 * decided from the list (with a confirmation) or several at once, filtered by supplier and amount, in pages.
 */
export function PendingApprovals() {
  const pending = usePendingApprovals();
  const [supplier, setSupplier] = useState(ALL);
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const all = useMemo(() => pending.data?.data ?? [], [pending.data]);
  const suppliers = useMemo(
    () =>
      [...new Map(all.map((p) => [p.supplierId, p.supplierName])).entries()].sort((a, b) => a[1].localeCompare(b[1])),
    [all],
  );
  // A limit that is not an amount (NaN) matches nothing, so a typo never shows orders outside it.
  const low = parseReais(min);
  const high = parseReais(max);
  const shown = all.filter(
    (p) =>
      (supplier === ALL || p.supplierId === supplier) &&
      (low === null || p.amount >= low) &&
      (high === null || p.amount <= high),
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const current = Math.min(page, pages);
  const onPage = shown.slice((current - 1) * PAGE, current * PAGE);
  const chosen = all.filter((p) => selected.has(p.supplierOrderId));
  const select = (id: string, next: boolean) =>
    setSelected((s) => {
      const copy = new Set(s);
      if (next) copy.add(id);
      else copy.delete(id);
      return copy;
    });
  return (
    <section aria-labelledby="pending-approvals-title" className="space-y-4">
      <h2 id="pending-approvals-title" className="text-lg font-semibold">
        O que espera por mim e por quê
      </h2>
      <QueryContent
        query={pending}
        loading="Carregando aprovações…"
        error="Não foi possível carregar as aprovações."
        empty="Nada espera pela sua decisão agora."
        isEmpty={(d) => d.data.length === 0}
      >
        {() => (
          <>
            <div className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3">
              <div className="col-span-2 sm:col-span-1">
                <FormField label="Fornecedor">
                  <Select
                    value={supplier}
                    onValueChange={(v) => {
                      setSupplier(v);
                      setPage(1);
                    }}
                    options={[{ value: ALL, label: 'Todos' }, ...suppliers.map(([value, label]) => ({ value, label }))]}
                  />
                </FormField>
              </div>
              <FormField label="Valor mínimo (R$)">
                <MoneyInput value={min} onChange={(e) => (setMin(e.target.value), setPage(1))} />
              </FormField>
              <FormField label="Valor máximo (R$)">
                <MoneyInput value={max} onChange={(e) => (setMax(e.target.value), setPage(1))} />
              </FormField>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3" aria-live="polite">
              <label className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={onPage.length > 0 && onPage.every((p) => selected.has(p.supplierOrderId))}
                  onChange={(e) => onPage.forEach((p) => select(p.supplierOrderId, e.target.checked))}
                />
                Selecionar os {onPage.length} desta página
              </label>
            </div>
            {shown.length === 0 ? (
              <p className="text-sm text-slate-500">Nenhum pedido com esses filtros.</p>
            ) : (
              <ul className="space-y-3">
                {byOrder(onPage).map((parts) => (
                  <PendingOrder key={parts[0]!.purchaseOrderId} parts={parts} selected={selected} onSelect={select} />
                ))}
              </ul>
            )}
            <SelectionBar chosen={chosen} />
            <PaginationBar page={current} totalPages={pages} total={shown.length} onPage={setPage} />
          </>
        )}
      </QueryContent>
    </section>
  );
}
