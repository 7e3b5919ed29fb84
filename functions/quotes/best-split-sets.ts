/**
 * The walk over supplier sets (steps 1 and 2 of best-split.ts): every set that quoted all lines, with
 * its lower bound LB(S), taken by increasing LB(S) until no later set can win. Most sets are solved at
 * once by each line at its cheapest member; only the others are searched (best-split-search.ts).
 */
import {
  compareCandidates,
  compareScores,
  scoresOf,
  SearchBudgetSpent,
  type Candidate,
  type Problem,
} from './best-split-problem';
import { greedyAward, repairedAward } from './best-split-first-awards';
import { solveSet } from './best-split-search';

/**
 * Every supplier set that quoted all lines, with its lower bound (freight + cheapest price per line
 * within the set). A depth-first walk that carries the per-line minimum, so each set costs O(n).
 * Each step of the walk is a node of the work budget, as the searches' are: with 20 suppliers that
 * all quote nearly every line there are a million sets (seconds), past the budget: "not proved".
 */
export function coveringSets(p: Problem): { masks: number[]; bounds: number[] } {
  const { n, k, cost, freight } = p;
  const masks: number[] = [];
  const bounds: number[] = [];
  // A set that leaves out the last supplier quoting a still uncovered line cannot cover it.
  const closing: number[][] = Array.from({ length: k }, () => []);
  for (let i = 0; i < n; i++) {
    let last = -1;
    for (let j = 0; j < k; j++) if (cost[i * k + j]! >= 0) last = j;
    if (last < 0) return { masks, bounds };
    closing[last]!.push(i);
  }
  const low = Array.from({ length: k + 1 }, () => new Float64Array(n).fill(Infinity));
  const visit = (j: number, mask: number, fee: number, sum: number, uncovered: number, cur: Float64Array) => {
    if (--p.nodesLeft < 0) throw new SearchBudgetSpent();
    if (j === k) {
      if (uncovered === 0 && mask !== 0) {
        masks.push(mask);
        bounds.push(fee + sum);
      }
      return;
    }
    const next = low[j + 1]!;
    let s = 0;
    let u = 0;
    for (let i = 0; i < n; i++) {
      const c = cost[i * k + j]!;
      const m = cur[i]!;
      const v = c >= 0 && c < m ? c : m;
      next[i] = v;
      if (v === Infinity) u++;
      else s += v;
    }
    visit(j + 1, mask | (1 << j), fee + freight[j]!, s, u, next);
    for (const i of closing[j]!) if (cur[i] === Infinity) return;
    visit(j + 1, mask, fee, sum, uncovered, cur);
  };
  visit(0, 0, 0, 0, n, low[0]!);
  return { masks, bounds };
}

/** The covering sets in the order they are taken, and the best award and ceiling found so far. */
interface SetWalk {
  p: Problem;
  masks: number[];
  bounds: number[];
  sizes: number[];
  /** Set indices by increasing LB, then size. */
  sets: number[];
  best: Candidate | null;
  /** The cheapest repaired award of a waiting set: no winner costs more. */
  ceiling: number;
}

/**
 * The best award over every supplier set, its line-by-line tie-break settled, or null when none
 * reaches the minimums. Three passes over the sets by increasing (LB, size), each stopping once a
 * set's (LB, size) passes the best award's (cost, size), since no later set can win:
 * 1. a set whose cheapest member per line meets every minimum is solved at once (its award costs LB);
 *    the others wait;
 * 2. a quick repaired award for each waiting set: the cheapest is a ceiling no winner can exceed;
 * 3. the waiting sets are searched, each with what it may cost and still win as a limit.
 * Throws SearchBudgetSpent when the searches outgrow the node budget.
 */
export function bestAward(p: Problem): Candidate | null {
  const { masks, bounds } = coveringSets(p);
  const sizes = masks.map((m) => {
    let c = 0;
    for (let x = m; x; x &= x - 1) c++;
    return c;
  });
  const sets = [...masks.keys()].sort((a, b) => bounds[a]! - bounds[b]! || sizes[a]! - sizes[b]! || a - b);
  const walk: SetWalk = { p, masks, bounds, sizes, sets, best: null, ceiling: Infinity };
  const waiting = awardCheapestSets(walk);
  lowerCeiling(walk, waiting);
  for (const s of waiting) {
    const allowed = allowedFor(walk, s);
    if (allowed === null) break;
    if (bounds[s]! <= allowed) consider(walk, solveSet(p, masks[s]!, bounds[s]!, allowed));
  }
  walk.best?.finish?.();
  return walk.best;
}

/** Pass 1: the sets each line's cheapest member satisfies, awarded at their LB; the others, in order. */
function awardCheapestSets(walk: SetWalk): number[] {
  const waiting: number[] = [];
  for (const s of walk.sets) {
    const allowed = allowedFor(walk, s);
    if (allowed === null) break;
    if (walk.bounds[s]! > allowed) continue;
    const award = greedyAward(walk.p, walk.masks[s]!, walk.bounds[s]!);
    if (award) consider(walk, award);
    else waiting.push(s);
  }
  return waiting;
}

/** Pass 2: the ceiling, from the waiting sets' repaired awards, so that pass 3 searches with a limit. */
function lowerCeiling(walk: SetWalk, waiting: number[]): void {
  for (const s of waiting) {
    const allowed = allowedFor(walk, s);
    if (allowed === null) break;
    if (walk.bounds[s]! <= allowed) {
      walk.ceiling = Math.min(walk.ceiling, repairedAward(walk.p, walk.masks[s]!, walk.bounds[s]!)?.cost ?? Infinity);
    }
  }
}

/**
 * What set s may cost and still win (at equal cost, fewer suppliers, a better scorecard, or the
 * line-by-line order decide); null when neither it nor any later set can.
 */
function allowedFor(walk: SetWalk, s: number): number | null {
  const { bounds, sizes, best, ceiling } = walk;
  if (bounds[s]! > ceiling) return null;
  if (!best) return ceiling;
  if (bounds[s]! > best.cost || (bounds[s] === best.cost && sizes[s]! > best.size)) return null;
  const head =
    sizes[s] !== best.size ? sizes[s]! - best.size : compareScores(scoresOf(walk.p, walk.masks[s]!), best.scores);
  return Math.min(ceiling, head <= 0 ? best.cost : best.cost - 1);
}

/** Keeps the candidate if it beats the best so far. */
function consider(walk: SetWalk, candidate: Candidate | null): void {
  if (candidate && (!walk.best || compareCandidates(walk.p, candidate, walk.best) < 0)) walk.best = candidate;
}
