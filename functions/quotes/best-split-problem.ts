/**
 * What every step of the best split shares (see best-split.ts for the algorithm): the problem in
 * indices, an award and how two awards are ranked, exact arithmetic on centavos, and each line's
 * cheapest member of a supplier set.
 */

/**
 * The problem the search works on: the awardable lines only, and only the suppliers that could be
 * used at all (quoted something and could reach their minimum with everything they quoted).
 */
export interface Problem {
  n: number;
  k: number;
  /** n × k, -1 where not quoted. */
  cost: Float64Array;
  freight: number[];
  minimum: number[];
  /** Position of each supplier's id in plain string order: the last tie-break. */
  rank: number[];
  /** Scorecard scores, null as -Infinity (the worst). */
  score: number[];
  /** Search nodes left before the answer is "not proved". */
  nodesLeft: number;
}

/** One award: the supplier (problem index) of each line, and what decides between awards. */
export interface Candidate {
  cost: number;
  size: number;
  scores: number[];
  owner: Int32Array;
  /** Replaces `owner` with the set's first optimal award line by line; run only when it decides. */
  finish?: () => void;
}

/** Thrown inside the search when its node budget is spent. */
export class SearchBudgetSpent extends Error {}

/** Negative when a is the better scorecard: worst scores compared first, higher wins. */
export function compareScores(a: number[], b: number[]): number {
  for (let x = 0; x < a.length && x < b.length; x++) {
    if (a[x] !== b[x]) return a[x]! > b[x]! ? -1 : 1;
  }
  return 0;
}

/**
 * Negative when a is the better award, by the module's ties in order. The line-by-line order is read
 * last because it needs each award's `finish`, a search of its own.
 */
export function compareCandidates(p: Problem, a: Candidate, b: Candidate): number {
  if (a.cost !== b.cost) return a.cost - b.cost;
  if (a.size !== b.size) return a.size - b.size;
  const byScore = compareScores(a.scores, b.scores);
  if (byScore !== 0) return byScore;
  a.finish?.();
  b.finish?.();
  for (let i = 0; i < p.n; i++) {
    const d = p.rank[a.owner[i]!]! - p.rank[b.owner[i]!]!;
    if (d !== 0) return d;
  }
  return 0;
}

/** The scores of a set's members, worst first: what `compareScores` reads. */
export function scoresOf(p: Problem, mask: number): number[] {
  const out: number[] = [];
  for (let j = 0; j < p.k; j++) if (mask & (1 << j)) out.push(p.score[j]!);
  return out.sort((a, b) => (a === b ? 0 : a < b ? -1 : 1));
}

/** ⌈d × part / whole⌉, exact even when the product leaves the doubles' integers. */
export function ceilFraction(d: number, part: number, whole: number): number {
  const product = d * part;
  if (Number.isSafeInteger(product)) return Math.ceil(product / whole);
  return Number((BigInt(d) * BigInt(part) + BigInt(whole) - 1n) / BigInt(whole));
}

/** d1/c1 against d2/c2 without rounding (c1, c2 > 0). */
export function compareRatios(d1: number, c1: number, d2: number, c2: number): number {
  const left = d1 * c2;
  const right = d2 * c1;
  if (Number.isSafeInteger(left) && Number.isSafeInteger(right)) return left - right;
  const l = BigInt(d1) * BigInt(c2);
  const r = BigInt(d2) * BigInt(c1);
  return l < r ? -1 : l > r ? 1 : 0;
}

/**
 * A set's members, first by id, and each line's cheapest member in it (the first by id among equals):
 * the award that costs the set's lower bound, and the start of every other award the set gets.
 */
export function cheapestMembers(p: Problem, mask: number) {
  const { n, k, cost, rank } = p;
  const members: number[] = [];
  for (let j = 0; j < k; j++) if (mask & (1 << j)) members.push(j);
  members.sort((a, b) => rank[a]! - rank[b]!);
  const low = new Float64Array(n);
  const greedy = new Int32Array(n);
  const greedyLoad = new Float64Array(k);
  const greedyCount = new Int32Array(k);
  for (let i = 0; i < n; i++) {
    let best = Infinity;
    let who = -1;
    for (const j of members) {
      const c = cost[i * k + j]!;
      if (c >= 0 && c < best) {
        best = c;
        who = j;
      }
    }
    low[i] = best;
    greedy[i] = who;
    greedyLoad[who] = greedyLoad[who]! + best;
    greedyCount[who] = greedyCount[who]! + 1;
  }
  const meets = (j: number, load: number, count: number) => count > 0 && load >= p.minimum[j]!;
  const greedyMeets = members.every((j) => meets(j, greedyLoad[j]!, greedyCount[j]!));
  return { members, low, greedy, greedyLoad, greedyCount, meets, greedyMeets };
}

/** What `cheapestMembers` answers. */
export type CheapestMembers = ReturnType<typeof cheapestMembers>;
