import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/product-image';
import { QuantityStepper } from '@/components/quantity-stepper';
import { QueryContent } from '@/components/query-content';
import { useAddToCart } from '@/features/cart/api/cart';
import { useProduct, type ProductDetail } from '@/features/catalogue/api/catalogue';
import { ProductSummary } from '@/features/catalogue/components/product-summary';
import { PublicShell } from '@/components/public-shell';
import { SignupCta } from '@/features/catalogue/components/signup-cta';
import { sessionStateOf, usePublicAdd, type SessionState } from '@/features/catalogue/use-public-add';
import { useSession } from '@/features/identity/api/get-session';

/** /catalogo/:id: one product without an account (the worker writes its title and Open Graph tags). */
export default function PublicProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const session = sessionStateOf(useSession());
  const addToCart = useAddToCart();
  const { onAdd, completing } = usePublicAdd({ session, addToCart: addToCart.mutateAsync });

  return (
    <PublicShell signedIn={session === 'signed-in'}>
      <Link
        to="/catalogo"
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Catálogo
      </Link>
      {completing && (
        <p role="status" className="mb-4 text-sm text-slate-600">
          Adicionando ao carrinho…
        </p>
      )}
      <QueryContent query={query} loading="Carregando produto…" error="Produto não encontrado.">
        {(p) => <ProductDetails product={p} session={session} onAdd={onAdd} />}
      </QueryContent>
    </PublicShell>
  );
}

function ProductDetails({
  product: p,
  session,
  onAdd,
}: {
  product: ProductDetail;
  session: SessionState;
  onAdd: (productId: string, quantity: number, name?: string) => Promise<unknown>;
}) {
  const [quantity, setQuantity] = useState(p.minimumOrder);
  const [valid, setValid] = useState(true);
  const [busy, setBusy] = useState(false);
  return (
    <div className="space-y-8">
      <div className="grid gap-8 md:grid-cols-[minmax(0,26rem)_1fr]">
        <div className="aspect-[4/3] overflow-hidden rounded-xl border border-slate-200 bg-white md:aspect-square">
          <ProductImage src={p.image} alt={p.name} icon={p.category.icon} iconClassName="h-20 w-20" />
        </div>
        <div className="space-y-4">
          <ProductSummary product={p} />
          {p.inStock ? (
            <div className="flex flex-wrap items-start gap-3">
              <QuantityStepper
                label="Quantidade"
                value={quantity}
                min={p.minimumOrder}
                unit={p.unit}
                onChange={setQuantity}
                onValidityChange={setValid}
              />
              <Button
                disabled={!valid || busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onAdd(p.id, quantity, p.name);
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                <ShoppingCart className="h-4 w-4" aria-hidden /> Adicionar ao carrinho
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
          {session === 'anonymous' && (
            <p className="text-sm text-slate-500">Ao adicionar, pedimos que você entre na sua conta.</p>
          )}
        </div>
      </div>
      {session === 'anonymous' && <SignupCta />}
    </div>
  );
}
