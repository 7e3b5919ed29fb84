import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { ProductImage } from '@/components/product-image';
import { QuantityStepper } from '@/components/quantity-stepper';
import { QueryContent } from '@/components/query-content';
import { useProduct } from '@/features/catalogue/api/catalogue';
import { useDeliveryAddresses } from '@/features/organizations/api/delivery-addresses';
import { ProductSummary } from '@/features/catalogue/components/product-summary';
import { useNegotiatedPrices } from '@/features/catalogue/api/negotiated-prices';
import { useSession } from '@/features/identity/api/get-session';
import { AddToListButton } from '@/features/cart/components/add-to-list';
import { ProductPriceHistory } from '@/features/catalogue/components/product-price-history';
import { useAddToCartWithFeedback } from '../use-add-to-cart';

export default function ProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  // The organization's default delivery address: a supplier that does not serve its city is said here,
  // before the cart or checkout would refuse it.
  const home = useDeliveryAddresses().data?.find((a) => a.isDefault)?.city;
  const addToCart = useAddToCartWithFeedback();
  const negotiated = useNegotiatedPrices(Boolean(useSession().data?.session.activeOrganizationId));
  const [quantity, setQuantity] = useState<number | null>(null);
  // While the typed quantity is below the minimum, nothing is added (the field says why).
  const [valid, setValid] = useState(true);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <QueryContent query={query} loading="Carregando produto…" error="Produto não encontrado.">
        {(p) => (
          <div className="grid gap-8 md:grid-cols-2">
            <div className="aspect-square overflow-hidden rounded-xl border border-slate-200 bg-white">
              <ProductImage src={p.image} alt={p.name} icon={p.category.icon} iconClassName="h-20 w-20" />
            </div>
            <div className="space-y-4">
              <ProductSummary
                product={p}
                supplierHref={`/app/suppliers/${p.supplier.id}`}
                negotiated={negotiated.data?.get(p.id)}
              />
              {home && !p.supplier.cities.some((c) => c.id === home.id) && (
                <p
                  role="note"
                  className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
                >
                  <strong>Não entrega em {home.name}.</strong> {p.supplier.name} entrega em{' '}
                  {p.supplier.cities.map((c) => c.name).join(', ') || 'nenhuma cidade por enquanto'}. Escolha outro
                  endereço de entrega para comprar dele.
                </p>
              )}
              {p.inStock ? (
                <div className="flex flex-wrap items-center gap-3">
                  <QuantityStepper
                    label="Quantidade"
                    value={quantity ?? p.minimumOrder}
                    min={p.minimumOrder}
                    unit={p.unit}
                    onChange={setQuantity}
                    onValidityChange={setValid}
                  />
                  <Button disabled={!valid} onClick={() => void addToCart(p.id, quantity ?? p.minimumOrder, p.name)}>
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
            <ProductPriceHistory productId={p.id} className="md:col-span-2" />
          </div>
        )}
      </QueryContent>
    </main>
  );
}
