import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

// Plain elements with the button styles: this screen is in the entry bundle, so it stays free of
// the component library (cva, tailwind-merge, Radix).
const BUTTON = 'inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

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
        <button type="button" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`} onClick={() => window.location.reload()}>
          Recarregar
        </button>
        <Link to="/app" className={`${BUTTON} border border-slate-300 bg-white hover:bg-slate-50`}>
          Ir para o início
        </Link>
      </div>
    </main>
  );
}
