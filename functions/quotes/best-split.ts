/**
 * The best split of a cotação: which supplier gets each line so that the buyer pays the least, freight
 * included, while every supplier that gets anything reaches its minimum order. Pure: no database, no
 * other domain; amounts are integer centavos in and out, so sums are exact.
 *
 * Why not "each line to its cheapest supplier": a supplier chosen for one cheap line adds its whole
 * freight, and a supplier below its minimum cannot be chosen at all, so the cheapest award may put a
 * line on a pricier supplier, or leave a cheaper one out. With minimum orders the problem is an integer
 * program (an assignment with covering constraints, NP-hard in general); this module solves it exactly:
 *
 * 1. Every set S of suppliers that could be the set used (2^k sets over the k ≤ 20 suppliers that can
 *    reach their minimum at all) whose members together quoted every line has a lower bound LB(S) =
 *    freight of S + Σ over lines of the cheapest price within S: no award using exactly S costs less.
 * 2. The sets are taken by increasing LB(S), and the walk stops once LB(S) passes the best award found
 *    (ties go on, for the tie-breaks). When each line at its cheapest member of S gives every member a
 *    line and its minimum, that award costs LB(S): optimal for S. Most sets end here.
 * 3. The other sets get a quick repaired award (an upper bound), then a branch and bound over the
 *    lines for the cheapest award using exactly S. Its lower bounds, each valid on its own: per short
 *    member, the least extra cost of the lines it must take (a knapsack); for the members together,
 *    what they lack in all; for a member that took a line above its cheapest price, the lines it must
 *    then give away; and a Lagrangian bound with a price per line, which sees members competing for
 *    the same lines. A last search finds, among the awards at that cost, the first by supplier id line
 *    by line, only for the set that wins.
 *
 * Each set's answer is exact and every set that could win is solved, so the answer is the optimum;
 * the tests compare it with a brute force over every assignment. Realistic cotações (200 lines × 10
 * suppliers, prices a few % apart, minimums a few % of the total) take a few milliseconds. Worst cases
 * stay exponential: sets whose minimums add up to nearly everything quoted (a partition problem) can
 * take seconds or more.
 *
 * Ties, in order: the lower total; fewer suppliers; the better scorecard (the chosen suppliers' scores
 * sorted from worst to best, compared position by position, higher wins, a supplier with no score
 * counting as the worst); then the award whose supplier ids, read line by line in the cotação's line
 * order, come first (plain string order).
 */

/** Reason when no line received a price. */
export const NO_QUOTED_LINE_REASON = 'Nenhum item da cotação recebeu preço de fornecedor';
/** Reason when the search ran out of its budget before proving the cheapest award (see `maxNodes`). */
export const TOO_HARD_REASON =
  'Não foi possível provar a melhor divisão a tempo: os pedidos mínimos se sobrepõem demais; adjudique por item ou a um fornecedor';
/**
 * Search nodes one comparison may visit. Realistic cotações never search (or a few hundred nodes);
 * minimums that add up to nearly the whole cotação can take minutes, past a Worker's CPU limit, so
 * past this the answer is "not proved" rather than an award nobody checked or a killed request.
 */
export const BEST_SPLIT_MAX_NODES = 200_000;

/** Thrown inside the search when its node budget is spent. */
class SearchBudgetSpent extends Error {}

/** Reason when prices exist but no award reaches every chosen supplier's minimum order. */
export const MINIMUM_ORDER_REASON = 'Nenhuma combinação atende aos pedidos mínimos dos fornecedores';

/** Sums kept per knapsack in the search's stronger bound (see `knapsackCost`). */
const KNAPSACK_STEPS = 128;
/** Rounds of subgradient ascent on the line prices of the Lagrangian bound (see `ascend`). */
const ASCENT_ROUNDS = 40;

/**
 * The walk over supplier sets doubles with each supplier: 200 lines take about 2-7 ms with 10, 0.1 s
 * with 15 and 2.5 s with 20 usable suppliers; beyond this the function refuses (RangeError).
 */
export const BEST_SPLIT_MAX_SUPPLIERS = 20;

export interface SplitSupplier {
  id: string;
  /** Charged once when the supplier receives at least one line (centavos, ≥ 0). */
  freightCents: number;
  /** Its lines must add up to at least this, freight not counted (centavos, ≥ 0). */
  minimumOrderCents: number;
  /** Scorecard score, higher is better; null when it has none (counts as the worst). */
  score: number | null;
}

