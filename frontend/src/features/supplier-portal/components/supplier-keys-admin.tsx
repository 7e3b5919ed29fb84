import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import { OPERATOR_KEYS, useSupplierKeys } from '../api/supplier-api';
import { CreateKeyDialog } from './create-key-dialog';
import { KeyActions, KeyEnabledSwitch, KeyValidity } from './key-actions';

export function SupplierKeysAdmin() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useSupplierKeys({ page, search: useDeferredValue(search) });
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Chaves de API dos fornecedores</CardTitle>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Input
            type="search"
            aria-label="Buscar chaves"
            placeholder="Nome, descrição ou fornecedor"
            className="w-full sm:w-64"
            value={search}
            onChange={(e) => (setSearch(e.target.value), setPage(1))}
          />
          <CreateKeyDialog scope={OPERATOR_KEYS} />
        </div>
      </CardHeader>
      <CardContent className="p-0">
        <QueryContent
          query={query}
          loading="Carregando chaves…"
          error="Não foi possível carregar as chaves."
          empty="Nenhuma chave ainda."
          isEmpty={(d) => d.data.length === 0}
          className="p-5 text-sm"
        >
          {(result) => (
            <>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Nome</TableHead>
                    <TableHead>Fornecedor</TableHead>
                    <TableHead>Chave</TableHead>
                    <TableHead>Situação</TableHead>
                    <TableHead>Chamadas</TableHead>
                    <TableHead>Ativa</TableHead>
                    <TableHead className="text-right">Ações</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {result.data.map((k) => (
                    <TableRow key={k.id}>
                      <TableCell className="font-medium">
                        <Link to={`/app/operator/keys/${k.id}`} className="text-brand-700 hover:underline">
                          {k.name}
                        </Link>
                      </TableCell>
                      <TableCell>{k.supplier.name}</TableCell>
                      <TableCell>
                        <code className="text-xs">{k.keyPreview}</code>
                      </TableCell>
                      <TableCell>
                        <KeyValidity k={k} />
                      </TableCell>
                      <TableCell>{k._count.usageLogs}</TableCell>
                      <TableCell>
                        <KeyEnabledSwitch k={k} scope={OPERATOR_KEYS} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap text-right">
                        <Button variant="ghost" size="icon" asChild>
                          <Link
                            to={`/app/operator/suppliers/${k.supplierId}/analytics`}
                            aria-label={`Analytics de ${k.supplier.name}`}
                          >
                            <BarChart3 className="h-4 w-4" aria-hidden />
                          </Link>
                        </Button>
                        <KeyActions k={k} scope={OPERATOR_KEYS} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <PaginationBar
                page={result.pagination.page}
                totalPages={result.pagination.totalPages}
                total={result.pagination.total}
                onPage={setPage}
              />
            </>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
