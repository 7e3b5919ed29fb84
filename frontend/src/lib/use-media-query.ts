import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query holds now, kept current as the window is resized. Rendering one layout
 * instead of hiding the other with CSS keeps a row's dialogs and switches mounted once.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Tailwind's `md`: from here up a list is a table, below it a stack of cards. */
export const WIDE_LAYOUT = '(min-width: 768px)';
