import { Component, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { takeOverShell } from '../shell-takeover';

// Plain elements with the button styles: this screen is in the entry bundle, so it stays free of
// the component library (cva, tailwind-merge, Radix).
const BUTTON =
  'inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** What a screen that failed shows: a failed chunk load or a render error never blanks the page. */
export function RouteError() {
  // A screen that failed before the layout drew is shown, not left hidden behind the static shell.
  useLayoutEffect(takeOverShell, []);
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 text-center"
    >
      <h1 className="text-2xl font-bold">Algo deu errado</h1>
      <p className="mt-3 text-slate-600">Não foi possível exibir esta tela. Tente recarregar a página.</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          onClick={() => window.location.reload()}
        >
          Recarregar
        </button>
        <Link to="/app" className={`${BUTTON} border border-slate-300 bg-white hover:bg-slate-50`}>
          Ir para o início
        </Link>
      </div>
    </main>
  );
}

/** The error boundary around every route; a new `resetKey` (the path) clears a caught error. */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; key: string }
> {
  state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
