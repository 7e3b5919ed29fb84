import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { useCart } from '@/features/cart/api/cart';

export function CartButton() {
  const { data } = useCart();
  const count = data?.items.length ?? 0;
  return (
    <Link
      to="/app/cart"
      className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
      aria-label={`Carrinho: ${count} ${count === 1 ? 'item' : 'itens'}`}
    >
      <ShoppingCart className="h-5 w-5" aria-hidden />
      {count > 0 && (
        <span className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs font-semibold text-white">
          {count}
        </span>
      )}
    </Link>
  );
}
