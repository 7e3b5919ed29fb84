import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { preloadOpeningScreen } from './app/router';
import { askEarly } from './lib/early-answers';
import './index.css';

// The opening screen's code and its first answers are asked for now, side by side, instead of one
// after the other as React meets them (layout → session → screen → its data); its own module so the
// entry does not carry the API client.
if (preloadOpeningScreen(window.location.pathname)) {
  // What every signed-in screen's frame waits for, asked before any chunk has loaded.
  askEarly('/api/v1/auth/session');
  askEarly('/api/v1/user/memberships');
  void import('./app/opening-data').then((m) => m.prefetchOpeningData(queryClient, window.location));
}

// As a transition, the first render yields to the browser every few milliseconds instead of holding a
// phone's main thread for the whole tree (what Lighthouse counts as total blocking time).
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  ),
);
