import { Link } from 'react-router';
import { ListPlus } from 'lucide-react';
import { TitledPage } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { CartView } from '@/features/cart/components/cart-view';
import { BudgetRemaining } from '@/features/budgets/components/budget-remaining';
import { useApprovedAtCreation } from '@/features/approvals/api/approvals';
import { useOrganization } from '@/features/organizations/api/organization';

export default function CartPage() {
  // Over budget, the owner's own order is still approved at creation (decision 0055): the box says so.
  const ownerOrder = useApprovedAtCreation(useOrganization().data?.role);
  return (
    <TitledPage
      width="max-w-6xl"
      title="Carrinho"
      description="Itens agrupados por fornecedor."
      actions={
        <Button asChild variant="outline">
          <Link to="/app/pedido-rapido">
            <ListPlus className="h-4 w-4" aria-hidden />
            Pedido rápido
          </Link>
        </Button>
      }
    >
      <BudgetRemaining className="mb-6" ownerOrder={ownerOrder} />
      <CartView />
    </TitledPage>
  );
}
