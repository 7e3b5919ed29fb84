import { lazy, Suspense, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/unauthorized';
import { PageTitle } from './components/page-title';
import { queryClient } from './query-client';
import { AppRoutes } from './router';

// Toasts only ever follow an action, so sonner loads after the first render, not with it
// (a toast raised before it arrives is replayed when the Toaster subscribes).
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** A 401 anywhere in the app sends the visitor to sign in, and back here afterwards. */
function SignInOnUnauthorized() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = window.location;
      if (pathname.startsWith('/app')) void navigate(`/auth?next=${encodeURIComponent(pathname + search)}`);
    });
  }, [navigate]);
  return null;
}

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SignInOnUnauthorized />
        <PageTitle />
        <AppRoutes />
      </BrowserRouter>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
