import { useState } from 'react';
import { Link } from 'react-router';
import { Package, ShoppingCart } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/quantity-stepper';
import { formatBRL } from '@/lib/format';
import type { Product } from '../api/catalogue';

export function ProductCard({
  product,
  onAdd,
}: {
  product: Product;
  onAdd: (productId: string, quantity: number) => Promise<unknown>;
}) {
  const [quantity, setQuantity] = useState(product.minimumOrder);
  const [busy, setBusy] = useState(false);
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      aria-label={product.name}
    >
      <Link to={`/app/products/${product.id}`} className="grid h-32 place-items-center bg-slate-50">
        {product.image ? (
          <img src={product.image} alt="" className="h-full w-full object-cover" />
        ) : (
          <Package className="h-10 w-10 text-slate-300" aria-hidden />
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Link
          to={`/app/suppliers/${product.supplier.id}`}
          className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600 hover:underline"
        >
          <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: product.supplier.color }} aria-hidden />
          {product.supplier.name}
        </Link>
        <Link to={`/app/products/${product.id}`} className="font-semibold leading-tight hover:underline">
          {product.name}
        </Link>
        <p className="text-sm text-slate-500">
          <span className="text-lg font-bold text-slate-900">{formatBRL(product.price)}</span> / {product.unit}
        </p>
        {product.minimumOrder > 1 && (
          <p className="text-xs text-slate-500">
            Pedido mínimo: {product.minimumOrder} {product.unit}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          {product.inStock ? (
            <>
              <QuantityStepper
                label={`Quantidade de ${product.name}`}
                value={quantity}
                min={product.minimumOrder}
                onChange={setQuantity}
              />
              <Button
                size="sm"
                disabled={busy}
                aria-label={`Adicionar ${product.name} ao carrinho`}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onAdd(product.id, quantity);
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                <ShoppingCart className="h-4 w-4" aria-hidden /> Adicionar
              </Button>
            </>
          ) : (
            <Badge variant="destructive">Fora de estoque</Badge>
          )}
        </div>
      </div>
    </article>
  );
}
