/**
 * For figures people keep open on a screen (dashboard, analytics, scorecards): fetched again when the
 * tab regains focus and every minute while it is visible (React Query pauses intervals in background).
 */
export const LIVE_FIGURES = {
  refetchOnWindowFocus: true,
  refetchInterval: 60_000,
  refetchIntervalInBackground: false,
} as const;
