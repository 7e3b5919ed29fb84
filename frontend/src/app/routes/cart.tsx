import { PageHeader } from '@/components/page-header';
import { CartView } from '@/features/cart/components/cart-view';

export default function CartPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader title="Carrinho" description="Itens agrupados por fornecedor." />
      <CartView />
    </main>
  );
}