/** What a supplier asks for a whole line (unit price × quantity, centavos). Absent: not quoted. */
export interface SplitPrice {
  lineId: string;
  supplierId: string;
  costCents: number;
}

export interface BestSplitInput {
  /** The cotação's lines in their order (the order the final tie-break reads them in). */
  lineIds: readonly string[];
  suppliers: readonly SplitSupplier[];
  prices: readonly SplitPrice[];
}

export interface AwardedLine {
  lineId: string;
  supplierId: string;
  costCents: number;
}

export interface AwardedSupplier {
  supplierId: string;
  lineIds: string[];
  subtotalCents: number;
  freightCents: number;
  totalCents: number;
}

export type BestSplit =
  | {
      feasible: true;
      /** Awarded lines in the cotação's order. */
      lines: AwardedLine[];
      /** Chosen suppliers in the input's order. */
      suppliers: AwardedSupplier[];
      totalCents: number;
      /** Lines nobody quoted (left out of the award). */
      unawardableLineIds: string[];
    }
  | { feasible: false; reason: string; unawardableLineIds: string[] };

export interface SingleSupplierOption {
  supplierId: string;
  /** Every line it quoted, in the cotação's order. */
  lineIds: string[];
  /** The cotação's lines it did not quote. */
  missingLineIds: string[];
  subtotalCents: number;
  freightCents: number;
  totalCents: number;
  /** It quoted at least one line and those lines reach its minimum order. */
  meetsMinimum: boolean;
}

/** The prices as a line × supplier matrix (-1: not quoted), after checking the input. */
interface Matrix {
  lines: number;
  suppliers: number;
  cost: Float64Array;
}

function checkCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} deve ser um número inteiro de centavos ≥ 0: ${value}`);
  }
}

function readInput(input: BestSplitInput): Matrix {
  const lineAt = new Map<string, number>();
  for (const [i, id] of input.lineIds.entries()) {
    if (lineAt.has(id)) throw new RangeError(`Item repetido na cotação: ${id}`);
    lineAt.set(id, i);
  }
  const supplierAt = new Map<string, number>();
  let total = 0;
  for (const [j, s] of input.suppliers.entries()) {
    if (supplierAt.has(s.id)) throw new RangeError(`Fornecedor repetido na cotação: ${s.id}`);
    supplierAt.set(s.id, j);
    checkCents(s.freightCents, 'Frete');
    checkCents(s.minimumOrderCents, 'Pedido mínimo');
    if (s.score !== null && !Number.isFinite(s.score)) throw new RangeError(`Nota inválida: ${s.score}`);
    total += s.freightCents;
  }
  const lines = input.lineIds.length;
  const suppliers = input.suppliers.length;
  const cost = new Float64Array(lines * suppliers).fill(-1);
  for (const p of input.prices) {
    const i = lineAt.get(p.lineId);
    const j = supplierAt.get(p.supplierId);
    if (i === undefined) throw new RangeError(`Preço para um item fora da cotação: ${p.lineId}`);
    if (j === undefined) throw new RangeError(`Preço de um fornecedor fora da cotação: ${p.supplierId}`);
    checkCents(p.costCents, 'Preço');
    if (cost[i * suppliers + j] !== -1) throw new RangeError(`Preço repetido: ${p.lineId} / ${p.supplierId}`);
    cost[i * suppliers + j] = p.costCents;
    total += p.costCents;
  }
  // Every sum below is at most this, so integer arithmetic on doubles stays exact.
  if (!Number.isSafeInteger(total)) throw new RangeError('Valores da cotação grandes demais');
  return { lines, suppliers, cost };
}

/** For each supplier, the cost of giving it every line it quoted: the "single_supplier" strategy. */
export function singleSupplierOptions(input: BestSplitInput): SingleSupplierOption[] {
  const { lines, suppliers, cost } = readInput(input);
  return input.suppliers.map((s, j) => {
    const lineIds: string[] = [];
    const missingLineIds: string[] = [];
    let subtotalCents = 0;
    for (let i = 0; i < lines; i++) {
      const c = cost[i * suppliers + j]!;
      if (c < 0) missingLineIds.push(input.lineIds[i]!);
      else {
        lineIds.push(input.lineIds[i]!);
        subtotalCents += c;
      }
    }
    return {
      supplierId: s.id,
      lineIds,
      missingLineIds,
      subtotalCents,
      freightCents: s.freightCents,
      totalCents: subtotalCents + s.freightCents,
      meetsMinimum: lineIds.length > 0 && subtotalCents >= s.minimumOrderCents,
    };
  });
}

/**
 * The problem the search works on: the awardable lines only, and only the suppliers that could be
 * used at all (quoted something and could reach their minimum with everything they quoted).
 */
interface Problem {
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
interface Candidate {
  cost: number;
  size: number;
  scores: number[];
  owner: Int32Array;
  /** Replaces `owner` with the set's first optimal award line by line; run only when it decides. */
  finish?: () => void;
}

/** Negative when a is the better scorecard: worst scores compared first, higher wins. */
function compareScores(a: number[], b: number[]): number {
  for (let x = 0; x < a.length && x < b.length; x++) {
    if (a[x] !== b[x]) return a[x]! > b[x]! ? -1 : 1;
  }
  return 0;
}

function compareCandidates(p: Problem, a: Candidate, b: Candidate): number {
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

function scoresOf(p: Problem, mask: number): number[] {
  const out: number[] = [];
  for (let j = 0; j < p.k; j++) if (mask & (1 << j)) out.push(p.score[j]!);
  return out.sort((a, b) => (a === b ? 0 : a < b ? -1 : 1));
}

/** ⌈d × part / whole⌉, exact even when the product leaves the doubles' integers. */
function ceilFraction(d: number, part: number, whole: number): number {
  const product = d * part;
  if (Number.isSafeInteger(product)) return Math.ceil(product / whole);
  return Number((BigInt(d) * BigInt(part) + BigInt(whole) - 1n) / BigInt(whole));
}

/** d1/c1 against d2/c2 without rounding (c1, c2 > 0). */
function compareRatios(d1: number, c1: number, d2: number, c2: number): number {
  const left = d1 * c2;
  const right = d2 * c1;
  if (Number.isSafeInteger(left) && Number.isSafeInteger(right)) return left - right;
  const l = BigInt(d1) * BigInt(c2);
  const r = BigInt(d2) * BigInt(c1);
  return l < r ? -1 : l > r ? 1 : 0;
}

/**
 * Every supplier set that quoted all lines, with its lower bound (freight + cheapest price per line
 * within the set). A depth-first walk that carries the per-line minimum, so each set costs O(n).
 */
function coveringSets(p: Problem): { masks: number[]; bounds: number[] } {
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

/** A set's members, first by id, and each line's cheapest member in it (the first by id among equals). */
function cheapestMembers(p: Problem, mask: number) {
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

/** The set's cheapest award when each line at its cheapest member meets every minimum (cost: LB). */
function greedyAward(p: Problem, mask: number, lb: number): Candidate | null {
  const { members, greedy, greedyMeets } = cheapestMembers(p, mask);
  return greedyMeets ? { cost: lb, size: members.length, scores: scoresOf(p, mask), owner: greedy } : null;
}

/**
 * A first award for a set, to search with a limit from the start: from the cheapest member per line,
 * while a member is short, move to it the line costing the least extra per centavo it still lacks,
 * taken from a member that stays at its minimum. It may fail; nothing depends on it but speed.
 */
function repairedAward(p: Problem, mask: number, lb: number): { owner: Int32Array; cost: number } | null {
  const { n, k, cost, minimum } = p;
  const { members, greedy, greedyLoad, greedyCount } = cheapestMembers(p, mask);
  const owners = greedy.slice();
  const loads = greedyLoad.slice();
  const counts = greedyCount.slice();
  let extra = 0;
  for (let step = 0; step < n * members.length; step++) {
    let j = -1;
    let lacking = 0;
    for (const t of members) {
      const l = counts[t] === 0 ? Math.max(1, minimum[t]! - loads[t]!) : minimum[t]! - loads[t]!;
      if (l > lacking) [j, lacking] = [t, l];
    }
    if (j < 0) return { owner: owners, cost: lb + extra };
    let line = -1;
    let price = Infinity;
    for (let i = 0; i < n; i++) {
      const o = owners[i]!;
      const c = cost[i * k + j]!;
      const given = cost[i * k + o]!;
      if (o === j || c < 0 || counts[o] === 1 || loads[o]! - given < minimum[o]!) continue;
      const perCentavo = (c - given) / Math.max(1, Math.min(c, lacking));
      if (perCentavo < price) [line, price] = [i, perCentavo];
    }
    if (line < 0) return null;
    const o = owners[line]!;
    extra += cost[line * k + j]! - cost[line * k + o]!;
    loads[o] = loads[o]! - cost[line * k + o]!;
    counts[o] = counts[o]! - 1;
    loads[j] = loads[j]! + cost[line * k + j]!;
    counts[j] = counts[j]! + 1;
    owners[line] = j;
  }
  return null;
}

/**
 * The best award that uses exactly the suppliers in `mask` and costs at most `allowed`, or null, by
 * branch and bound. `lb` is the set's lower bound (freight + cheapest price per line within the set).
 */
function solveSet(p: Problem, mask: number, lb: number, allowed: number): Candidate | null {
  const { n, k, cost, minimum, rank } = p;
  const { members, low, greedy, greedyLoad, greedyCount, meets, greedyMeets } = cheapestMembers(p, mask);
  const size = members.length;
  const scores = scoresOf(p, mask);
  if (greedyMeets) return lb <= allowed ? { cost: lb, size, scores, owner: greedy } : null;

  // Branch and bound. delta = what a line costs on a member above its cheapest price in the set.
  const delta = (i: number, j: number) => cost[i * k + j]! - low[i]!;
  const choices: number[][] = [];
  for (let i = 0; i < n; i++) choices.push(members.filter((j) => cost[i * k + j]! >= 0));
  // Per member, its quoted lines by increasing delta, and (priced ones) by increasing delta per centavo.
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
  // What moving a line off its cheapest member costs at least (Infinity if nobody else quoted it), and
  // per member its own cheapest lines by that cost, and (priced ones) by that cost per centavo.
  const away = Array.from({ length: n }, (_, i) => {
    let least = Infinity;
    for (const j of choices[i]!) if (j !== greedy[i]) least = Math.min(least, delta(i, j));
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

  const owner = new Int32Array(n).fill(-1);
  const load = new Float64Array(k);
  const count = new Int32Array(k);
  // What the unassigned lines would bring each member if they all went to their cheapest member.
  const restLoad = greedyLoad.slice();
  const restCount = greedyCount.slice();
  let moved = 0; // Σ delta over the assigned lines

  // Per member, the smallest line it got above that line's cheapest price (restored on unassign).
  const dearMin = new Float64Array(k).fill(Infinity);
  const dearBefore = new Float64Array(n);
  const assign = (i: number, j: number) => {
    const g = greedy[i]!;
    restLoad[g] = restLoad[g]! - low[i]!;
    restCount[g] = restCount[g]! - 1;
    owner[i] = j;
    load[j] = load[j]! + cost[i * k + j]!;
    count[j] = count[j]! + 1;
    moved += delta(i, j);
    dearBefore[i] = dearMin[j]!;
    if (delta(i, j) > 0) dearMin[j] = Math.min(dearMin[j]!, cost[i * k + j]!);
  };
  const unassign = (i: number) => {
    const j = owner[i]!;
    const g = greedy[i]!;
    restLoad[g] = restLoad[g]! + low[i]!;
    restCount[g] = restCount[g]! + 1;
    owner[i] = -1;
    load[j] = load[j]! - cost[i * k + j]!;
    count[j] = count[j]! - 1;
    moved -= delta(i, j);
    dearMin[j] = dearBefore[i]!;
  };
  /**
   * A lower bound on the deltas member j must still take on to receive a line and reach its minimum,
   * from the unassigned lines it quoted. Short of `need`, the lines it ends up with either include one
   * worth ≥ need alone (cost ≥ the least delta of such a line) or are all smaller (cost ≥ the fractional
   * knapsack over the smaller lines, cheapest delta per centavo first). Without the split, one large
   * line taken fractionally made the bound near zero and the search wandered.
   */
  const shortfallCost = (j: number): number => {
    const need = minimum[j]! - load[j]!;
    if (need <= 0) {
      if (count[j]! > 0) return 0;
      for (const i of byDelta[j]!) if (owner[i]! < 0) return delta(i, j);
      return Infinity;
    }
    let whole = Infinity;
    for (const i of byDelta[j]!) {
      if (owner[i]! < 0 && cost[i * k + j]! >= need) {
        whole = delta(i, j);
        break;
      }
    }
    let rest = need;
    let sum = 0;
    for (const i of byRatio[j]!) {
      if (sum >= whole) return whole;
      const c = cost[i * k + j]!;
      if (owner[i]! >= 0 || c >= need) continue;
      const d = delta(i, j);
      if (c >= rest) return Math.min(whole, sum + ceilFraction(d, rest, c));
      sum += d;
      rest -= c;
    }
    return whole;
  };
  /**
   * A member that got a line above its cheapest price needs it in an optimal award: else giving it
   * back to its cheapest member costs strictly less and breaks nothing. So the member ends below its
   * minimum plus that line (or holds that line alone), and what it would hold beyond that, of its own
   * cheapest lines, must go to other members, each line at least its `away` cost. Bounded like `shortfallCost` (one line
   * worth the whole excess, or a fractional knapsack of smaller ones). Different members shed
   * different lines, so these add up; lines shed may be the ones short members take, so this bound
   * and theirs are not added but the larger is kept. It prices the near-tie moves to members with a
   * large surplus, which otherwise fill the search with awards a few centavos apart.
   */
  const shedCost = (j: number): number => {
    if (dearMin[j] === Infinity) return 0;
    let excess = load[j]! + restLoad[j]! - (minimum[j]! + dearMin[j]! - 1);
    // Unless that line stays its only one: then all its own lines go, which may be less.
    if (count[j] === 1) excess = Math.min(excess, restLoad[j]!);
    if (excess <= 0) return 0;
    let whole = Infinity;
    for (const i of ownByAway[j]!) {
      if (owner[i]! < 0 && low[i]! >= excess) {
        whole = away[i]!;
        break;
      }
    }
    let rest = excess;
    let sum = 0;
    for (const i of ownByRatio[j]!) {
      if (sum >= whole) return whole;
      const c = low[i]!;
      if (owner[i]! >= 0 || c >= excess) continue;
      const d = away[i]!;
      if (c >= rest) return Math.min(whole, sum + ceilFraction(d, rest, c));
      sum += d;
      rest -= c;
    }
    return whole;
  };
  const surplusShed = (): number => {
    let total = 0;
    for (const j of members) total += shedCost(j);
    return total;
  };
  /** Σ of the members' shortfall costs, stopping once it reaches `cutoff`. */
  const shortfall = (cutoff: number): number => {
    let total = 0;
    for (const j of members) {
      total += shortfallCost(j);
      if (total >= cutoff) return total;
    }
    return Math.max(total, jointShortfall(), surplusShed());
  };
  /**
   * The same lower bound made exact as a knapsack, for a budget: the least Σ delta of unassigned lines
   * member j could take to reach its minimum, by dynamic programming over the deltas divided by q (so
   * that at most KNAPSACK_STEPS + 1 sums are kept; rounding each delta down keeps it a lower bound).
   * Answers > budget when even that is out of reach. The fractional bound alone left most of the gap
   * open when the lines are few or large (a short member takes whole lines, not parts).
   */
  const table = new Float64Array(KNAPSACK_STEPS + 1);
  const knapsackCost = (j: number, budget: number): number => {
    let rest = minimum[j]! - load[j]!;
    if (rest <= 0) return 0;
    const q = Math.max(1, Math.ceil((budget + 1) / (KNAPSACK_STEPS + 1)));
    const top = Math.floor(budget / q);
    table.fill(0, 0, top + 1); // table[v]: the most weight for a rounded Σ delta ≤ v
    for (const i of byDelta[j]!) {
      if (owner[i]! >= 0) continue;
      const w = Math.floor(delta(i, j) / q);
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
  };
  /** The stronger bound, with the knapsacks, for a budget of extra cost: > budget means out of reach. */
  const knapsackShortfall = (budget: number): number => {
    let total = 0;
    for (const j of members) {
      total += Math.max(shortfallCost(j), knapsackCost(j, budget - total));
      if (total > budget) return total;
    }
    return Math.max(total, jointShortfall(), surplusShed());
  };
  /**
   * A bound that sees the members together, which the per-member ones miss when several compete for
   * the same lines (sets whose minimums add up to about everything quoted). The lines the short
   * members receive cost at least what they lack in all; they are lines one of them quoted, each at
   * least its cheapest price, so they cost at least `lacking` − Σ those prices more than that. And if
   * even the dearest quote of each such line cannot cover `lacking`, nothing can (Infinity).
   */
  const jointShortfall = (): number => {
    let lacking = 0;
    for (const j of members) lacking += Math.max(0, minimum[j]! - load[j]!);
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
  };
  /** Whether sending every unassigned line to its cheapest member meets every minimum. */
  const restIsGreedy = () => members.every((j) => meets(j, load[j]! + restLoad[j]!, count[j]! + restCount[j]!));
  const snapshot = () => owner.map((j, i) => (j < 0 ? greedy[i]! : j));

  const flexibility = (i: number) => {
    let bestRatio = Infinity;
    for (const j of choices[i]!) {
      const c = cost[i * k + j]!;
      if (j !== greedy[i] && c > 0) bestRatio = Math.min(bestRatio, delta(i, j) / c);
    }
    return bestRatio;
  };
  const flex = Array.from({ length: n }, (_, i) => flexibility(i));
  // Lines with one choice first, then those whose cheapest alternative costs least per centavo (the
  // ones a short member would take).
  const margin = (i: number) => greedyLoad[greedy[i]!]! - minimum[greedy[i]!]!;
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => choices[a]!.length - choices[b]!.length || margin(a) - margin(b) || flex[a]! - flex[b]! || a - b,
  );

  /**
   * The Lagrangian bound, for when members compete for lines (several short at once, a few able to
   * give): each unassigned line gets a price u, and every member alone takes the unassigned lines it
   * quoted that reach its minimum at the least Σ (cost − u), keeping every line whose cost is below
   * its price. For any u, the extra cost of the best completion is at least
   *   moved + Σ unassigned (u − cheapest price) + Σ members' least Σ (cost − u),
   * since an award gives each line to one member. With u = the cheapest prices it is the per-member
   * knapsack bound; `ascend` raises the price of lines nobody takes and lowers that of lines several
   * take, which is where that bound was loose. Prices are not integers, so comparisons leave
   * `tolerance` (a hundred-millionth of the cotação) for rounding.
   */
  let prices = null as Float64Array | null;
  let tolerance = 1e-6;
  for (let i = 0; i < n; i++) tolerance += low[i]! * 1e-10;
  const picked = new Int32Array(n); // how many members take each line, in the last priced bound
  const choice = new Uint8Array(n * (KNAPSACK_STEPS + 1)); // the knapsack's decisions, to pick lines
  const itemLines = new Int32Array(n);
  const usedLines = new Int32Array(n);
  /**
   * Member j's least Σ (cost − u) above its negative terms (the lines it keeps for less than their
   * price, counted by the caller first, so that every later term is ≥ 0 and the sum may stop early).
   */
  const pricedCost = (j: number, u: Float64Array, room: number, pick: boolean): number => {
    let rest = minimum[j]! - load[j]!;
    let any = count[j]! > 0;
    let cheapest = Infinity;
    let cheapestLine = -1;
    let items = 0; // the lines with cost ≥ u, kept in `itemLines`
    for (const i of byDelta[j]!) {
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
    if (pick) {
      for (let x = used - 1, left = v; x >= 0; x--) {
        if (!choice[x * (KNAPSACK_STEPS + 1) + left]) continue;
        const i = usedLines[x]!;
        picked[i] = picked[i]! + 1;
        left -= Math.floor((cost[i * k + j]! - u[i]!) / q);
      }
    }
    return v * q;
  };
  /** The Lagrangian bound on the extra cost for prices u (> budget: out of reach). */
  const pricedExtra = (u: Float64Array, budget: number, pick: boolean): number => {
    let value = moved;
    for (let i = 0; i < n; i++) if (owner[i]! < 0) value += u[i]! - low[i]!;
    for (const j of members) {
      for (const i of byDelta[j]!) if (owner[i]! < 0) value += Math.min(0, cost[i * k + j]! - u[i]!);
    }
    if (pick) picked.fill(0);
    for (const j of members) {
      value += pricedCost(j, u, budget - value, pick);
      if (value > budget + tolerance) return value;
    }
    return value;
  };
  /**
   * Subgradient ascent on the prices at the set's root, aiming at `limit`: a line taken by no member
   * gets dearer, one taken by several cheaper (Polyak's step). Keeps the best prices found; stops early
   * once the bound alone shows the set cannot beat the limit.
   */
  const ascend = (): Float64Array => {
    const u = Float64Array.from(low);
    const bestPrices = u.slice();
    let bestValue = -Infinity;
    let step = 2;
    let stalled = 0;
    for (let round = 0; round < ASCENT_ROUNDS; round++) {
      const value = pricedExtra(u, limit - 1 - lb, true);
      if (value > bestValue) {
        [bestValue, stalled] = [value, 0];
        bestPrices.set(u);
      } else if (++stalled >= 4) [step, stalled] = [step / 2, 0];
      if (value > limit - 1 - lb + tolerance) break;
      let norm = 0;
      for (let i = 0; i < n; i++) norm += (1 - picked[i]!) ** 2;
      if (norm === 0) break;
      const move = (step * (limit - lb - value)) / norm;
      for (let i = 0; i < n; i++) u[i] = u[i]! + move * (1 - picked[i]!);
    }
    return bestPrices;
  };

  let limit = Infinity; // the search keeps only awards below it
  let found = null as Int32Array | null;
  /**
   * Depth first over the unassigned lines in `order`, at each line the child with the lowest bound
   * first, keeping in `found` the cheapest award below `limit` (lowering it). With `first`, it stops
   * at the first award found.
   */
  const search = (pos: number, first: boolean): boolean => {
    if (--p.nodesLeft < 0) throw new SearchBudgetSpent();
    if (restIsGreedy()) {
      // Every other line at its cheapest member: nothing in this subtree costs less.
      if (lb + moved < limit) {
        limit = lb + moved;
        found = snapshot();
        return first;
      }
      return false;
    }
    while (pos < n && owner[order[pos]!]! >= 0) pos++;
    if (pos === n) return false;
    // Children are ordered by the fractional bound; the knapsack one, dearer, is checked once per node.
    if (limit < Infinity && lb + moved + knapsackShortfall(limit - 1 - lb - moved) >= limit) return false;
    if (prices && pricedExtra(prices, limit - 1 - lb, false) > limit - 1 - lb + tolerance) return false;
    const i = order[pos]!;
    const children: { j: number; bound: number; short: number }[] = [];
    for (const j of choices[i]!) {
      assign(i, j);
      const short = shortfall(limit - lb - moved);
      const bound = lb + moved + short;
      unassign(i);
      if (bound < limit) children.push({ j, bound, short });
    }
    children.sort((a, b) => a.bound - b.bound || a.short - b.short || rank[a.j]! - rank[b.j]!);
    for (const child of children) {
      if (child.bound >= limit) continue;
      assign(i, child.j);
      const done = search(pos + 1, first);
      unassign(i);
      if (done) return true;
    }
    return false;
  };

  // Phase 1: the least cost that is at most `allowed`.
  limit = allowed + 1;
  const start = repairedAward(p, mask, lb);
  if (start && start.cost < limit) [limit, found] = [start.cost, start.owner];
  // Prices for the Lagrangian bound, when the cheaper bounds leave the set open.
  if (limit < Infinity && lb + knapsackShortfall(limit - 1 - lb) < limit) prices = ascend();
  search(0, false);
  if (found === null) return null;
  const best = limit;
  const candidate: Candidate = { cost: best, size, scores, owner: found };
  // Phase 2, only if the set's award decides: the first award at that cost, lines in the cotação's
  // order, members by id. The witness is an optimal award that agrees with the lines fixed so far; at
  // each line, a member that comes before the witness's is taken if some optimal award completes it.
  candidate.finish = () => {
    candidate.finish = undefined;
    let witness = candidate.owner;
    for (let i = 0; i < n; i++) {
      let taken = false;
      for (const j of choices[i]!) {
        if (j === witness[i] || rank[j]! > rank[witness[i]!]!) break;
        assign(i, j);
        if (lb + moved + shortfall(best + 1 - lb - moved) <= best) {
          limit = best + 1;
          found = null;
          if (search(0, true)) {
            witness = found!;
            taken = true;
            break;
          }
        }
        unassign(i);
      }
      if (!taken) assign(i, witness[i]!);
    }
    candidate.owner = witness;
  };
  return candidate;
}

/** The cheapest award of a cotação (see the module's comment for the rules and ties). */
export function bestSplit(input: BestSplitInput, { maxNodes = BEST_SPLIT_MAX_NODES } = {}): BestSplit {
  const matrix = readInput(input);
  const all = matrix.suppliers;
  const awardable: number[] = [];
  const unawardableLineIds: string[] = [];
  for (let i = 0; i < matrix.lines; i++) {
    let quoted = false;
    for (let j = 0; j < all; j++) if (matrix.cost[i * all + j]! >= 0) quoted = true;
    if (quoted) awardable.push(i);
    else unawardableLineIds.push(input.lineIds[i]!);
  }
  if (awardable.length === 0) return { feasible: false, reason: NO_QUOTED_LINE_REASON, unawardableLineIds };

  // A supplier whose every quoted line together stays below its minimum can never be chosen.
  const usable: number[] = [];
  for (let j = 0; j < all; j++) {
    let sum = 0;
    let count = 0;
    for (const i of awardable) {
      const c = matrix.cost[i * all + j]!;
      if (c >= 0) {
        sum += c;
        count++;
      }
    }
    if (count > 0 && sum >= input.suppliers[j]!.minimumOrderCents) usable.push(j);
  }
  if (usable.length > BEST_SPLIT_MAX_SUPPLIERS) {
    throw new RangeError(`Mais de ${BEST_SPLIT_MAX_SUPPLIERS} fornecedores para a melhor divisão`);
  }
  const n = awardable.length;
  const k = usable.length;
  const cost = new Float64Array(n * k);
  for (const [i, line] of awardable.entries()) {
    for (const [j, s] of usable.entries()) cost[i * k + j] = matrix.cost[line * all + s]!;
  }
  const ids = usable.map((j) => input.suppliers[j]!.id);
  const byId = [...ids.keys()].sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
  const rank: number[] = [];
  for (const [position, j] of byId.entries()) rank[j] = position;
  const p: Problem = {
    n,
    k,
    cost,
    freight: usable.map((j) => input.suppliers[j]!.freightCents),
    minimum: usable.map((j) => input.suppliers[j]!.minimumOrderCents),
    rank,
    score: usable.map((j) => input.suppliers[j]!.score ?? -Infinity),
    nodesLeft: maxNodes,
  };

  // The sets by increasing LB, then size. First pass: a set whose cheapest member per line meets every
  // minimum is solved at once (its award costs LB); the others wait. Second pass: a quick repaired
  // award for each waiting set; the cheapest is a ceiling no winner can exceed. Third pass: the
  // waiting sets are searched, each with what it may cost and still win as a limit. Once a set's
  // (LB, size) passes the best award's (cost, size), no later set can win.
  const { masks, bounds } = coveringSets(p);
  const sizes = masks.map((m) => {
    let c = 0;
    for (let x = m; x; x &= x - 1) c++;
    return c;
  });
  const sets = [...masks.keys()].sort((a, b) => bounds[a]! - bounds[b]! || sizes[a]! - sizes[b]! || a - b);
  let best = null as Candidate | null;
  let ceiling = Infinity;
  /** What a set may cost and still win (at equal cost, fewer suppliers, a better scorecard, or the
   * line-by-line order decide); null when neither it nor any later set can. */
  const allowedFor = (s: number): number | null => {
    if (bounds[s]! > ceiling) return null;
    if (!best) return ceiling;
    if (bounds[s]! > best.cost || (bounds[s] === best.cost && sizes[s]! > best.size)) return null;
    const head = sizes[s] !== best.size ? sizes[s]! - best.size : compareScores(scoresOf(p, masks[s]!), best.scores);
    return Math.min(ceiling, head <= 0 ? best.cost : best.cost - 1);
  };
  const consider = (candidate: Candidate | null) => {
    if (candidate && (!best || compareCandidates(p, candidate, best) < 0)) best = candidate;
  };
  const waiting: number[] = [];
  for (const s of sets) {
    const allowed = allowedFor(s);
    if (allowed === null) break;
    if (bounds[s]! > allowed) continue;
    const award = greedyAward(p, masks[s]!, bounds[s]!);
    if (award) consider(award);
    else waiting.push(s);
  }
  for (const s of waiting) {
    const allowed = allowedFor(s);
    if (allowed === null) break;
    if (bounds[s]! <= allowed) ceiling = Math.min(ceiling, repairedAward(p, masks[s]!, bounds[s]!)?.cost ?? Infinity);
  }
  try {
    for (const s of waiting) {
      const allowed = allowedFor(s);
      if (allowed === null) break;
      if (bounds[s]! <= allowed) consider(solveSet(p, masks[s]!, bounds[s]!, allowed));
    }
    if (!best) return { feasible: false, reason: MINIMUM_ORDER_REASON, unawardableLineIds };
    best.finish?.();
  } catch (error) {
    if (error instanceof SearchBudgetSpent) return { feasible: false, reason: TOO_HARD_REASON, unawardableLineIds };
    throw error;
  }

  const lines: AwardedLine[] = [];
  const chosen = new Map<number, AwardedSupplier>();
  for (const [i, line] of awardable.entries()) {
    const j = best.owner[i]!;
    const supplier = input.suppliers[usable[j]!]!;
    const costCents = cost[i * k + j]!;
    lines.push({ lineId: input.lineIds[line]!, supplierId: supplier.id, costCents });
    const entry = chosen.get(usable[j]!) ?? {
      supplierId: supplier.id,
      lineIds: [],
      subtotalCents: 0,
      freightCents: supplier.freightCents,
      totalCents: supplier.freightCents,
    };
    entry.lineIds.push(input.lineIds[line]!);
    entry.subtotalCents += costCents;
    entry.totalCents += costCents;
    chosen.set(usable[j]!, entry);
  }
  const suppliers = [...chosen.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
  return { feasible: true, lines, suppliers, totalCents: best.cost, unawardableLineIds };
}
