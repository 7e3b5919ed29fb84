import { Fragment, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatBRL, formatDay } from '@/lib/format';
import { useMediaQuery, WIDE_LAYOUT } from '@/lib/use-media-query';
import type { ComparisonLine, ComparisonOffer, ComparisonSupplier, QuoteComparison } from '../api/quotes';
import { HistoryToggle, historyPanelId, LinePriceHistory, useOpenHistories } from './line-price-history';

const day = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

const offerOf = (line: ComparisonLine, supplierId: string): ComparisonOffer | undefined =>
  line.offers.find((o) => o.supplierId === supplierId);

/** Why a priced offer does not count for the award: not enough for the whole line, or an expired answer. */
function ineligibleReason(line: ComparisonLine, offer: ComparisonOffer): string {
  if (offer.availableQuantity !== null && offer.availableQuantity < line.quantity)
    return `Só ${offer.availableQuantity} ${line.unit} disponíveis`;
  return 'Proposta fora da validade';
}

function LastPaid({ line }: { line: ComparisonLine }) {
  if (!line.lastPaid) return null;
  return (
    <span className="block text-xs text-slate-500">
      Último preço pago: {formatBRL(line.lastPaid.unitPrice)}/{line.unit} em {day.format(new Date(line.lastPaid.at))}
    </span>
  );
}

/** One supplier's offer for one line: its unit price and the line's total, the best one marked in words too. */
function OfferText({ line, offer }: { line: ComparisonLine; offer?: ComparisonOffer }) {
  if (!offer || offer.unitPrice === null) return <span className="italic text-slate-400">não cotado</span>;
  return (
    <span className="block space-y-0.5">
      <span className="block font-medium tabular-nums">
        {formatBRL(offer.unitPrice)}/{line.unit}
      </span>
      <span className="block text-xs tabular-nums text-slate-600">{formatBRL(offer.unitPrice * line.quantity)}</span>
      {offer.best && (
        <Badge variant="success" className="mt-0.5">
          Melhor preço
        </Badge>
      )}
      {!offer.eligible && <span className="block text-xs text-amber-800">{ineligibleReason(line, offer)}</span>}
      {offer.note && <span className="block text-xs text-slate-500 [overflow-wrap:anywhere]">{offer.note}</span>}
    </span>
  );
}

/** What a supplier's answer says besides prices (validity, lead time, payment). */
function answerTerms(s: ComparisonSupplier): string {
  if (!s.answered) return 'Sem resposta';
  return [
    s.validUntil ? `válida até ${formatDay(s.validUntil)}` : null,
    s.leadTimeDays !== null ? `entrega em ${s.leadTimeDays} ${s.leadTimeDays === 1 ? 'dia' : 'dias'}` : null,
    s.paymentTerm,
  ]
    .filter(Boolean)
    .join(' · ');
}

function MinimumText({ s }: { s: ComparisonSupplier }) {
  if (!s.answered) return <>—</>;
  if (!s.minimumOrderValue) return <>Sem mínimo</>;
  return (
    <span className={s.meetsMinimum ? 'text-emerald-800' : 'text-red-700'}>
      {formatBRL(s.minimumOrderValue)} · {s.meetsMinimum ? 'atingido' : 'não atingido'}
    </span>
  );
}

/** Each supplier's totals over every line it quoted (what "tudo a um fornecedor" would cost). */
const TOTAL_ROWS: { label: string; value: (s: ComparisonSupplier) => ReactNode; strong?: boolean }[] = [
  { label: 'Itens cotados', value: (s) => (s.answered ? String(s.quotedLines) : '—') },
  { label: 'Subtotal', value: (s) => (s.answered ? formatBRL(s.subtotal) : '—') },
  { label: 'Frete', value: (s) => (s.answered ? formatBRL(s.freight ?? 0) : '—') },
  { label: 'Total com frete', value: (s) => (s.answered ? formatBRL(s.total) : '—'), strong: true },
  { label: 'Pedido mínimo', value: (s) => <MinimumText s={s} /> },
];

