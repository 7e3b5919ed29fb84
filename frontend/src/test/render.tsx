import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';

/**
 * A fresh cache whose queries never fetch: no server answers a component test, so a part shows its
 * loading state, or what a test put in the cache beforehand with `setQueryData`.
 */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { enabled: false, retry: false }, mutations: { retry: false } },
  });

/** Renders a part of a screen as the app does: inside a router (its links) and a query cache. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = testQueryClient() }: { route?: string; queryClient?: QueryClient } = {},
) {
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
