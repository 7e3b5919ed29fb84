import { lazy, Suspense, useState } from 'react';
import { Activity, AlertTriangle, CheckCircle2, Timer } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatPercent } from '@/lib/format';
import { useAnalytics, useKeysOfSupplier, type KeyScope } from '../api/supplier-api';
import { ApiCallTable } from './api-call-table';

// Charts load only with this page.
const UsageChart = lazy(() => import('./usage-chart').then((m) => ({ default: m.UsageChart })));

const PERIODS = [
  { value: '7', label: '7 dias' },
  { value: '30', label: '30 dias' },
  { value: '90', label: '90 dias' },
  { value: '365', label: '1 ano' },
];
/** A share of the total as pt-BR reads it ("72,7%"). */
const percent = (part: number, total: number) => formatPercent(total === 0 ? 0 : part / total);

function StatCard({
  title,
  value,
  hint,
  icon: Icon,
}: {
  title: string;
  value: string;
  hint?: string;
  icon: typeof Activity;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between pb-2">
        <CardDescription>{title}</CardDescription>
        <Icon className="h-4 w-4 text-slate-400" aria-hidden />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold">{value}</p>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </CardContent>
    </Card>
  );
}

/** SPEC section 2: the supplier's API usage, by period and key (the operator's view or the supplier's own). */
export function SupplierAnalytics({ scope, title = 'Analytics do Fornecedor' }: { scope: KeyScope; title?: string }) {
  const [days, setDays] = useState('30');
  const [keyId, setKeyId] = useState('all');
  const keys = useKeysOfSupplier(scope);
  const query = useAnalytics({ scope, keyId, days: Number(days) });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-slate-600">Acompanhe o uso das chaves de API e o desempenho das integrações</p>
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Select aria-label="Período" className="w-36" value={days} onValueChange={setDays} options={PERIODS} />
          <Select
            aria-label="Chave de API"
            className="w-full sm:w-56"
            value={keyId}
            onValueChange={setKeyId}
            options={[
              { value: 'all', label: 'Todas as chaves' },
              ...(keys.data?.data ?? []).map((k) => ({ value: k.id, label: k.name })),
            ]}
          />
        </div>
      </div>

      {query.isPending ? (
        <p role="status" className="text-slate-500">
          Carregando analytics...
        </p>
      ) : query.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
          <p className="font-semibold text-red-800">Erro ao carregar analytics</p>
          <p className="text-sm text-red-700">Não foi possível carregar os dados de analytics. Tente novamente.</p>
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard title="Total de requisições" value={String(query.data.totalRequests)} icon={Activity} />
            <StatCard
              title="Taxa de sucesso"
              value={percent(query.data.successRequests, query.data.totalRequests)}
              hint={`${query.data.successRequests} de ${query.data.totalRequests} requisições`}
              icon={CheckCircle2}
            />
            <StatCard title="Tempo médio de resposta" value={`${query.data.averageResponseTime} ms`} icon={Timer} />
            <StatCard
              title="Erros"
              value={String(query.data.errorRequests)}
              hint={`${percent(query.data.errorRequests, query.data.totalRequests)} do total`}
              icon={AlertTriangle}
            />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Requisições por dia</CardTitle>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<p className="text-sm text-slate-500">Carregando gráfico…</p>}>
                <UsageChart data={query.data.usageByDay} />
              </Suspense>
            </CardContent>
          </Card>
          {/* grid-cols-1 (minmax(0, 1fr)): a wide table scrolls in its card instead of widening the page. */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Uso por endpoint</CardTitle>
              </CardHeader>
              <CardContent className="p-0">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Endpoint</TableHead>
                      <TableHead>Requisições</TableHead>
                      <TableHead>Tempo médio</TableHead>
                      <TableHead>% do total</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {query.data.usageByEndpoint.map((e) => (
                      <TableRow key={e.endpoint}>
                        <TableCell className="font-mono text-xs">{e.endpoint}</TableCell>
                        <TableCell>{e.requests}</TableCell>
                        <TableCell>{e.averageResponseTime} ms</TableCell>
                        <TableCell>{percent(e.requests, query.data.totalRequests)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Atividade recente</CardTitle>
              </CardHeader>
              <CardContent className="p-0">
                <ApiCallTable calls={query.data.recentActivity} />
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
