import { Link } from 'react-router';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QuantityStepper } from '@/components/quantity-stepper';
import { QueryContent } from '@/components/query-content';
import { formatBRL } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useCart, useClearCart, useRemoveCartLine, useUpdateCartLine } from '../api/cart';

export function CartView() {
  const query = useCart();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const clear = useClearCart();
  return (
    <QueryContent query={query} loading="Carregando carrinho…" error="Não foi possível carregar o carrinho.">
      {(cart) =>
        cart.items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <ShoppingCart className="mx-auto h-10 w-10 text-slate-300" aria-hidden />
            <p className="mt-3 font-medium">Seu carrinho está vazio</p>
            <p className="text-sm text-slate-500">Adicione produtos do catálogo para montar seu pedido.</p>
            <Button asChild className="mt-4">
              <Link to="/app">Ver o catálogo</Link>
            </Button>
          </div>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
            <div className="space-y-4">
              {cart.summary.suppliers.map((group) => (
                <Card key={group.supplierId} aria-label={`Itens de ${group.name}`}>
                  <CardHeader className="flex flex-row items-center justify-between">
                    <CardTitle>
                      <span className="inline-flex items-center gap-2">
                        <span className="h-3 w-3 rounded-full" style={{ backgroundColor: group.color }} aria-hidden />
                        {group.name}
                      </span>
                    </CardTitle>
                    <span className="text-sm text-slate-600">
                      Subtotal:{' '}
                      <strong data-testid={`subtotal-${group.supplierId}`}>{formatBRL(group.subtotal)}</strong>
                    </span>
                  </CardHeader>
                  <CardContent>
                    {group.warnings.length > 0 && (
                      <ul
                        className="mb-3 space-y-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
                        aria-label={`Avisos de ${group.name}`}
                      >
                        {group.warnings.map((w) => (
                          <li key={w}>{w}</li>
                        ))}
                      </ul>
                    )}
                    <ul className="divide-y divide-slate-100">
                      {cart.items
                        .filter((line) => line.supplierId === group.supplierId)
                        .map((line) => (
                          <li
                            key={line.id}
                            className="flex flex-wrap items-center justify-between gap-3 py-3"
                            aria-label={line.product.name}
                          >
                            <div>
                              <p className="font-medium">
                                {line.product.name}
                                {!line.product.available && (
                                  <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-700">
                                    Saiu do catálogo
                                  </span>
                                )}
                                {line.product.available && !line.product.inStock && (
                                  <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">
                                    Sem estoque
                                  </span>
                                )}
                              </p>
                              <p className="text-xs text-slate-500">
                                {formatBRL(line.price)} / {line.product.unit}
                                {line.product.minimumOrder > 1 && ` · mínimo ${line.product.minimumOrder}`}
                              </p>
                            </div>
                            <div className="flex items-center gap-3">
                              <QuantityStepper
                                label={`Quantidade de ${line.product.name}`}
                                value={line.quantity}
                                min={line.product.minimumOrder}
                                disabled={update.isPending}
                                onChange={(quantity) =>
                                  update.mutate({ id: line.id, quantity }, { onError: (e) => toastError(e) })
                                }
                              />
                              <span className="w-24 text-right font-semibold">
                                {formatBRL(line.price * line.quantity)}
                              </span>
                              <Button
                                variant="ghost"
                                size="icon"
                                aria-label={`Remover ${line.product.name}`}
                                onClick={() =>
                                  remove.mutate(line.id, {
                                    onSuccess: () => toast.success('Item removido'),
                                    onError: (e) => toastError(e),
                                  })
                                }
                              >
                                <Trash2 className="h-4 w-4" aria-hidden />
                              </Button>
                            </div>
                          </li>
                        ))}
                    </ul>
                  </CardContent>
                </Card>
              ))}
            </div>
            <Card className="h-fit">
              <CardHeader>
                <CardTitle>Resumo</CardTitle>
              </CardHeader>
              <CardContent className="space-y-3">
                <p className="flex justify-between text-sm">
                  <span>{cart.summary.suppliers.length} fornecedor(es)</span>
                  <span>{cart.summary.itemCount} unidade(s)</span>
                </p>
                <p className="flex justify-between text-lg font-bold">
                  <span>Total</span>
                  <span data-testid="cart-total">{formatBRL(cart.summary.total)}</span>
                </p>
                <Button asChild className="w-full">
                  <Link to="/app/checkout">Finalizar pedido</Link>
                </Button>
                <ConfirmDialog
                  title="Esvaziar o carrinho?"
                  description="Todos os itens serão removidos."
                  confirmLabel="Esvaziar"
                  onConfirm={() =>
                    clear.mutateAsync(undefined).then(() => toast.success('Carrinho esvaziado'), toastError)
                  }
                  trigger={
                    <Button variant="outline" className="w-full">
                      Esvaziar carrinho
                    </Button>
                  }
                />
              </CardContent>
            </Card>
          </div>
        )
      }
    </QueryContent>
  );
}
