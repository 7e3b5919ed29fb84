import { useDeferredValue, useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DeleteAction } from '@/components/delete-action';
import { PaginationBar } from '@/components/pagination-bar';
import { ProductFormDialog } from '@/components/product-form-dialog';
import { QueryContent } from '@/components/query-content';
import { formatBRL, formatCount } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import {
  useCreateOwnProduct,
  useOwnProducts,
  useOwnProductStats,
  useProductCategories,
  useRemoveOwnProduct,
  useUpdateOwnProduct,
} from '../api/products';

/** The supplier's own catalogue: what buyers find, at which price, and whether it is in stock. */
export function Products() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useOwnProducts({ page, search: useDeferredValue(search.trim()) });
  const stats = useOwnProductStats();
  const create = useCreateOwnProduct();
  const update = useUpdateOwnProduct();
  const remove = useRemoveOwnProduct();
  const categories = (useProductCategories().data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle>Catálogo</CardTitle>
          {stats.data && (
            <p className="mt-1 text-sm text-slate-600">
              {formatCount(stats.data.activeProducts)} ativos · {formatCount(stats.data.inactiveProducts)} removidos
            </p>
          )}
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Input
            type="search"
            aria-label="Buscar produtos"
            placeholder="Buscar por nome, SKU, descrição…"
            className="min-w-0 flex-1 sm:w-64"
            value={search}
            onChange={(e) => (setSearch(e.target.value), setPage(1))}
          />
          <ProductFormDialog
            categories={categories}
            onSave={({ isActive: _active, supplierId: _supplier, ...input }) => create.mutateAsync(input)}
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
          empty={search ? 'Nenhum produto encontrado para essa busca.' : 'Nenhum produto ainda: cadastre o primeiro.'}
          isEmpty={(d) => d.data.length === 0}
          className="p-5 text-sm"
        >
          {(result) => (
            <>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Produto</TableHead>
                    <TableHead>Preço</TableHead>
                    <TableHead>Em estoque</TableHead>
                    <TableHead className="text-right">Ações</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {result.data.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell>
                        <p className="font-medium">{p.name}</p>
                        <p className="text-xs text-slate-500">
                          SKU {p.sku} · {p.category.name} · mínimo {p.minimumOrder} {p.unit}
                        </p>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        {formatBRL(p.price)} / {p.unit}
                      </TableCell>
                      <TableCell>
                        <Switch
                          label={`${p.name} em estoque`}
                          checked={p.inStock}
                          onCheckedChange={(inStock) =>
                            update.mutate({ id: p.id, inStock }, { onError: (e) => toastError(e) })
                          }
                        />
                      </TableCell>
                      <TableCell className="whitespace-nowrap text-right">
                        <ProductFormDialog
                          categories={categories}
                          product={{ ...p, supplierId: p.supplierId }}
                          onSave={({ isActive: _active, supplierId: _supplier, ...input }) =>
                            update.mutateAsync({ id: p.id, ...input })
                          }
                          trigger={
                            <Button variant="ghost" size="icon" aria-label={`Editar ${p.name}`}>
                              <Pencil className="h-4 w-4" aria-hidden />
                            </Button>
                          }
                        />
                        <DeleteAction
                          label={`Remover ${p.name}`}
                          title={`Remover ${p.name} do catálogo?`}
                          description="Compradores deixam de encontrá-lo; os pedidos já feitos continuam com ele."
                          confirmLabel="Remover"
                          success="Produto removido do catálogo"
                          onConfirm={() => remove.mutateAsync(p.id)}
                        />
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
