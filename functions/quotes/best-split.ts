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
 *    freight of S + Σ over lines of the cheapest price within S: no award using exactly S costs less
 *    (`coveringSets` in best-split-sets.ts).
 * 2. The sets are taken by increasing LB(S), and the walk stops once LB(S) passes the best award found
 *    (ties go on, for the tie-breaks). When each line at its cheapest member of S gives every member a
 *    line and its minimum, that award costs LB(S): optimal for S. Most sets end here (`bestAward` in
 *    best-split-sets.ts, `greedyAward` in best-split-first-awards.ts).
 * 3. The other sets get a quick repaired award (an upper bound: `repairedAward`), then a branch and
 *    bound over the lines for the cheapest award using exactly S (`solveSet` in best-split-search.ts,
 *    walking the assignment of best-split-assignment.ts). Its lower bounds, each valid on its own: per
 *    short member, the least extra cost of the lines it must take (a knapsack); for the members
 *    together, what they lack in all; for a member that took a line above its cheapest price, the
 *    lines it must then give away (best-split-bounds.ts); and a Lagrangian bound with a price per line,
 *    which sees members competing for the same lines (best-split-lagrangian.ts). A last search finds,
 *    among the awards at that cost, the first by supplier id line by line, only for the set that wins.
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
import { SearchBudgetSpent, type Candidate, type Problem } from './best-split-problem';
import { bestAward } from './best-split-sets';

/** Reason when no line received a price. */
export const NO_QUOTED_LINE_REASON = 'Nenhum item da cotação recebeu preço de fornecedor';
/** Reason when the search ran out of its budget before proving the cheapest award (see `maxNodes`). */
export const TOO_HARD_REASON =
  'Não foi possível provar a melhor divisão a tempo: os pedidos mínimos se sobrepõem demais; adjudique por item ou a um fornecedor';
/**
 * Search nodes one comparison may visit, the walk over supplier sets' steps included (2^(k+1) at
 * most: 2,047 for 10 suppliers). Realistic cotações never search (or a few hundred nodes);
 * minimums that add up to nearly the whole cotação can take minutes, past a Worker's CPU limit, so
 * past this the answer is "not proved" rather than an award nobody checked or a killed request.
 */
export const BEST_SPLIT_MAX_NODES = 200_000;

/** Reason when prices exist but no award reaches every chosen supplier's minimum order. */
export const MINIMUM_ORDER_REASON = 'Nenhuma combinação atende aos pedidos mínimos dos fornecedores';

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

/** The prices as a matrix, refusing what is not a cotação: repeated ids, foreign prices, cents that are not. */
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

/** The cheapest award of a cotação (see the module's comment for the rules and ties). */
export function bestSplit(input: BestSplitInput, { maxNodes = BEST_SPLIT_MAX_NODES } = {}): BestSplit {
  const matrix = readInput(input);
  const { awardable, unawardableLineIds } = awardableLines(input, matrix);
  if (awardable.length === 0) return { feasible: false, reason: NO_QUOTED_LINE_REASON, unawardableLineIds };
  const usable = usableSuppliers(input, matrix, awardable);
  const p = problemOf(input, matrix, awardable, usable, maxNodes);
  let best: Candidate | null;
  try {
    best = bestAward(p);
  } catch (error) {
    if (error instanceof SearchBudgetSpent) return { feasible: false, reason: TOO_HARD_REASON, unawardableLineIds };
    throw error;
  }
  if (!best) return { feasible: false, reason: MINIMUM_ORDER_REASON, unawardableLineIds };
  return { ...awardOf(input, awardable, usable, p, best), unawardableLineIds };
}

/** The lines someone quoted (matrix indices), and the ids of the others, which no award can include. */
function awardableLines(input: BestSplitInput, matrix: Matrix) {
  const all = matrix.suppliers;
  const awardable: number[] = [];
  const unawardableLineIds: string[] = [];
  for (let i = 0; i < matrix.lines; i++) {
    let quoted = false;
    for (let j = 0; j < all; j++) if (matrix.cost[i * all + j]! >= 0) quoted = true;
    if (quoted) awardable.push(i);
    else unawardableLineIds.push(input.lineIds[i]!);
  }
  return { awardable, unawardableLineIds };
}

/**
 * The suppliers that could be chosen (matrix indices): a supplier whose every quoted line together
 * stays below its minimum never can. Past BEST_SPLIT_MAX_SUPPLIERS of them, a RangeError: the walk
 * over their sets doubles with each one.
 */
function usableSuppliers(input: BestSplitInput, matrix: Matrix, awardable: number[]): number[] {
  const all = matrix.suppliers;
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
  return usable;
}

/** The awardable lines × usable suppliers in the search's indices, with each supplier's rank by id. */
function problemOf(
  input: BestSplitInput,
  matrix: Matrix,
  awardable: number[],
  usable: number[],
  maxNodes: number,
): Problem {
  const all = matrix.suppliers;
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
  return {
    n,
    k,
    cost,
    freight: usable.map((j) => input.suppliers[j]!.freightCents),
    minimum: usable.map((j) => input.suppliers[j]!.minimumOrderCents),
    rank,
    score: usable.map((j) => input.suppliers[j]!.score ?? -Infinity),
    nodesLeft: maxNodes,
  };
}

/** The winning award in the cotação's ids: lines in its order, chosen suppliers in the input's. */
function awardOf(input: BestSplitInput, awardable: number[], usable: number[], p: Problem, best: Candidate) {
  const { k, cost } = p;
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
  return { feasible: true as const, lines, suppliers, totalCents: best.cost };
}
