import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DeleteAction } from '@/components/delete-action';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import { useAdminSuppliers, useDeleteSupplier } from '../api/operator';
import { SupplierFormDialog } from './supplier-form-dialog';

const PAGE = 10;

export function SuppliersAdmin() {
  const query = useAdminSuppliers();
  const remove = useDeleteSupplier();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Fornecedores</CardTitle>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Input
            type="search"
            aria-label="Buscar fornecedores"
            placeholder="Buscar por nome ou CNPJ"
            className="w-full sm:w-64"
            value={search}
            onChange={(e) => (setSearch(e.target.value), setPage(1))}
          />
          <SupplierFormDialog
            trigger={
              <Button>
                <Plus className="h-4 w-4" aria-hidden /> Novo fornecedor
              </Button>
            }
          />
        </div>
      </CardHeader>
      <CardContent className="p-0">
        <QueryContent
          query={query}
          loading="Carregando fornecedores…"
          error="Não foi possível carregar os fornecedores."
          className="p-5 text-sm"
        >
          {(all) => {
            const term = search.trim().toLowerCase();
            const cnpjTerm = term.replace(/[^0-9a-z]/g, '').toUpperCase();
            const rows = all.filter(
              (s) => !term || s.name.toLowerCase().includes(term) || (cnpjTerm.length > 0 && s.cnpj.includes(cnpjTerm)),
            );
            const totalPages = Math.max(1, Math.ceil(rows.length / PAGE));
            return rows.length === 0 ? (
              <p className="p-5 text-sm text-slate-500">Nenhum fornecedor encontrado.</p>
            ) : (
              <>
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Nome</TableHead>
                      <TableHead>CNPJ</TableHead>
                      <TableHead>Cidades</TableHead>
                      <TableHead>Situação</TableHead>
                      <TableHead className="text-right">Ações</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.slice((page - 1) * PAGE, page * PAGE).map((s) => (
                      <TableRow key={s.id}>
                        <TableCell className="font-medium">
                          <span className="inline-flex items-center gap-2">
                            <span className="h-3 w-3 rounded-full" style={{ backgroundColor: s.color }} aria-hidden />
                            {s.name}
                          </span>
                        </TableCell>
                        <TableCell>{s.cnpjFormatted}</TableCell>
                        <TableCell>{s.cities.map((c) => `${c.name}/${c.state}`).join(', ')}</TableCell>
                        <TableCell>
                          <Badge variant={s.isActive ? 'default' : 'secondary'}>
                            {s.isActive ? 'Ativo' : 'Inativo'}
                          </Badge>
                        </TableCell>
                        <TableCell className="text-right">
                          <SupplierFormDialog
                            supplier={s}
                            trigger={
                              <Button variant="ghost" size="icon" aria-label={`Editar ${s.name}`}>
                                <Pencil className="h-4 w-4" aria-hidden />
                              </Button>
                            }
                          />
                          <DeleteAction
                            label={`Excluir ${s.name}`}
                            title={`Excluir ${s.name}?`}
                            description="Os produtos do fornecedor e os itens deles nos carrinhos também serão removidos."
                            confirmLabel="Excluir"
                            success="Fornecedor excluído com sucesso"
                            onConfirm={() => remove.mutateAsync(s.id)}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <PaginationBar page={page} totalPages={totalPages} total={rows.length} onPage={setPage} />
              </>
            );
          }}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
