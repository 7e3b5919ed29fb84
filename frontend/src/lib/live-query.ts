/**
 * For figures people keep open on a screen (dashboard, analytics, scorecards): fetched again when the
 * tab regains focus and every minute while it is visible (React Query pauses intervals in background).
 */
export const LIVE_FIGURES = {
  refetchOnWindowFocus: true,
  refetchInterval: 60_000,
  refetchIntervalInBackground: false,
} as const;

/** setInterval's longest delay (about 24.8 days): a longer one overflows and fires at once. */
const LONGEST_TIMER = 2 ** 31 - 1;
/** While the instant has passed and the answer has not turned yet (the server's clock may be behind). */
const AGAIN_AFTER = 5_000;

/**
 * A refetchInterval for an answer that changes at a known instant (a cotação's deadline): asked again a
 * second after it, so an open screen turns when the server does, not at the next focus or reload.
 */
export const refetchAt = (at: string, now = Date.now()): number =>
  Math.min(Math.max(Date.parse(at) - now + 1_000, AGAIN_AFTER), LONGEST_TIMER);
