import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { queryClient } from './query-client';
import { router } from './router';

setUnauthorizedHandler(() => {
  const { pathname, search } = window.location;
  if (pathname.startsWith('/app')) void router.navigate(`/auth?next=${encodeURIComponent(pathname + search)}`);
});

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
