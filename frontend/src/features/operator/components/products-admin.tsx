import { useDeferredValue, useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DeleteAction } from '@/components/delete-action';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import { formatBRL } from '@/lib/format';
import { ProductFormDialog } from '@/components/product-form-dialog';
import {
  useAdminCategories,
  useAdminProducts,
  useAdminSuppliers,
  useDeleteProduct,
  useSaveProduct,
} from '../api/operator';

export function ProductsAdmin() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useAdminProducts({ page, search: useDeferredValue(search) });
  const remove = useDeleteProduct();
  const save = useSaveProduct();
  const categories = (useAdminCategories().data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const suppliers = (useAdminSuppliers().data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const form = { categories, suppliers };
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Produtos</CardTitle>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Input
            type="search"
            aria-label="Buscar produtos"
            placeholder="Buscar por nome, SKU, descrição…"
            className="w-full sm:w-64"
            value={search}
            onChange={(e) => (setSearch(e.target.value), setPage(1))}
          />
          <ProductFormDialog
            {...form}
            onSave={(input) => save.mutateAsync(input)}
            trigger={
              <Button>
                <Plus className="h-4 w-4" aria-hidden /> Novo produto
              </Button>
            }
          />
        </div>
      </CardHeader>
      <CardContent className="p-0">
        <QueryContent
          query={query}
          loading="Carregando produtos…"
          error="Não foi possível carregar os produtos."
          empty="Nenhum produto encontrado."
          isEmpty={(d) => d.data.length === 0}
          className="p-5 text-sm"
        >
          {(result) => (
            <>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Produto</TableHead>
                    <TableHead>Fornecedor</TableHead>
                    <TableHead>Categoria</TableHead>
                    <TableHead>Preço</TableHead>
                    <TableHead>Situação</TableHead>
                    <TableHead className="text-right">Ações</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {result.data.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell className="font-medium">
                        {p.name}
                        <span className="block text-xs font-normal text-slate-500">SKU {p.sku}</span>
                      </TableCell>
                      <TableCell>{p.supplier.name}</TableCell>
                      <TableCell>{p.category.name}</TableCell>
                      <TableCell>
                        {formatBRL(p.price)} / {p.unit}
                      </TableCell>
                      <TableCell className="space-x-1">
                        <Badge variant={p.isActive ? 'default' : 'secondary'}>{p.isActive ? 'Ativo' : 'Inativo'}</Badge>
                        {!p.inStock && <Badge variant="destructive">Sem estoque</Badge>}
                      </TableCell>
                      <TableCell className="text-right">
                        <ProductFormDialog
                          {...form}
                          product={p}
                          onSave={(input) => save.mutateAsync({ id: p.id, ...input })}
                          trigger={
                            <Button variant="ghost" size="icon" aria-label={`Editar ${p.name}`}>
                              <Pencil className="h-4 w-4" aria-hidden />
                            </Button>
                          }
                        />
                        {p.isActive && (
                          <DeleteAction
                            label={`Excluir ${p.name}`}
                            title={`Excluir ${p.name}?`}
                            description="O produto sai do catálogo e dos carrinhos."
                            confirmLabel="Excluir"
                            success="Produto excluído"
                            onConfirm={() => remove.mutateAsync(p.id)}
                          />
                        )}
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
