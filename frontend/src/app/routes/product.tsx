import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/product-image';
import { QuantityStepper } from '@/components/quantity-stepper';
import { QueryContent } from '@/components/query-content';
import { formatBRL } from '@/lib/format';
import { useProduct } from '@/features/catalogue/api/catalogue';
import { AddToListButton } from '@/features/shopping-lists/components/add-to-list';
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
            <div className="aspect-square overflow-hidden rounded-xl border border-slate-200 bg-white">
              <ProductImage src={p.image} alt={p.name} icon={p.category.icon} iconClassName="h-20 w-20" />
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
                <div className="flex flex-wrap items-center gap-3">
                  <QuantityStepper
                    label="Quantidade"
                    value={quantity ?? p.minimumOrder}
                    min={p.minimumOrder}
                    onChange={setQuantity}
                  />
                  <Button onClick={() => void addToCart(p.id, quantity ?? p.minimumOrder, p.name)}>
                    Adicionar ao carrinho
                  </Button>
                  <AddToListButton product={p} quantity={quantity ?? p.minimumOrder} />
                </div>
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  <Badge variant="destructive">Fora de estoque</Badge>
                  {/* A list is for next week too: a product out of stock today can still go on it. */}
                  <AddToListButton product={p} quantity={p.minimumOrder} />
                </div>
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
