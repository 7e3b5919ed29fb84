/**
 * GETs asked for by the entry before the API client has loaded (main.tsx: the session and the
 * memberships every signed-in screen waits for), each handed to the client's first GET of the same
 * address (lib/api-client.ts) instead of asking again. Kept tiny: it is part of the entry.
 */
const early = new Map<string, Promise<Response>>();

const keyOf = (address: string) => {
  const url = new URL(address, window.location.origin);
  return url.pathname + url.search;
};

export function askEarly(address: string): void {
  early.set(keyOf(address), fetch(address, { credentials: 'same-origin', headers: { Accept: 'application/json' } }));
}

/** The early answer to this GET, once: a second read of the same address asks the server again. */
export function takeEarly(address: string): Promise<Response> | undefined {
  const key = keyOf(address);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}

/**
 * Drops the answers nobody took: after a 401 or any write (a sign-in, a sign-out, a change of seat) they
 * may describe a session that no longer is — a visitor sent to sign in must not be handed, once signed in,
 * the memberships' 401 asked for before.
 */
export function forgetEarly(): void {
  early.clear();
}
