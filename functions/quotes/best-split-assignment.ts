/**
 * The assignment under minimums that the branch and bound of one supplier set walks (step 3 of
 * best-split.ts): the set's lines sorted the ways the bounds read them, built once per set, and the
 * partial assignment with what it brings each member, changed one line at a time and undone on the way
 * back. The bounds (best-split-bounds.ts, best-split-lagrangian.ts) and the search
 * (best-split-search.ts) read it; only `assign` and `unassign` change it.
 */
import { compareRatios, type CheapestMembers, type Problem } from './best-split-problem';

/** Sums kept per knapsack in the search's stronger bounds (see `knapsackCost`, `pricedCost`). */
export const KNAPSACK_STEPS = 128;

export interface Assignment {
  // The problem and the set, read only.
  n: number;
  k: number;
  cost: Float64Array;
  minimum: number[];
  rank: number[];
  /** The set's members, first by id. */
  members: number[];
  /** Each line's cheapest price in the set, its member (first by id), and what that gives each member. */
  low: Float64Array;
  greedy: Int32Array;
  greedyLoad: Float64Array;
  greedyCount: Int32Array;
  meets: (j: number, load: number, count: number) => boolean;
  /** Per line, the members that quoted it, first by id. */
  choices: number[][];
  /** Per member, its quoted lines by increasing delta, and (priced ones) by increasing delta per centavo. */
  byDelta: number[][];
  byRatio: number[][];
  /** What moving a line off its cheapest member costs at least (Infinity if nobody else quoted it). */
  away: number[];
  /** Per member, its own cheapest lines by `away`, and (priced ones) by `away` per centavo. */
  ownByAway: number[][];
  ownByRatio: number[][];

  // The partial assignment.
  /** Each line's member, -1 while unassigned. */
  owner: Int32Array;
  load: Float64Array;
  count: Int32Array;
  /** What the unassigned lines would bring each member if they all went to their cheapest member. */
  restLoad: Float64Array;
  restCount: Int32Array;
  /** Σ delta over the assigned lines. */
  moved: number;
  /** Per member, the smallest line it got above that line's cheapest price (restored on unassign). */
  dearMin: Float64Array;
  dearBefore: Float64Array;
  /** Scratch of the knapsacks: table[v], the most weight for a rounded Σ delta ≤ v. */
  table: Float64Array;
}

/** What line i costs on member j above its cheapest price in the set. */
export function delta(a: Assignment, i: number, j: number): number {
  return a.cost[i * a.k + j]! - a.low[i]!;
}

/** The set's tables and an empty assignment, from its cheapest members. */
export function assignmentOf(p: Problem, cheapest: CheapestMembers): Assignment {
  const { n, k, cost, minimum, rank } = p;
  const { members, low, greedy, greedyLoad, greedyCount, meets } = cheapest;
  const choices: number[][] = [];
  for (let i = 0; i < n; i++) choices.push(members.filter((j) => cost[i * k + j]! >= 0));
  const { byDelta, byRatio } = linesByDelta(p, members, low);
  const { away, ownByAway, ownByRatio } = linesAway(p, cheapest, choices);
  return {
    n,
    k,
    cost,
    minimum,
    rank,
    members,
    low,
    greedy,
    greedyLoad,
    greedyCount,
    meets,
    choices,
    byDelta,
    byRatio,
    away,
    ownByAway,
    ownByRatio,
    owner: new Int32Array(n).fill(-1),
    load: new Float64Array(k),
    count: new Int32Array(k),
    restLoad: greedyLoad.slice(),
    restCount: greedyCount.slice(),
    moved: 0,
    dearMin: new Float64Array(k).fill(Infinity),
    dearBefore: new Float64Array(n),
    table: new Float64Array(KNAPSACK_STEPS + 1),
  };
}

/**
 * Per member, its quoted lines by increasing delta (dearer first among equals), and the priced ones
 * by delta per centavo: the orders in which a short member takes lines most cheaply, whole or in part.
 */
function linesByDelta(p: Problem, members: number[], low: Float64Array) {
  const { n, k, cost } = p;
  const delta = (i: number, j: number) => cost[i * k + j]! - low[i]!;
  const byDelta: number[][] = [];
  const byRatio: number[][] = [];
  for (const j of members) {
    const quoted: number[] = [];
    for (let i = 0; i < n; i++) if (cost[i * k + j]! >= 0) quoted.push(i);
    byDelta[j] = [...quoted].sort((a, b) => delta(a, j) - delta(b, j) || cost[b * k + j]! - cost[a * k + j]!);
    byRatio[j] = quoted
      .filter((i) => cost[i * k + j]! > 0)
      .sort((a, b) => compareRatios(delta(a, j), cost[a * k + j]!, delta(b, j), cost[b * k + j]!));
  }
  return { byDelta, byRatio };
}

