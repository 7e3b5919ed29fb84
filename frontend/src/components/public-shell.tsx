import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { BrandMark } from '@/components/brand-mark';
import { cn } from '@/lib/cn';

/** The site's own pages, linked from every public footer (the landing page's too). */
export const SITE_LINKS: readonly { to: string; label: string }[] = [
  { to: '/catalogo', label: 'Catálogo' },
  { to: '/ajuda', label: 'Ajuda' },
  { to: '/termos', label: 'Termos de uso' },
  { to: '/privacidade', label: 'Privacidade' },
  { to: '/docs', label: 'Documentação da API' },
  { to: '/novidades', label: 'Novidades' },
];

/** The footer's links, wrapping on a phone. */
export function SiteLinks({ className }: { className?: string }) {
  return (
    <nav aria-label="Links do site" className={cn('flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-500', className)}>
      <Link to="/" className="hover:text-slate-800">
        Abastece
      </Link>
      {SITE_LINKS.map(({ to, label }) => (
        <Link key={to} to={to} className="hover:text-slate-800">
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** The public pages' light header: the brand (home), and sign-in / sign-up — or the app once signed in. */
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

/** Header, content and the site's footer: the frame of the public catalogue, help, legal and news pages. */
export function PublicShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader signedIn={signedIn} />
      <main id="conteudo" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
      <footer className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
        <SiteLinks />
      </footer>
    </div>
  );
}
