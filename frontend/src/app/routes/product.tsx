import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Package } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/quantity-stepper';
import { QueryContent } from '@/components/query-content';
import { formatBRL } from '@/lib/format';
import { useProduct } from '@/features/catalogue/api/catalogue';
import { useAddToCartWithFeedback } from '../use-add-to-cart';

export default function ProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const addToCart = useAddToCartWithFeedback();
  const [quantity, setQuantity] = useState<number | null>(null);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <QueryContent query={query} loading="Carregando produto…" error="Produto não encontrado.">
        {(p) => (
          <div className="grid gap-8 md:grid-cols-2">
            <div className="grid aspect-square place-items-center rounded-xl border border-slate-200 bg-white">
              {p.image ? (
                <img src={p.image} alt={p.name} className="h-full w-full rounded-xl object-cover" />
              ) : (
                <Package className="h-16 w-16 text-slate-300" aria-hidden />
              )}
            </div>
            <div className="space-y-4">
              <Badge variant="secondary">{p.category.name}</Badge>
              <h1 className="text-3xl font-bold">{p.name}</h1>
              <p>
                <span className="text-3xl font-bold">{formatBRL(p.price)}</span>{' '}
                <span className="text-slate-500">/ {p.unit}</span>
              </p>
              {p.description && <p className="text-slate-600">{p.description}</p>}
              <p className="text-sm">
                Fornecedor:{' '}
                <Link to={`/app/suppliers/${p.supplier.id}`} className="font-medium text-brand-700 hover:underline">
                  {p.supplier.name}
                </Link>
                {p.supplier.cities && p.supplier.cities.length > 0 && (
                  <span className="text-slate-500">
                    {' '}
                    · atende {p.supplier.cities.map((c) => `${c.name}/${c.state}`).join(', ')}
                  </span>
                )}
              </p>
              {p.inStock ? (
                <div className="flex items-center gap-3">
                  <QuantityStepper
                    label="Quantidade"
                    value={quantity ?? p.minimumOrder}
                    min={p.minimumOrder}
                    onChange={setQuantity}
                  />
                  <Button onClick={() => void addToCart(p.id, quantity ?? p.minimumOrder, p.name)}>
                    Adicionar ao carrinho
                  </Button>
                </div>
              ) : (
                <Badge variant="destructive">Fora de estoque</Badge>
              )}
              {p.minimumOrder > 1 && (
                <p className="text-sm text-slate-500">
                  Pedido mínimo: {p.minimumOrder} {p.unit}
                </p>
              )}
            </div>
          </div>
        )}
      </QueryContent>
    </main>
  );
}
