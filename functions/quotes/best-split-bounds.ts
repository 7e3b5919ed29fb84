/**
 * Lower bounds on what completing a partial assignment of one supplier set still costs above each
 * line at its cheapest member (step 3 of best-split.ts). Each is valid on its own, so the search
 * prunes on the largest: per short member, the least extra cost of the lines it must take (fractional
 * and as a knapsack); for the members together, what they lack in all; for a member that took a line
 * above its cheapest price, the lines it must then give away.
 */
import { ceilFraction } from './best-split-problem';
import { delta, KNAPSACK_STEPS, type Assignment } from './best-split-assignment';

/** Σ of the members' shortfall costs, stopping once it reaches `cutoff`: the bound every node reads. */
export function shortfall(a: Assignment, cutoff: number): number {
  let total = 0;
  for (const j of a.members) {
    total += shortfallCost(a, j);
    if (total >= cutoff) return total;
  }
  return Math.max(total, jointShortfall(a), surplusShed(a));
}

/**
 * The stronger bound, with the knapsacks, for a budget of extra cost: > budget means out of reach.
 * Dearer than `shortfall`, so the search reads it once per node rather than once per child.
 */
export function knapsackShortfall(a: Assignment, budget: number): number {
  let total = 0;
  for (const j of a.members) {
    total += Math.max(shortfallCost(a, j), knapsackCost(a, j, budget - total));
    if (total > budget) return total;
  }
  return Math.max(total, jointShortfall(a), surplusShed(a));
}

/**
 * A lower bound on the deltas member j must still take on to receive a line and reach its minimum,
 * from the unassigned lines it quoted. Short of `need`, the lines it ends up with either include one
 * worth ≥ need alone (cost ≥ the least delta of such a line) or are all smaller (cost ≥ the fractional
 * knapsack over the smaller lines, cheapest delta per centavo first). Without the split, one large
 * line taken fractionally made the bound near zero and the search wandered.
 */
function shortfallCost(a: Assignment, j: number): number {
  const { cost, k, owner, byDelta, byRatio } = a;
  const need = a.minimum[j]! - a.load[j]!;
  if (need <= 0) {
    if (a.count[j]! > 0) return 0;
    for (const i of byDelta[j]!) if (owner[i]! < 0) return delta(a, i, j);
    return Infinity;
  }
  let whole = Infinity;
  for (const i of byDelta[j]!) {
    if (owner[i]! < 0 && cost[i * k + j]! >= need) {
      whole = delta(a, i, j);
      break;
    }
  }
  let rest = need;
  let sum = 0;
  for (const i of byRatio[j]!) {
    if (sum >= whole) return whole;
    const c = cost[i * k + j]!;
    if (owner[i]! >= 0 || c >= need) continue;
    const d = delta(a, i, j);
    if (c >= rest) return Math.min(whole, sum + ceilFraction(d, rest, c));
    sum += d;
    rest -= c;
  }
  return whole;
}

/**
 * A member that got a line above its cheapest price needs it in an optimal award: else giving it
 * back to its cheapest member costs strictly less and breaks nothing. So the member ends below its
 * minimum plus that line (or holds that line alone), and what it would hold beyond that, of its own
 * cheapest lines, must go to other members, each line at least its `away` cost. Bounded like
 * `shortfallCost` (one line worth the whole excess, or a fractional knapsack of smaller ones).
 * Different members shed different lines, so these add up; lines shed may be the ones short members
 * take, so this bound and theirs are not added but the larger is kept. It prices the near-tie moves
 * to members with a large surplus, which otherwise fill the search with awards a few centavos apart.
 */
function shedCost(a: Assignment, j: number): number {
  const { owner, low, away, load, restLoad, dearMin } = a;
  if (dearMin[j] === Infinity) return 0;
  let excess = load[j]! + restLoad[j]! - (a.minimum[j]! + dearMin[j]! - 1);
  // Unless that line stays its only one: then all its own lines go, which may be less.
  if (a.count[j] === 1) excess = Math.min(excess, restLoad[j]!);
  if (excess <= 0) return 0;
  let whole = Infinity;
  for (const i of a.ownByAway[j]!) {
    if (owner[i]! < 0 && low[i]! >= excess) {
      whole = away[i]!;
      break;
    }
  }
  let rest = excess;
  let sum = 0;
  for (const i of a.ownByRatio[j]!) {
    if (sum >= whole) return whole;
    const c = low[i]!;
    if (owner[i]! >= 0 || c >= excess) continue;
    const d = away[i]!;
    if (c >= rest) return Math.min(whole, sum + ceilFraction(d, rest, c));
    sum += d;
    rest -= c;
  }
  return whole;
}

/** The members' `shedCost`s added up (they shed different lines). */
function surplusShed(a: Assignment): number {
  let total = 0;
  for (const j of a.members) total += shedCost(a, j);
  return total;
}

/**
 * The same lower bound made exact as a knapsack, for a budget: the least Σ delta of unassigned lines
 * member j could take to reach its minimum, by dynamic programming over the deltas divided by q (so
 * that at most KNAPSACK_STEPS + 1 sums are kept; rounding each delta down keeps it a lower bound).
 * Answers > budget when even that is out of reach. The fractional bound alone left most of the gap
 * open when the lines are few or large (a short member takes whole lines, not parts).
 */
function knapsackCost(a: Assignment, j: number, budget: number): number {
  const { cost, k, owner, table } = a;
  let rest = a.minimum[j]! - a.load[j]!;
  if (rest <= 0) return 0;
  const q = Math.max(1, Math.ceil((budget + 1) / (KNAPSACK_STEPS + 1)));
  const top = Math.floor(budget / q);
  table.fill(0, 0, top + 1); // table[v]: the most weight for a rounded Σ delta ≤ v
  for (const i of a.byDelta[j]!) {
    if (owner[i]! >= 0) continue;
    const w = Math.floor(delta(a, i, j) / q);
    if (w > top) break;
    const c = cost[i * k + j]!;
    if (w === 0) {
      rest -= c; // free after rounding (the deltas come in increasing order, so these come first)
      if (rest <= 0) return 0;
      continue;
    }
    for (let v = top; v >= w; v--) {
      const x = table[v - w]! + c;
      if (x > table[v]!) table[v] = x;
    }
  }
  for (let v = 1; v <= top; v++) if (table[v]! >= rest) return v * q;
  return (top + 1) * q;
}

/**
 * A bound that sees the members together, which the per-member ones miss when several compete for
 * the same lines (sets whose minimums add up to about everything quoted). The lines the short
 * members receive cost at least what they lack in all; they are lines one of them quoted, each at
 * least its cheapest price, so they cost at least `lacking` − Σ those prices more than that. And if
 * even the dearest quote of each such line cannot cover `lacking`, nothing can (Infinity).
 */
function jointShortfall(a: Assignment): number {
  const { n, k, cost, minimum, load, owner, choices, low } = a;
  let lacking = 0;
  for (const j of a.members) lacking += Math.max(0, minimum[j]! - load[j]!);
  if (lacking === 0) return 0;
  let reachable = 0;
  let supply = 0;
  for (let i = 0; i < n; i++) {
    if (owner[i]! >= 0) continue;
    let most = -1;
    for (const j of choices[i]!) if (load[j]! < minimum[j]!) most = Math.max(most, cost[i * k + j]!);
    if (most < 0) continue;
    supply += most;
    reachable += low[i]!;
  }
  return supply < lacking ? Infinity : Math.max(0, lacking - reachable);
}
