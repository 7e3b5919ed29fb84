import { Link, useNavigate } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { formatBRL } from '@/lib/format';
import { useCart } from '@/features/cart/api/cart';
import { CheckoutForm } from '@/features/orders/components/checkout-form';

export default function CheckoutPage() {
  const navigate = useNavigate();
  const cart = useCart();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <PageHeader title="Finalizar pedido" description="Revise os itens por fornecedor e envie para aprovação." />
      <QueryContent query={cart} loading="Carregando carrinho…" error="Não foi possível carregar o carrinho.">
        {(c) =>
          c.items.length === 0 ? (
            <p className="text-slate-600">
              Seu carrinho está vazio.{' '}
              <Link to="/app" className="text-brand-700 hover:underline">
                Voltar ao catálogo
              </Link>
            </p>
          ) : (
            <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
              <div className="space-y-4">
                {c.summary.suppliers.map((group) => (
                  <Card key={group.supplierId}>
                    <CardHeader className="flex flex-row items-center justify-between">
                      <CardTitle>{group.name}</CardTitle>
                      <span className="text-sm">Subtotal: {formatBRL(group.subtotal)}</span>
                    </CardHeader>
                    <CardContent>
                      <ul className="space-y-1 text-sm">
                        {c.items
                          .filter((line) => line.supplierId === group.supplierId)
                          .map((line) => (
                            <li key={line.id} className="flex justify-between">
                              <span>
                                {line.quantity} {line.product.unit} · {line.product.name}
                              </span>
                              <span>{formatBRL(line.price * line.quantity)}</span>
                            </li>
                          ))}
                      </ul>
                    </CardContent>
                  </Card>
                ))}
              </div>
              <Card className="h-fit">
                <CardHeader>
                  <CardTitle>Total {formatBRL(c.summary.total)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CheckoutForm onPlaced={(id) => navigate(`/app/orders/${id}`)} />
                </CardContent>
              </Card>
            </div>
          )
        }
      </QueryContent>
    </main>
  );
}
