/**
 * The cheapest award that uses exactly one supplier set (step 3 of best-split.ts), for the sets where
 * each line at its cheapest member leaves someone below its minimum: a branch and bound over the
 * lines, started from the repaired award and pruned by the bounds of best-split-bounds.ts and
 * best-split-lagrangian.ts; then, only if the set's award decides between sets, a second search for
 * the first award at that cost line by line.
 */
import { SearchBudgetSpent, cheapestMembers, scoresOf, type Candidate, type Problem } from './best-split-problem';
import {
  assign,
  assignmentOf,
  branchingOrder,
  restIsGreedy,
  snapshot,
  unassign,
  type Assignment,
} from './best-split-assignment';
import { knapsackShortfall, shortfall } from './best-split-bounds';
import { ascend, pricedBoundOf, pricedExtra, type PricedBound } from './best-split-lagrangian';
import { repairedAward } from './best-split-first-awards';

/** One set's search: its assignment, its bounds' state, and the best award found so far. */
interface SetSearch {
  p: Problem;
  a: Assignment;
  pb: PricedBound;
  /** The set's lower bound: freight + cheapest price per line within the set. */
  lb: number;
  /** The lines in the order the search fixes them (see `branchingOrder`). */
  order: number[];
  /** The search keeps only awards below it. */
  limit: number;
  /** The cheapest award found below `limit`. */
  found: Int32Array | null;
}

/**
 * The best award that uses exactly the suppliers in `mask` and costs at most `allowed`, or null, by
 * branch and bound. `lb` is the set's lower bound (freight + cheapest price per line within the set).
 */
export function solveSet(p: Problem, mask: number, lb: number, allowed: number): Candidate | null {
  const cheapest = cheapestMembers(p, mask);
  const size = cheapest.members.length;
  const scores = scoresOf(p, mask);
  if (cheapest.greedyMeets) return lb <= allowed ? { cost: lb, size, scores, owner: cheapest.greedy } : null;

  const a = assignmentOf(p, cheapest);
  const s: SetSearch = { p, a, pb: pricedBoundOf(a), lb, order: branchingOrder(a), limit: Infinity, found: null };
  // Phase 1: the least cost that is at most `allowed`.
  s.limit = allowed + 1;
  const start = repairedAward(p, mask, lb);
  if (start && start.cost < s.limit) [s.limit, s.found] = [start.cost, start.owner];
  // Prices for the Lagrangian bound, when the cheaper bounds leave the set open.
  if (s.limit < Infinity && lb + knapsackShortfall(a, s.limit - 1 - lb) < s.limit) {
    s.pb.prices = ascend(a, s.pb, lb, s.limit);
  }
  search(s, 0, false);
  if (s.found === null) return null;
  const best = s.limit;
  const candidate: Candidate = { cost: best, size, scores, owner: s.found };
  // Phase 2, only if the set's award decides (see compareCandidates).
  candidate.finish = () => {
    candidate.finish = undefined;
    candidate.owner = firstAwardById(s, candidate.owner, best);
  };
  return candidate;
}

/**
 * Depth first over the unassigned lines in `order`, at each line the child with the lowest bound
 * first, keeping in `found` the cheapest award below `limit` (lowering it). With `first`, it stops
 * at the first award found. Each call is a node of the work budget (`nodesLeft`).
 */
function search(s: SetSearch, pos: number, first: boolean): boolean {
  const { a, lb, order } = s;
  if (--s.p.nodesLeft < 0) throw new SearchBudgetSpent();
  if (restIsGreedy(a)) {
    // Every other line at its cheapest member: nothing in this subtree costs less.
    if (lb + a.moved < s.limit) {
      s.limit = lb + a.moved;
      s.found = snapshot(a);
      return first;
    }
    return false;
  }
  while (pos < a.n && a.owner[order[pos]!]! >= 0) pos++;
  if (pos === a.n) return false;
  // Children are ordered by the fractional bound; the knapsack one, dearer, is checked once per node.
  if (s.limit < Infinity && lb + a.moved + knapsackShortfall(a, s.limit - 1 - lb - a.moved) >= s.limit) return false;
  const { prices, tolerance } = s.pb;
  if (prices && pricedExtra(a, s.pb, prices, s.limit - 1 - lb, false) > s.limit - 1 - lb + tolerance) return false;
  const i = order[pos]!;
  for (const child of childrenOf(s, i)) {
    if (child.bound >= s.limit) continue;
    assign(a, i, child.j);
    const done = search(s, pos + 1, first);
    unassign(a, i);
    if (done) return true;
  }
  return false;
}

/**
 * The members line i may go to below `limit`, by the fractional bound of giving it to each (then
 * the smaller shortfall, then the member's id): the cheapest-looking branch first finds low limits early.
 */
function childrenOf(s: SetSearch, i: number): { j: number; bound: number; short: number }[] {
  const { a, lb } = s;
  const children: { j: number; bound: number; short: number }[] = [];
  for (const j of a.choices[i]!) {
    assign(a, i, j);
    const short = shortfall(a, s.limit - lb - a.moved);
    const bound = lb + a.moved + short;
    unassign(a, i);
    if (bound < s.limit) children.push({ j, bound, short });
  }
  const { rank } = a;
  return children.sort((x, y) => x.bound - y.bound || x.short - y.short || rank[x.j]! - rank[y.j]!);
}

/**
 * The first award costing `best`, lines in the cotação's order, members by id: the last tie-break.
 * The witness is an optimal award that agrees with the lines fixed so far; at each line, a member
 * that comes before the witness's is taken if some optimal award completes it.
 */
function firstAwardById(s: SetSearch, witness: Int32Array, best: number): Int32Array {
  const { a, lb } = s;
  const { n, choices, rank } = a;
  for (let i = 0; i < n; i++) {
    let taken = false;
    for (const j of choices[i]!) {
      if (j === witness[i] || rank[j]! > rank[witness[i]!]!) break;
      assign(a, i, j);
      if (lb + a.moved + shortfall(a, best + 1 - lb - a.moved) <= best) {
        s.limit = best + 1;
        s.found = null;
        if (search(s, 0, true)) {
          witness = s.found!;
          taken = true;
          break;
        }
      }
      unassign(a, i);
    }
    if (!taken) assign(a, i, witness[i]!);
  }
  return witness;
}
