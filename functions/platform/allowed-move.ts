import { ApiError } from './errors';

/** What a state machine table answers for a move: where it lands, or why not. */
export type MoveOutcome<S> =
  { ok: true; to: S } | { ok: false; reason: 'wrong-actor' | 'not-allowed'; message: string };

/** The landing state of an allowed move; a refused one as the API answers it (the other side's: 403, else 409). */
export function landingOf<S>(outcome: MoveOutcome<S>): S {
  if (outcome.ok) return outcome.to;
  throw new ApiError({ code: outcome.reason === 'wrong-actor' ? 'FORBIDDEN' : 'CONFLICT', message: outcome.message });
}
