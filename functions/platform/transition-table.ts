import type { MoveOutcome } from './allowed-move';

/** One row of a lifecycle table: in state `from`, `actor` may make `action`, and it lands in `to`. */
export interface TransitionRow<State, Action, Actor> {
  from: State;
  action: Action;
  actor: Actor;
  to: State;
}

/** How a lifecycle refuses a move, in its own words. */
export interface RefusalWords<State, Action, Actor> {
  /** The move is in the table, for the other side only (403). */
  wrongActor: (action: Action, actor: Actor) => string;
  /** The move is not in the table from this state (409). */
  notAllowed: (action: Action, from: State) => string;
}

/**
 * A lifecycle read from its table alone: a move is allowed when a row has it, so the API's refusals and
 * the SPA's buttons cannot disagree. Pure (the SPA imports the tables that use it).
 */
export function transitionTable<State, Action, Actor>(
  rows: readonly TransitionRow<State, Action, Actor>[],
  refusal: RefusalWords<State, Action, Actor>,
) {
  return {
    /**
     * The next state, or why not: a move the table has only for another actor is "wrong-actor", any
     * other is "not-allowed". `to` picks among a move's landings when it may reach more than one (the
     * facts decide it); without it, the first.
     */
    next: (from: State, action: Action, actor: Actor, to?: State): MoveOutcome<State> => {
      const moves = rows.filter((t) => t.from === from && t.action === action);
      const mine = moves.filter((t) => t.actor === actor);
      const landing = to === undefined ? mine[0] : mine.find((t) => t.to === to);
      if (landing) return { ok: true, to: landing.to };
      if (moves.length > 0 && mine.length === 0) {
        return { ok: false, reason: 'wrong-actor', message: refusal.wrongActor(action, actor) };
      }
      return { ok: false, reason: 'not-allowed', message: refusal.notAllowed(action, from) };
    },
    /** The actions an actor may take in this state, each once, in the table's order (the SPA's buttons). */
    actions: (from: State, actor: Actor): Action[] => [
      ...new Set(rows.filter((t) => t.from === from && t.actor === actor).map((t) => t.action)),
    ],
  };
}
