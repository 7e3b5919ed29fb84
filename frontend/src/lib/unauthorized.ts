let handler: (() => void) | undefined;

/**
 * Registered once by the app shell: what a 401 does (go to /auth). Its own module so the shell can
 * register it without pulling the API client (and hono's) into the entry bundle every page loads.
 */
export function setUnauthorizedHandler(next: () => void) {
  handler = next;
}

/** Called by the API client on a 401. */
export const unauthorized = () => handler?.();
