/**
 * The Lagrangian bound of one supplier set's search (step 3 of best-split.ts), for when members
 * compete for lines (several short at once, a few able to give), which the bounds of
 * best-split-bounds.ts see one member at a time: each unassigned line gets a price u, and every member
 * alone takes the unassigned lines it quoted that reach its minimum at the least Σ (cost − u), keeping
 * every line whose cost is below its price. For any u, the extra cost of the best completion is at least
 *   moved + Σ unassigned (u − cheapest price) + Σ members' least Σ (cost − u),
 * since an award gives each line to one member. With u = the cheapest prices it is the per-member
 * knapsack bound; `ascend` raises the price of lines nobody takes and lowers that of lines several
 * take, which is where that bound was loose. Prices are not integers, so comparisons leave
 * `tolerance` (a hundred-millionth of the cotação) for rounding.
 */
import { KNAPSACK_STEPS, type Assignment } from './best-split-assignment';

/** Rounds of subgradient ascent on the line prices (see `ascend`). */
const ASCENT_ROUNDS = 40;

export interface PricedBound {
  /** The prices `ascend` found at the set's root; null while the cheaper bounds were enough. */
  prices: Float64Array | null;
  tolerance: number;
  /** How many members take each line, in the last bound computed with `pick`. */
  picked: Int32Array;
  /** The knapsack's decisions, to pick lines. */
  choice: Uint8Array;
  /** Scratch of `pricedCost`: the lines with cost ≥ u, then the lines in the knapsack. */
  itemLines: Int32Array;
  usedLines: Int32Array;
}

/** No prices yet, and the tolerance and scratch of the set's bound. */
export function pricedBoundOf(a: Assignment): PricedBound {
  const { n, low } = a;
  let tolerance = 1e-6;
  for (let i = 0; i < n; i++) tolerance += low[i]! * 1e-10;
  return {
    prices: null,
    tolerance,
    picked: new Int32Array(n),
    choice: new Uint8Array(n * (KNAPSACK_STEPS + 1)),
    itemLines: new Int32Array(n),
    usedLines: new Int32Array(n),
  };
}

/**
 * The Lagrangian bound on the extra cost for prices u (> budget: out of reach). With `pick`, it also
 * counts in `picked` how many members take each line, which `ascend` moves the prices by.
 */
export function pricedExtra(a: Assignment, pb: PricedBound, u: Float64Array, budget: number, pick: boolean): number {
  const { n, k, cost, owner, low, members, byDelta } = a;
  let value = a.moved;
  for (let i = 0; i < n; i++) if (owner[i]! < 0) value += u[i]! - low[i]!;
  for (const j of members) {
    for (const i of byDelta[j]!) if (owner[i]! < 0) value += Math.min(0, cost[i * k + j]! - u[i]!);
  }
  if (pick) pb.picked.fill(0);
  for (const j of members) {
    value += pricedCost(a, pb, j, u, budget - value, pick);
    if (value > budget + pb.tolerance) return value;
  }
  return value;
}

/**
 * Subgradient ascent on the prices at the set's root, aiming at `limit`: a line taken by no member
 * gets dearer, one taken by several cheaper (Polyak's step). Keeps the best prices found; stops early
 * once the bound alone shows the set cannot beat the limit.
 */
export function ascend(a: Assignment, pb: PricedBound, lb: number, limit: number): Float64Array {
  const { n } = a;
  const { picked } = pb;
  const u = Float64Array.from(a.low);
  const bestPrices = u.slice();
  let bestValue = -Infinity;
  let step = 2;
  let stalled = 0;
  for (let round = 0; round < ASCENT_ROUNDS; round++) {
    const value = pricedExtra(a, pb, u, limit - 1 - lb, true);
    if (value > bestValue) {
      [bestValue, stalled] = [value, 0];
      bestPrices.set(u);
    } else if (++stalled >= 4) [step, stalled] = [step / 2, 0];
    if (value > limit - 1 - lb + pb.tolerance) break;
    let norm = 0;
    for (let i = 0; i < n; i++) norm += (1 - picked[i]!) ** 2;
    if (norm === 0) break;
    const move = (step * (limit - lb - value)) / norm;
    for (let i = 0; i < n; i++) u[i] = u[i]! + move * (1 - picked[i]!);
  }
  return bestPrices;
}

