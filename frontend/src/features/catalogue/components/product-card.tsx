import { memo, useState } from 'react';
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/product-image';
import { QuantityStepper } from '@/components/quantity-stepper';
import { BuyerPrice } from '@/components/negotiated-price';
import type { Product } from '../api/catalogue';

/**
 * Memoized: a page holds 24 of them, and the catalogue draws again as its other answers arrive
 * (negotiated prices, the filters' lists) — on a phone each such pass over every card was a long task.
 * Its callers hand it stable props (ProductGrid passes `onAdd` through).
 */
export const ProductCard = memo(function ProductCard({
  product,
  onAdd,
  href = `/app/products/${product.id}`,
  supplierHref = `/app/suppliers/${product.supplier.id}`,
  notDeliveredTo,
  negotiated,
}: {
  product: Product;
  /** Called with the product's name too, so one function serves every card. */
  onAdd: (productId: string, quantity: number, name: string) => Promise<unknown>;
  /** Where the name and picture lead (the public catalogue has its own product page). */
  href?: string;
  /** The supplier's page; null shows the name without a link. */
  supplierHref?: string | null;
  /** The buyer's city, when this product's supplier does not deliver there: said instead of "Adicionar". */
  notDeliveredTo?: string;
  /** This buyer's price from an awarded cotação, when it holds. */
  negotiated?: { unitPrice: number; validUntil: string };
}) {
  const [quantity, setQuantity] = useState(product.minimumOrder);
  const [valid, setValid] = useState(true);
  const [busy, setBusy] = useState(false);
  const supplier = (
    <>
      <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: product.supplier.color }} aria-hidden />
      {product.supplier.name}
    </>
  );
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      aria-label={product.name}
    >
      {/* The picture repeats the name's link: one tab stop and one link per product for screen readers. */}
      <Link to={href} className="block h-32 bg-slate-50" tabIndex={-1} aria-hidden>
        <ProductImage src={product.image} alt="" icon={product.category.icon} />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {supplierHref ? (
          <Link
            to={supplierHref}
            className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600 hover:underline"
          >
            {supplier}
          </Link>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">{supplier}</span>
        )}
        <Link to={href} className="font-semibold leading-tight hover:underline">
          {product.name}
        </Link>
        <BuyerPrice listPrice={product.price} unit={product.unit} negotiated={negotiated} />
        {product.minimumOrder > 1 && (
          <p className="text-xs text-slate-500">
            Pedido mínimo: {product.minimumOrder} {product.unit}
          </p>
        )}
        <div className="mt-auto flex items-start justify-between gap-2 pt-2">
          {notDeliveredTo ? (
            <Badge variant="destructive">Não entrega em {notDeliveredTo}</Badge>
          ) : product.inStock ? (
            <>
              <QuantityStepper
                label={`Quantidade de ${product.name}`}
                value={quantity}
                min={product.minimumOrder}
                unit={product.unit}
                onChange={setQuantity}
                onValidityChange={setValid}
              />
              <Button
                size="sm"
                disabled={busy || !valid}
                aria-label={`Adicionar ${product.name} ao carrinho`}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onAdd(product.id, quantity, product.name);
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
});