/**
 * What moving each line off its cheapest member costs at least, and per member its own lines by that
 * cost, whole and per centavo: the orders in which a member with too much sheds lines most cheaply.
 */
function linesAway(p: Problem, cheapest: CheapestMembers, choices: number[][]) {
  const { n, k, cost } = p;
  const { members, low, greedy } = cheapest;
  const away = Array.from({ length: n }, (_, i) => {
    let least = Infinity;
    for (const j of choices[i]!) if (j !== greedy[i]) least = Math.min(least, cost[i * k + j]! - low[i]!);
    return least;
  });
  const ownByAway: number[][] = [];
  const ownByRatio: number[][] = [];
  for (const j of members) {
    const own: number[] = [];
    for (let i = 0; i < n; i++) if (greedy[i] === j && away[i]! < Infinity && low[i]! > 0) own.push(i);
    ownByAway[j] = [...own].sort((a, b) => away[a]! - away[b]! || low[b]! - low[a]!);
    ownByRatio[j] = own.sort((a, b) => compareRatios(away[a]!, low[a]!, away[b]!, low[b]!));
  }
  return { away, ownByAway, ownByRatio };
}

/** Gives line i to member j. */
export function assign(a: Assignment, i: number, j: number): void {
  const { cost, k, greedy, low, restLoad, restCount, owner, load, count, dearMin } = a;
  const g = greedy[i]!;
  restLoad[g] = restLoad[g]! - low[i]!;
  restCount[g] = restCount[g]! - 1;
  owner[i] = j;
  load[j] = load[j]! + cost[i * k + j]!;
  count[j] = count[j]! + 1;
  a.moved += delta(a, i, j);
  a.dearBefore[i] = dearMin[j]!;
  if (delta(a, i, j) > 0) dearMin[j] = Math.min(dearMin[j]!, cost[i * k + j]!);
}

/** Takes line i back from its member: `assign` undone. */
export function unassign(a: Assignment, i: number): void {
  const { cost, k, greedy, low, restLoad, restCount, owner, load, count } = a;
  const j = owner[i]!;
  const g = greedy[i]!;
  restLoad[g] = restLoad[g]! + low[i]!;
  restCount[g] = restCount[g]! + 1;
  owner[i] = -1;
  load[j] = load[j]! - cost[i * k + j]!;
  count[j] = count[j]! - 1;
  a.moved -= delta(a, i, j);
  a.dearMin[j] = a.dearBefore[i]!;
}

/** Whether sending every unassigned line to its cheapest member meets every minimum. */
export function restIsGreedy(a: Assignment): boolean {
  const { members, meets, load, restLoad, count, restCount } = a;
  return members.every((j) => meets(j, load[j]! + restLoad[j]!, count[j]! + restCount[j]!));
}

/** The award of the assigned lines with every other line at its cheapest member. */
export function snapshot(a: Assignment): Int32Array {
  return a.owner.map((j, i) => (j < 0 ? a.greedy[i]! : j));
}

/**
 * The order the search fixes lines in: lines with one choice first, then those of the members with
 * the least to spare over their minimum, then those whose cheapest alternative costs least per
 * centavo (the ones a short member would take). Deciding them early makes the bounds bite sooner.
 */
export function branchingOrder(a: Assignment): number[] {
  const { n, k, cost, choices, greedy, greedyLoad, minimum } = a;
  const flexibility = (i: number) => {
    let bestRatio = Infinity;
    for (const j of choices[i]!) {
      const c = cost[i * k + j]!;
      if (j !== greedy[i] && c > 0) bestRatio = Math.min(bestRatio, delta(a, i, j) / c);
    }
    return bestRatio;
  };
  const flex = Array.from({ length: n }, (_, i) => flexibility(i));
  const margin = (i: number) => greedyLoad[greedy[i]!]! - minimum[greedy[i]!]!;
  return Array.from({ length: n }, (_, i) => i).sort(
    (x, y) => choices[x]!.length - choices[y]!.length || margin(x) - margin(y) || flex[x]! - flex[y]! || x - y,
  );
}
