import { useState } from 'react';
import { Link } from 'react-router';
import { QueryContent } from '@/components/query-content';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useScorecardList, type Period } from '../api/scorecards';
import { ORDER_METRICS, QUOTE_METRICS, show } from './metrics';
import { PeriodSelect } from './scorecard-view';

/** Every supplier side by side (the buyer's over its own orders, the operator's over everyone's). */
export function ScorecardTable({ who, linkTo }: { who: 'buyer' | 'operator'; linkTo: (supplierId: string) => string }) {
  const [days, setDays] = useState<Period>('90');
  const query = useScorecardList(who, days);
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <PeriodSelect value={days} onChange={setDays} />
      </div>
      <QueryContent
        query={query}
        loading="Calculando o desempenho…"
        error="Não foi possível calcular o desempenho."
        empty="Nenhum pedido nem cotação enviados a fornecedores neste período."
        isEmpty={(list) => list.data.length === 0}
      >
        {(list) => (
          <Table aria-label="Desempenho dos fornecedores">
            <TableHeader>
              <TableRow>
                <TableHead>Fornecedor</TableHead>
                <TableHead className="text-right">Pedidos</TableHead>
                {ORDER_METRICS.map((m) => (
                  <TableHead key={m.key} className="text-right" title={m.hint}>
                    {m.label}
                  </TableHead>
                ))}
                <TableHead className="text-right" title="Cotações enviadas com resposta devida">
                  Cotações
                </TableHead>
                {QUOTE_METRICS.map((m) => (
                  <TableHead key={m.key} className="text-right" title={m.hint}>
                    {m.label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.map((row) => (
                <TableRow key={row.supplierId}>
                  <TableCell>
                    <Link to={linkTo(row.supplierId)} className="font-medium text-brand-700 hover:underline">
                      {row.supplierName}
                    </Link>
                  </TableCell>
                  <TableCell className="text-right">{row.orders}</TableCell>
                  {ORDER_METRICS.map((m) => (
                    <TableCell key={m.key} className="text-right">
                      {show(m, row)}
                    </TableCell>
                  ))}
                  <TableCell className="text-right">{row.counts.quotesInvited}</TableCell>
                  {QUOTE_METRICS.map((m) => (
                    <TableCell key={m.key} className="text-right">
                      {show(m, row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryContent>
    </div>
  );
}
