import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { TitledPage } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePreviewQuickOrder } from '@/features/cart/api/quick-order';
import { QuickOrderForm } from '@/features/cart/components/quick-order-form';
import { QuickOrderPreviewPanel } from '@/features/cart/components/quick-order-preview';

/** /app/pedido-rapido: a WhatsApp list or SKUs and quantities, pasted or from a CSV, checked, then into the cart. */
export default function QuickOrderPage() {
  const check = usePreviewQuickOrder();
  return (
    <TitledPage
      width="max-w-6xl"
      className="space-y-6"
      title="Pedido rápido"
      description="Cole a lista do WhatsApp ou os SKUs e as quantidades (ou envie um CSV), confira os produtos encontrados e adicione ao carrinho de uma vez."
      actions={
        <Button asChild variant="outline">
          <Link to="/app/cart">
            <ShoppingCart className="h-4 w-4" aria-hidden />
            Ver carrinho
          </Link>
        </Button>
      }
    >
      <Card>
        <CardContent className="pt-5">
          <QuickOrderForm
            onCheck={(text) => check.mutate(text)}
            checking={check.isPending}
            serverError={check.error?.message ?? null}
          />
        </CardContent>
      </Card>
      {/* A new check starts the choices over. */}
      {check.data && <QuickOrderPreviewPanel key={check.submittedAt} preview={check.data} />}
    </TitledPage>
  );
}
