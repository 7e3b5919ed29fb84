/**
 * The awards a supplier set gets before any search (steps 2 and 3 of best-split.ts): each line at its
 * cheapest member, which is optimal for the set when it meets every minimum, and that award repaired
 * until it does, an upper bound that gives the search a limit from the start.
 */
import { cheapestMembers, scoresOf, type Candidate, type Problem } from './best-split-problem';

/** The set's cheapest award when each line at its cheapest member meets every minimum (cost: LB). */
export function greedyAward(p: Problem, mask: number, lb: number): Candidate | null {
  const { members, greedy, greedyMeets } = cheapestMembers(p, mask);
  return greedyMeets ? { cost: lb, size: members.length, scores: scoresOf(p, mask), owner: greedy } : null;
}

/**
 * A first award for a set, to search with a limit from the start: from the cheapest member per line,
 * while a member is short, move to it the line costing the least extra per centavo it still lacks,
 * taken from a member that stays at its minimum. It may fail; nothing depends on it but speed.
 */
export function repairedAward(p: Problem, mask: number, lb: number): { owner: Int32Array; cost: number } | null {
  const { n, k, cost, minimum } = p;
  const { members, greedy, greedyLoad, greedyCount } = cheapestMembers(p, mask);
  const owners = greedy.slice();
  const loads = greedyLoad.slice();
  const counts = greedyCount.slice();
  let extra = 0;
  for (let step = 0; step < n * members.length; step++) {
    // The member that lacks the most (one without a line lacks at least a centavo).
    let j = -1;
    let lacking = 0;
    for (const t of members) {
      const l = counts[t] === 0 ? Math.max(1, minimum[t]! - loads[t]!) : minimum[t]! - loads[t]!;
      if (l > lacking) [j, lacking] = [t, l];
    }
    if (j < 0) return { owner: owners, cost: lb + extra };
    const line = lineToMove(p, owners, loads, counts, j, lacking);
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
 * The line member j (short by `lacking`) takes next: the least extra cost per centavo it brings, from a
 * member that keeps another line and its minimum without it. -1 when no line can move.
 */
function lineToMove(
  p: Problem,
  owners: Int32Array,
  loads: Float64Array,
  counts: Int32Array,
  j: number,
  lacking: number,
): number {
  const { n, k, cost, minimum } = p;
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
  return line;
}
