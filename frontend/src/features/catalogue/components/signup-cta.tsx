import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The call to action of a visitor without an account: prices are open, buying needs an account. */
export function SignupCta({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Criar conta"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <Store className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
        <p className="text-sm text-slate-700">
          <strong className="font-semibold text-slate-900">Compre direto dos fornecedores da sua cidade.</strong> Crie a
          conta do seu negócio para montar o carrinho, enviar pedidos e acompanhar as entregas.
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button asChild>
          <Link to="/get-started">Criar conta para comprar</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/auth">Entrar</Link>
        </Button>
      </div>
    </aside>
  );
}
