import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { QueryContent } from '@/components/query-content';
import { formatDateTime } from '@/lib/format';
import { PORTAL_KEYS, useKeysOfSupplier } from '../api/supplier-api';
import { CreateKeyDialog } from './create-key-dialog';
import { KeyActions, KeyEnabledSwitch, KeyValidity } from './key-actions';

/**
 * The supplier's own API keys in the portal: everyone sees them and their latest calls, supplier
 * admins create, rotate, switch off and delete.
 */
export function OwnKeys({ canManage }: { canManage: boolean }) {
  const query = useKeysOfSupplier(PORTAL_KEYS);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <div>
            <CardTitle>Chaves de API</CardTitle>
            <p className="mt-1 text-sm text-slate-600">
              Seu sistema envia a chave no cabeçalho <code>x-api-key</code> da{' '}
              <Link to="/docs" className="text-brand-700 underline hover:no-underline">
                API do fornecedor
              </Link>{' '}
              para ler pedidos, confirmá-los e manter produtos.
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" asChild>
              <Link to="/fornecedor/api/uso">
                <BarChart3 className="h-4 w-4" aria-hidden /> Uso da API
              </Link>
            </Button>
            {canManage && <CreateKeyDialog scope={PORTAL_KEYS} />}
          </div>
        </CardHeader>
        <CardContent className="p-0">
          <QueryContent
            query={query}
            loading="Carregando chaves…"
            error="Não foi possível carregar as chaves."
            empty={canManage ? 'Nenhuma chave ainda: crie uma para integrar seu sistema.' : 'Nenhuma chave ainda.'}
            isEmpty={(d) => d.data.length === 0}
            className="p-5 text-sm"
          >
            {(result) => (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Nome</TableHead>
                    <TableHead>Chave</TableHead>
                    <TableHead>Situação</TableHead>
                    <TableHead>Chamadas</TableHead>
                    <TableHead>Ativa</TableHead>
                    {canManage && <TableHead className="text-right">Ações</TableHead>}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {result.data.map((k) => (
                    <TableRow key={k.id}>
                      <TableCell className="font-medium">
                        <Link to={`/fornecedor/api/chaves/${k.id}`} className="text-brand-700 hover:underline">
                          {k.name}
                        </Link>
                        {k.lastUsedAt && (
                          <p className="text-xs font-normal text-slate-500">usada em {formatDateTime(k.lastUsedAt)}</p>
                        )}
                      </TableCell>
                      <TableCell>
                        <code className="text-xs">{k.keyPreview}</code>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        <KeyValidity k={k} />
                      </TableCell>
                      <TableCell>{k._count.usageLogs}</TableCell>
                      <TableCell>
                        {canManage ? (
                          <KeyEnabledSwitch k={k} scope={PORTAL_KEYS} />
                        ) : (
                          <Badge variant={k.enabled ? 'default' : 'secondary'}>{k.enabled ? 'Sim' : 'Não'}</Badge>
                        )}
                      </TableCell>
                      {canManage && (
                        <TableCell className="whitespace-nowrap text-right">
                          <KeyActions k={k} scope={PORTAL_KEYS} />
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </QueryContent>
        </CardContent>
      </Card>
    </div>
  );
}
