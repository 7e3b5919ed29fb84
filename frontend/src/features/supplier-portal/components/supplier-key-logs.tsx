import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { QueryContent } from '@/components/query-content';
import { formatDateTime } from '@/lib/format';
import { useSupplierKey, type KeyScope } from '../api/supplier-api';

export function SupplierKeyLogs({ id, scope }: { id: string; scope?: KeyScope }) {
  const query = useSupplierKey(id, scope);
  return (
    <QueryContent query={query} loading="Carregando chave…" error="Chave não encontrada.">
      {(k) => (
        <Card>
          <CardHeader>
            <CardTitle as="h1">
              {k.name} · {k.supplier.name}
            </CardTitle>
            <p className="text-sm text-slate-600">
              <code>{k.keyPreview}</code> · {k._count.usageLogs} chamadas · últimas 50 abaixo
            </p>
          </CardHeader>
          <CardContent className="p-0">
            {k.usageLogs.length === 0 ? (
              <p className="p-5 text-sm text-slate-500">Nenhuma chamada ainda.</p>
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Endpoint</TableHead>
                    <TableHead>Método</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Tempo</TableHead>
                    <TableHead>IP</TableHead>
                    <TableHead>Data/hora</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {k.usageLogs.map((l) => (
                    <TableRow key={l.id}>
                      <TableCell className="font-mono text-xs">{l.endpoint}</TableCell>
                      <TableCell>{l.method}</TableCell>
                      <TableCell>
                        <Badge variant={l.statusCode >= 200 && l.statusCode <= 299 ? 'default' : 'destructive'}>
                          {l.statusCode}
                        </Badge>
                      </TableCell>
                      <TableCell>{l.responseTime} ms</TableCell>
                      <TableCell>{l.ipAddress ?? '—'}</TableCell>
                      <TableCell>{formatDateTime(l.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      )}
    </QueryContent>
  );
}