/**
 * Member j's least Σ (cost − u) above its negative terms (the lines it keeps for less than their
 * price, counted by the caller first, so that every later term is ≥ 0 and the sum may stop early).
 * Enough already, or one line short of a line: the cheapest such line; else a knapsack within `room`.
 */
function pricedCost(a: Assignment, pb: PricedBound, j: number, u: Float64Array, room: number, pick: boolean): number {
  const { k, cost, owner } = a;
  const { picked, itemLines } = pb;
  let rest = a.minimum[j]! - a.load[j]!;
  let any = a.count[j]! > 0;
  let cheapest = Infinity;
  let cheapestLine = -1;
  let items = 0; // the lines with cost ≥ u, kept in `itemLines`
  for (const i of a.byDelta[j]!) {
    if (owner[i]! >= 0) continue;
    const r = cost[i * k + j]! - u[i]!;
    if (r < 0) {
      rest -= cost[i * k + j]!;
      any = true;
      if (pick) picked[i] = picked[i]! + 1;
    } else {
      itemLines[items++] = i;
      if (r < cheapest) [cheapest, cheapestLine] = [r, i];
    }
  }
  if (rest <= 0) {
    if (any) return 0;
    if (cheapestLine < 0) return Infinity;
    if (pick) picked[cheapestLine] = picked[cheapestLine]! + 1;
    return cheapest;
  }
  if (room < 0) return 0;
  return pricedKnapsack(a, pb, j, u, room, rest, items, pick);
}

/**
 * The least Σ (cost − u) of the first `items` lines of `itemLines` that bring member j `rest` more,
 * by dynamic programming over (cost − u) divided by q (at most KNAPSACK_STEPS + 1 sums; rounding down
 * keeps it a lower bound); past `room`, an answer above it. With `pick`, counts the lines it takes.
 */
function pricedKnapsack(
  a: Assignment,
  pb: PricedBound,
  j: number,
  u: Float64Array,
  room: number,
  rest: number,
  items: number,
  pick: boolean,
): number {
  const { k, cost, table } = a;
  const { picked, choice, itemLines, usedLines } = pb;
  const q = (room + 1) / (KNAPSACK_STEPS + 1);
  const top = Math.floor(room / q);
  table.fill(0, 0, top + 1);
  let free = 0;
  let used = 0; // the lines in the knapsack, kept in `usedLines`
  for (let x = 0; x < items; x++) {
    const i = itemLines[x]!;
    const w = Math.floor((cost[i * k + j]! - u[i]!) / q);
    const c = cost[i * k + j]!;
    if (w > top) continue;
    if (w === 0) {
      free += c;
      if (pick) picked[i] = picked[i]! + 1;
      continue;
    }
    const at = used * (KNAPSACK_STEPS + 1);
    usedLines[used++] = i;
    for (let v = top; v >= w; v--) {
      const x = table[v - w]! + c;
      const better = x > table[v]!;
      if (better) table[v] = x;
      if (pick) choice[at + v] = better ? 1 : 0;
    }
    if (pick) choice.fill(0, at, at + w);
  }
  let v = 0;
  while (v <= top && table[v]! + free < rest) v++;
  if (v > top) return (top + 1) * q;
  if (pick) pickKnapsackLines(a, pb, j, u, q, used, v);
  return v * q;
}

/** Walks the knapsack's decisions back from sum v, counting in `picked` each line it took. */
function pickKnapsackLines(
  a: Assignment,
  pb: PricedBound,
  j: number,
  u: Float64Array,
  q: number,
  used: number,
  v: number,
): void {
  const { k, cost } = a;
  const { picked, choice, usedLines } = pb;
  for (let x = used - 1, left = v; x >= 0; x--) {
    if (!choice[x * (KNAPSACK_STEPS + 1) + left]) continue;
    const i = usedLines[x]!;
    picked[i] = picked[i]! + 1;
    left -= Math.floor((cost[i * k + j]! - u[i]!) / q);
  }
}
