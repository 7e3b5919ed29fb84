import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Error boundary for every route: a failed chunk load or a render error never blanks the page. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main role="alert" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-bold">{notFound ? 'Página não encontrada' : 'Algo deu errado'}</h1>
      <p className="mt-3 text-slate-600">
        {notFound ? 'O endereço que você abriu não existe.' : 'Não foi possível exibir esta tela. Tente recarregar a página.'}
      </p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
        <Button variant="outline" asChild>
          <Link to="/app">Ir para o início</Link>
        </Button>
      </div>
    </main>
  );
}
