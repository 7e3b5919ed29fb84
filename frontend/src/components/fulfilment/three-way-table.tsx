import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/format';
import type { ThreeWayCheck } from './types';

/** Per line: ordered, accepted, shipped (and cancelled), received in order; what differs stands out. */
export function ThreeWayTable({ check }: { check: ThreeWayCheck }) {
  const off = (a: number, b: number) => (a !== b ? 'font-semibold text-amber-700' : undefined);
  const cancelled = (n: number) => `${n} ${n === 1 ? 'cancelado' : 'cancelados'}`;
  return (
    <div className="space-y-2">
      {/* Phones: one card per line, the same figures, no sideways scrolling. */}
      <ul className="space-y-2 sm:hidden" aria-label="Conferência: pedido, aceito, enviado e recebido">
        {check.lines.map((l) => (
          <li key={l.itemId} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-medium">
              {l.productName} <span className="text-xs text-slate-500">({l.unit})</span>
            </p>
            <dl className="mt-1 grid grid-cols-3 gap-x-2 gap-y-1">
              {(
                [
                  ['Pedido', l.ordered, undefined],
                  ['Aceito', l.accepted, off(l.accepted, l.ordered)],
                  ['Enviado', l.shipped, off(l.shipped + l.cancelled, l.accepted)],
                  ['Recebido', l.received, off(l.received, l.shipped)],
                  ['Divergente', l.divergent, l.divergent > 0 ? 'font-semibold text-red-700' : undefined],
                ] as const
              ).map(([label, value, tone]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className={tone}>{value}</dd>
                </div>
              ))}
              {l.cancelled > 0 && (
                <div>
                  <dt className="text-xs text-slate-500">Cancelado</dt>
                  <dd className="text-red-700">{l.cancelled}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <Table className="hidden sm:table" aria-label="Conferência: pedido, aceito, enviado e recebido">
        <TableHeader>
          <TableRow>
            <TableHead>Item</TableHead>
            <TableHead className="text-right">Pedido</TableHead>
            <TableHead className="text-right">Aceito</TableHead>
            <TableHead className="text-right">Enviado</TableHead>
            <TableHead className="text-right">Recebido em ordem</TableHead>
            <TableHead className="text-right">Divergente</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {check.lines.map((l) => (
            <TableRow key={l.itemId}>
              <TableCell>
                {l.productName} <span className="text-xs text-slate-500">({l.unit})</span>
              </TableCell>
              <TableCell className="text-right">{l.ordered}</TableCell>
              <TableCell className={cn('text-right', off(l.accepted, l.ordered))}>{l.accepted}</TableCell>
              <TableCell className={cn('text-right', off(l.shipped + l.cancelled, l.accepted))}>
                {l.shipped}
                {l.cancelled > 0 && <span className="block text-xs text-red-700">{cancelled(l.cancelled)}</span>}
              </TableCell>
              <TableCell className={cn('text-right', off(l.received, l.shipped))}>{l.received}</TableCell>
              <TableCell className={cn('text-right', l.divergent > 0 && 'font-semibold text-red-700')}>
                {l.divergent}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <dl className="grid gap-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Valor aceito</dt>
          <dd className="font-medium">{formatBRL(check.acceptedAmount)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">NF-e das remessas</dt>
          <dd className="font-medium">{formatBRL(check.invoicedAmount)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Recebido em ordem</dt>
          <dd className="font-medium">{formatBRL(check.receivedAmount)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">NF-e − aceito</dt>
          <dd className={cn('font-medium', check.invoiceDifference !== 0 && 'text-amber-700')}>
            {formatBRL(check.invoiceDifference)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
