import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold text-brand-700">Erro 404</p>
      <h1 className="mt-2 text-3xl font-bold">Página não encontrada</h1>
      <p className="mt-3 text-slate-600">O endereço que você abriu não existe ou foi movido.</p>
      <Button className="mt-6" asChild>
        <Link to="/app">Voltar para o início</Link>
      </Button>
    </main>
  );
}