/**
 * The answers side by side: a table of lines × suppliers from 768 px up (the best eligible price of each
 * line highlighted and said, "não cotado" where a supplier gave none, each supplier's totals with freight
 * and its minimum under it), and below that one card per line, then one per supplier's totals.
 */
export function ComparisonTable({ comparison }: { comparison: QuoteComparison }) {
  const wide = useMediaQuery(WIDE_LAYOUT);
  return wide ? <Grid comparison={comparison} /> : <Cards comparison={comparison} />;
}

function Grid({ comparison: { suppliers, lines } }: { comparison: QuoteComparison }) {
  const history = useOpenHistories();
  return (
    <Table aria-label="Comparação de preços">
      <TableHeader>
        <TableRow>
          <TableHead className="min-w-48">Item</TableHead>
          {suppliers.map((s) => (
            <TableHead key={s.id} className="min-w-36 align-top">
              <span className="block text-slate-900">{s.name}</span>
              <span className="block text-xs font-normal">{answerTerms(s)}</span>
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <Fragment key={line.id}>
            <TableRow>
              <th scope="row" className="px-3 py-2.5 text-left align-top font-normal">
                <span className="block font-medium">{line.description}</span>
                <span className="block text-xs text-slate-600">
                  {line.quantity} {line.unit}
                </span>
                <LastPaid line={line} />
                <HistoryToggle line={line} open={history.isOpen(line.id)} onToggle={() => history.toggle(line.id)} />
              </th>
              {suppliers.map((s) => {
                const offer = offerOf(line, s.id);
                return (
                  <TableCell key={s.id} className={cn('align-top', offer?.best && 'bg-emerald-50')}>
                    <OfferText line={line} offer={offer} />
                  </TableCell>
                );
              })}
            </TableRow>
            {line.productId && history.isOpen(line.id) && (
              <TableRow id={historyPanelId(line)}>
                <TableCell colSpan={suppliers.length + 1} className="bg-slate-50">
                  <LinePriceHistory productId={line.productId} />
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        ))}
        {TOTAL_ROWS.map((row) => (
          <TableRow key={row.label} className={cn('bg-slate-50', row.strong && 'font-semibold')}>
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {row.label}
            </th>
            {suppliers.map((s) => (
              <TableCell key={s.id} className="py-2 tabular-nums">
                {row.value(s)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Cards({ comparison: { suppliers, lines } }: { comparison: QuoteComparison }) {
  const history = useOpenHistories();
  return (
    <div className="space-y-4">
      <ul aria-label="Comparação de preços por item" className="space-y-3">
        {lines.map((line) => (
          <li key={line.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <h3 className="font-medium [overflow-wrap:anywhere]">{line.description}</h3>
            <p className="text-xs text-slate-600">
              {line.quantity} {line.unit}
            </p>
            <LastPaid line={line} />
            <HistoryToggle line={line} open={history.isOpen(line.id)} onToggle={() => history.toggle(line.id)} />
            <dl className="mt-2 divide-y divide-slate-100">
              {suppliers.map((s) => {
                const offer = offerOf(line, s.id);
                return (
                  <div
                    key={s.id}
                    className={cn('flex justify-between gap-3 px-1 py-1.5', offer?.best && 'rounded bg-emerald-50')}
                  >
                    <dt className="min-w-0 [overflow-wrap:anywhere]">{s.name}</dt>
                    <dd className="text-right">
                      <OfferText line={line} offer={offer} />
                    </dd>
                  </div>
                );
              })}
            </dl>
            {line.productId && history.isOpen(line.id) && (
              <div id={historyPanelId(line)} className="mt-2 border-t border-slate-100 pt-2">
                <LinePriceHistory productId={line.productId} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <ul aria-label="Totais por fornecedor" className="space-y-3">
        {suppliers.map((s) => (
          <li key={s.id} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
            <h3 className="font-medium [overflow-wrap:anywhere]">{s.name}</h3>
            <p className="text-xs text-slate-600">{answerTerms(s)}</p>
            <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1">
              {TOTAL_ROWS.map((row) => (
                <div key={row.label} className={cn('contents', row.strong && 'font-semibold')}>
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className="text-right tabular-nums">{row.value(s)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
