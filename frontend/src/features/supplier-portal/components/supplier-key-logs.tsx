import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryContent } from '@/components/query-content';
import { useSupplierKey, type KeyScope } from '../api/supplier-api';
import { ApiCallTable } from './api-call-table';

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
              <ApiCallTable calls={k.usageLogs} withIp />
            )}
          </CardContent>
        </Card>
      )}
    </QueryContent>
  );
}
