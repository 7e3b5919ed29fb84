import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryContent } from '@/components/query-content';
import { formatBRL, formatQuantity } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useCart, useClearCart } from '../api/cart';
import { CartLineRow } from './cart-line';
import { useLineSaveStates } from '@/lib/use-autosave';

export function CartView() {
  const query = useCart();
  const clear = useClearCart();
  // Checkout waits for every typed quantity: saved, and valid.
  const lines = useLineSaveStates();
  const ids = query.data?.items.map((line) => line.id) ?? [];
  const invalid = lines.invalid(ids);
  const blocked = invalid || lines.saving(ids);
  const onSaveState = lines.onSaveState;
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
                          <CartLineRow key={line.id} line={line} onSaveState={onSaveState} />
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
                  <span>{formatQuantity(cart.summary.suppliers.length, 'fornecedor', 'fornecedores')}</span>
                  {/* Products, not units: a dozen and a kilo do not add up. */}
                  <span>{formatQuantity(cart.items.length, 'produto', 'produtos')}</span>
                </p>
                <p className="flex justify-between text-lg font-bold">
                  <span>Total</span>
                  <span data-testid="cart-total">{formatBRL(cart.summary.total)}</span>
                </p>
                {blocked ? (
                  <>
                    <Button className="w-full" disabled aria-describedby="cart-blocked">
                      Finalizar pedido
                    </Button>
                    <p id="cart-blocked" className={invalid ? 'text-xs text-red-600' : 'text-xs text-slate-500'}>
                      {invalid
                        ? 'Corrija as quantidades marcadas para finalizar o pedido.'
                        : 'Salvando as quantidades…'}
                    </p>
                  </>
                ) : (
                  <Button asChild className="w-full">
                    <Link to="/app/checkout">Finalizar pedido</Link>
                  </Button>
                )}
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
