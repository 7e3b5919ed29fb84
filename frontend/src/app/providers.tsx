import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { queryClient } from './query-client';
import { router } from './router';

// Toasts only ever follow an action, so sonner loads after the first render, not with it
// (a toast raised before it arrives is replayed when the Toaster subscribes).
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

setUnauthorizedHandler(() => {
  const { pathname, search } = window.location;
  if (pathname.startsWith('/app')) void router.navigate(`/auth?next=${encodeURIComponent(pathname + search)}`);
});

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
