import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { SiteLinks } from '@/components/public-shell';
import { Button } from '@/components/ui/button';

export default function Landing() {
  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <BrandMark />
        <nav className="flex items-center gap-3" aria-label="Conta">
          <Button variant="ghost" asChild>
            <Link to="/auth">Entrar</Link>
          </Button>
          <Button asChild>
            <Link to="/get-started">Comece agora</Link>
          </Button>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-6 py-20">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          Compras de insumos para o seu negócio, num só lugar.
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600">
          Restaurantes, padarias e lojas compram de fornecedores da sua cidade, montam o carrinho e enviam pedidos que
          os gestores aprovam por fornecedor.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button size="lg" asChild>
            <Link to="/app">Ver o catálogo</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/catalogo">Ver preços sem cadastro</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/docs">API para fornecedores</Link>
          </Button>
        </div>
      </main>
      <footer className="mx-auto max-w-6xl px-6 py-10">
        <SiteLinks />
      </footer>
    </div>
  );
}
