import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { BrandMark } from '@/components/brand-mark';

/** The public catalogue's light header: the brand (home), and sign-in / sign-up — or the app once signed in. */
export function PublicHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandMark to="/" compactOnPhone />
        <nav className="flex items-center gap-2" aria-label="Conta">
          {signedIn ? (
            <Button asChild>
              <Link to="/app">Ir para o catálogo</Link>
            </Button>
          ) : (
            <>
              <Button variant="ghost" asChild>
                <Link to="/auth">Entrar</Link>
              </Button>
              <Button asChild>
                <Link to="/get-started">Criar conta</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

/** Header, content and a short footer: the frame of both public catalogue screens. */
export function PublicShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader signedIn={signedIn} />
      <main id="conteudo" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
      <footer className="mx-auto flex w-full max-w-7xl flex-wrap gap-4 px-4 py-8 text-sm text-slate-500 sm:px-6">
        <Link to="/" className="hover:text-slate-800">
          Abastece
        </Link>
        <Link to="/help" className="hover:text-slate-800">
          Ajuda
        </Link>
        <Link to="/terms" className="hover:text-slate-800">
          Termos
        </Link>
        <Link to="/privacy" className="hover:text-slate-800">
          Privacidade
        </Link>
      </footer>
    </div>
  );
}
