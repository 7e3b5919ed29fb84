import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestSplit,
  MINIMUM_ORDER_REASON,
  NO_QUOTED_LINE_REASON,
  singleSupplierOptions,
  TOO_HARD_REASON,
  type BestSplit,
  type BestSplitInput,
  type SplitSupplier,
} from './best-split';

const supplier = (id: string, over: Partial<SplitSupplier> = {}): SplitSupplier => ({
  id,
  freightCents: 0,
  minimumOrderCents: 0,
  score: null,
  ...over,
});

/** Prices as a table: { line: { supplier: centavos } }. */
function input(suppliers: SplitSupplier[], table: Record<string, Record<string, number>>): BestSplitInput {
  return {
    lineIds: Object.keys(table),
    suppliers,
    prices: Object.entries(table).flatMap(([lineId, row]) =>
      Object.entries(row).map(([supplierId, costCents]) => ({ lineId, supplierId, costCents })),
    ),
  };
}

/** Line → supplier of an award. */
const awardOf = (split: BestSplit) =>
  split.feasible ? Object.fromEntries(split.lines.map((l) => [l.lineId, l.supplierId])) : null;

/**
 * The specification written plainly: every assignment of the quoted lines to suppliers that quoted
 * them, kept if each supplier used reaches its minimum, the best by cost, then fewer suppliers, then
 * the scores sorted worst first (null worst, higher wins), then the supplier ids line by line.
 */
function bruteForce(inp: BestSplitInput) {
  const price = new Map(inp.prices.map((p) => [`${p.lineId}|${p.supplierId}`, p.costCents]));
  const quoted = inp.lineIds.filter((l) => inp.suppliers.some((s) => price.has(`${l}|${s.id}`)));
  const unawardableLineIds = inp.lineIds.filter((l) => !quoted.includes(l));
  if (quoted.length === 0) return { feasible: false, reason: NO_QUOTED_LINE_REASON, unawardableLineIds };

  type Award = { total: number; used: SplitSupplier[]; owners: string[] };
  const scoresOf = (used: SplitSupplier[]) =>
    used.map((s) => s.score ?? -Infinity).sort((a, b) => (a === b ? 0 : a < b ? -1 : 1));
  const better = (a: Award, b: Award): boolean => {
    if (a.total !== b.total) return a.total < b.total;
    if (a.used.length !== b.used.length) return a.used.length < b.used.length;
    const sa = scoresOf(a.used);
    const sb = scoresOf(b.used);
    for (let x = 0; x < sa.length; x++) if (sa[x] !== sb[x]) return sa[x]! > sb[x]!;
    for (let x = 0; x < a.owners.length; x++) if (a.owners[x] !== b.owners[x]) return a.owners[x]! < b.owners[x]!;
    return false;
  };

  let best: Award | null = null;
  const owners: string[] = [];
  const walk = (x: number) => {
    if (x === quoted.length) {
      const used = inp.suppliers.filter((s) => owners.includes(s.id));
      let total = 0;
      for (const s of used) {
        const subtotal = quoted.reduce((sum, l, y) => (owners[y] === s.id ? sum + price.get(`${l}|${s.id}`)! : sum), 0);
        if (subtotal < s.minimumOrderCents) return;
        total += subtotal + s.freightCents;
      }
      const award = { total, used, owners: [...owners] };
      if (!best || better(award, best)) best = award;
      return;
    }
    for (const s of inp.suppliers) {
      if (!price.has(`${quoted[x]}|${s.id}`)) continue;
      owners.push(s.id);
      walk(x + 1);
      owners.pop();
    }
  };
  walk(0);
  const found = best as Award | null;
  if (!found) return { feasible: false, reason: MINIMUM_ORDER_REASON, unawardableLineIds };
  return {
    feasible: true,
    totalCents: found.total,
    award: Object.fromEntries(quoted.map((l, y) => [l, found.owners[y]!])),
    unawardableLineIds,
  };
}

/**
 * Random cotações up to 8 lines × 4 suppliers, ids in a random order (so that id order is not input
 * order): prices from a small set and near zero make ties and near ties common, minimums from none to
 * more than anything quoted.
 */
const cotacao = fc
  .record({
    lines: fc.integer({ min: 0, max: 8 }),
    ids: fc.uniqueArray(fc.constantFrom('ana', 'bia', 'caio', 'davi', 'eva', 'fabi'), { minLength: 1, maxLength: 4 }),
  })
  .chain(({ lines, ids }) =>
    fc.record({
      ids: fc.constant(ids),
      lineIds: fc.constant(Array.from({ length: lines }, (_, i) => `item-${i + 1}`)),
      freight: fc.array(fc.constantFrom(0, 0, 300, 800, 2500), { minLength: ids.length, maxLength: ids.length }),
      minimum: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 12_000 })), {
        minLength: ids.length,
        maxLength: ids.length,
      }),
      score: fc.array(fc.constantFrom(null, 2, 3, 4.5), { minLength: ids.length, maxLength: ids.length }),
      prices: fc.array(
        fc.option(
          fc.oneof(
            fc.integer({ min: 0, max: 4_000 }),
            fc.constantFrom(1_000, 1_050, 2_000),
            fc.integer({ min: 0, max: 30 }),
          ),
          {
            nil: undefined,
            freq: 3,
          },
        ),
        { minLength: lines * ids.length, maxLength: lines * ids.length },
      ),
    }),
  )
  .map(({ ids, lineIds, freight, minimum, score, prices }): BestSplitInput => ({
    lineIds,
    suppliers: ids.map((id, j) => ({
      id,
      freightCents: freight[j]!,
      minimumOrderCents: minimum[j]!,
      score: score[j]!,
    })),
    prices: lineIds.flatMap((lineId, i) =>
      ids.flatMap((supplierId, j) => {
        const costCents = prices[i * ids.length + j];
        return costCents === undefined ? [] : [{ lineId, supplierId, costCents }];
      }),
    ),
  }));

describe('best split of a cotação', () => {
  it('matches a brute force over every assignment: feasibility, reason, total, award and ties', () => {
    fc.assert(
      fc.property(cotacao, (inp) => {
        const split = bestSplit(inp);
        const expected = bruteForce(inp);
        expect(split.feasible).toBe(expected.feasible);
        expect(split.unawardableLineIds).toEqual(expected.unawardableLineIds);
        if (!split.feasible) {
          expect(split.reason).toBe(expected.reason);
          return;
        }
        expect(split.totalCents).toBe(expected.totalCents);
        expect(awardOf(split)).toEqual(expected.award);
        // The summary adds up: subtotals from the lines, freight once, each chosen minimum met.
        for (const s of split.suppliers) {
          const given = inp.suppliers.find((x) => x.id === s.supplierId)!;
          const mine = split.lines.filter((l) => l.supplierId === s.supplierId);
          expect(s.lineIds).toEqual(mine.map((l) => l.lineId));
          expect(s.subtotalCents).toBe(mine.reduce((sum, l) => sum + l.costCents, 0));
          expect(s.subtotalCents).toBeGreaterThanOrEqual(given.minimumOrderCents);
          expect(s.totalCents).toBe(s.subtotalCents + given.freightCents);
        }
        expect(split.totalCents).toBe(split.suppliers.reduce((sum, s) => sum + s.totalCents, 0));
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps one supplier when a split saves less than the second freight', () => {
    const inp = input([supplier('atacado', { freightCents: 500 }), supplier('boa-safra', { freightCents: 500 })], {
      arroz: { atacado: 1_000, 'boa-safra': 900 },
      feijao: { atacado: 1_000, 'boa-safra': 1_200 },
    });
    // Each line to its cheapest: 900 + 1000 + two freights = 2900; everything from atacado: 2500.
    const split = bestSplit(inp);
    expect(split).toEqual({
      feasible: true,
      lines: [
        { lineId: 'arroz', supplierId: 'atacado', costCents: 1_000 },
        { lineId: 'feijao', supplierId: 'atacado', costCents: 1_000 },
      ],
      suppliers: [
        {
          supplierId: 'atacado',
          lineIds: ['arroz', 'feijao'],
          subtotalCents: 2_000,
          freightCents: 500,
          totalCents: 2_500,
        },
      ],
      totalCents: 2_500,
      unawardableLineIds: [],
    });
  });

  it('moves a line to a pricier supplier so that another reaches its minimum', () => {
    const inp = input([supplier('atacado', { minimumOrderCents: 3_000 }), supplier('boa-safra')], {
      arroz: { atacado: 2_000, 'boa-safra': 1_900 },
      feijao: { atacado: 1_000, 'boa-safra': 1_400 },
      oleo: { 'boa-safra': 500 },
    });
    // Cheapest per line leaves atacado at 1000 (< 3000); all from boa-safra costs 3800; giving atacado
    // the rice too (2000 instead of 1900) reaches its minimum for 3500.
    const split = bestSplit(inp);
    expect(awardOf(split)).toEqual({ arroz: 'atacado', feijao: 'atacado', oleo: 'boa-safra' });
    expect(split.feasible && split.totalCents).toBe(3_500);
    expect(split.feasible && split.suppliers.map((s) => [s.supplierId, s.subtotalCents])).toEqual([
      ['atacado', 3_000],
      ['boa-safra', 500],
    ]);
  });

  it('answers "not proved" in Portuguese, not an unchecked award, when the search outgrows its budget', () => {
    const inp = input([supplier('atacado', { minimumOrderCents: 3_000 }), supplier('boa-safra')], {
      arroz: { atacado: 2_000, 'boa-safra': 1_900 },
      feijao: { atacado: 1_000, 'boa-safra': 1_400 },
      oleo: { 'boa-safra': 500 },
    });
    expect(bestSplit(inp, { maxNodes: 0 })).toEqual({
      feasible: false,
      reason: TOO_HARD_REASON,
      unawardableLineIds: [],
    });
    expect(bestSplit(inp).feasible).toBe(true);
  });

  it('counts the walk over supplier sets against the budget: 20 suppliers quoting every line are "not proved" past it', () => {
    // Each line at its cheapest member reaches every minimum (none), so no set is ever searched: only the
    // walk over the 2^20 sets spends the budget (about 2 million steps).
    const ids = Array.from({ length: 20 }, (_, j) => `fornecedor-${String(j).padStart(2, '0')}`);
    const lineIds = Array.from({ length: 30 }, (_, i) => `item-${i}`);
    const inp: BestSplitInput = {
      lineIds,
      suppliers: ids.map((id) => supplier(id)),
      prices: lineIds.flatMap((lineId, i) =>
        ids.map((supplierId, j) => ({ lineId, supplierId, costCents: 1_000 + ((i * 7 + j * 13) % 9) })),
      ),
    };
    expect(bestSplit(inp, { maxNodes: 100_000 })).toEqual({
      feasible: false,
      reason: TOO_HARD_REASON,
      unawardableLineIds: [],
    });
    // Five of them walk 63 steps: proved.
    const five = {
      ...inp,
      suppliers: inp.suppliers.slice(0, 5),
      prices: inp.prices.filter((p) => p.supplierId < 'fornecedor-05'),
    };
    expect(bestSplit(five, { maxNodes: 100 }).feasible).toBe(true);
  });

  describe('ties', () => {
    // Both alone cost 2100 and so does the split (1900 + two freights of 100).
    const tied = (a: number | null, b: number | null) =>
      input([supplier('bia', { freightCents: 100, score: b }), supplier('ana', { freightCents: 100, score: a })], {
        arroz: { ana: 1_000, bia: 900 },
        feijao: { ana: 1_000, bia: 1_100 },
      });

    it('go to fewer suppliers, then the better scorecard', () => {
      expect(awardOf(bestSplit(tied(4.5, 3)))).toEqual({ arroz: 'ana', feijao: 'ana' });
      expect(awardOf(bestSplit(tied(3, 4.5)))).toEqual({ arroz: 'bia', feijao: 'bia' });
      // A supplier without a score counts as the worst.
      expect(awardOf(bestSplit(tied(null, 1)))).toEqual({ arroz: 'bia', feijao: 'bia' });
    });

    it('compare scorecards worst first', () => {
      // Each supplier must get both lines it quoted to reach its minimum: the only awards are
      // {ana, bia} and {caio, davi}, both 4000. {ana, bia} has the higher sum (7 against 6) but the
      // worse worst score (2 against 3): {caio, davi} wins.
      const minimumOrderCents = 2_000;
      const inp = input(
        [
          supplier('ana', { score: 5, minimumOrderCents }),
          supplier('bia', { score: 2, minimumOrderCents }),
          supplier('caio', { score: 3, minimumOrderCents }),
          supplier('davi', { score: 3, minimumOrderCents }),
        ],
        {
          arroz: { ana: 1_000, caio: 1_000 },
          sal: { ana: 1_000, davi: 1_000 },
          feijao: { bia: 1_000, davi: 1_000 },
          oleo: { bia: 1_000, caio: 1_000 },
        },
      );
      expect(awardOf(bestSplit(inp))).toEqual({ arroz: 'caio', sal: 'davi', feijao: 'davi', oleo: 'caio' });
    });

    it('then follow the supplier ids line by line', () => {
      expect(awardOf(bestSplit(tied(3, 3)))).toEqual({ arroz: 'ana', feijao: 'ana' });
      // Both suppliers are needed and the rice costs the same at either: it goes to ana.
      const inp = input([supplier('bia'), supplier('ana')], {
        feijao: { bia: 300 },
        arroz: { ana: 700, bia: 700 },
        oleo: { ana: 300 },
      });
      expect(awardOf(bestSplit(inp))).toEqual({ feijao: 'bia', arroz: 'ana', oleo: 'ana' });
    });
  });

  it('says why when no award reaches the minimum orders, and lists lines nobody quoted', () => {
    const inp = input([supplier('ana', { minimumOrderCents: 5_000 }), supplier('bia', { minimumOrderCents: 1_500 })], {
      arroz: { ana: 2_000, bia: 1_000 },
      feijao: { ana: 2_000 },
      sal: {},
    });
    expect(bestSplit(inp)).toEqual({ feasible: false, reason: MINIMUM_ORDER_REASON, unawardableLineIds: ['sal'] });
    expect(bestSplit(input([supplier('ana')], { sal: {} }))).toEqual({
      feasible: false,
      reason: NO_QUOTED_LINE_REASON,
      unawardableLineIds: ['sal'],
    });
    expect(bestSplit(input([supplier('ana', { minimumOrderCents: 100 })], { arroz: { ana: 200 }, sal: {} }))).toEqual({
      feasible: true,
      lines: [{ lineId: 'arroz', supplierId: 'ana', costCents: 200 }],
      suppliers: [{ supplierId: 'ana', lineIds: ['arroz'], subtotalCents: 200, freightCents: 0, totalCents: 200 }],
      totalCents: 200,
      unawardableLineIds: ['sal'],
    });
  });

  it('refuses amounts that are not whole centavos and prices outside the cotação', () => {
    expect(() => bestSplit(input([supplier('ana')], { arroz: { ana: 10.5 } }))).toThrow(RangeError);
    expect(() => bestSplit(input([supplier('ana', { freightCents: -1 })], { arroz: { ana: 10 } }))).toThrow(RangeError);
    expect(() => bestSplit(input([supplier('ana')], { arroz: { bia: 10 } }))).toThrow(RangeError);
  });

  it('prices each supplier alone for the single-supplier strategy', () => {
    const inp = input(
      [
        supplier('ana', { freightCents: 500, minimumOrderCents: 3_000 }),
        supplier('bia', { freightCents: 0, minimumOrderCents: 1_000 }),
        supplier('caio'),
      ],
      { arroz: { ana: 2_000, bia: 1_900 }, feijao: { ana: 1_500 } },
    );
    expect(singleSupplierOptions(inp)).toEqual([
      {
        supplierId: 'ana',
        lineIds: ['arroz', 'feijao'],
        missingLineIds: [],
        subtotalCents: 3_500,
        freightCents: 500,
        totalCents: 4_000,
        meetsMinimum: true,
      },
      {
        supplierId: 'bia',
        lineIds: ['arroz'],
        missingLineIds: ['feijao'],
        subtotalCents: 1_900,
        freightCents: 0,
        totalCents: 1_900,
        meetsMinimum: true,
      },
      {
        supplierId: 'caio',
        lineIds: [],
        missingLineIds: ['arroz', 'feijao'],
        subtotalCents: 0,
        freightCents: 0,
        totalCents: 0,
        meetsMinimum: false,
      },
    ]);
  });

  it('solves 200 lines × 10 suppliers', () => {
    // A fixed pseudo-random cotação: prices a few % apart, some lines not quoted, freight and minimums.
    let seed = 20_240_601;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const ids = Array.from({ length: 10 }, (_, j) => `fornecedor-${j}`);
    const lineIds = Array.from({ length: 200 }, (_, i) => `item-${i}`);
    const inp: BestSplitInput = {
      lineIds,
      suppliers: ids.map((id) => ({
        id,
        freightCents: Math.floor(random() * 8_000),
        minimumOrderCents: Math.floor(random() * 300_000),
        score: random() < 0.2 ? null : Math.round(random() * 50) / 10,
      })),
      prices: lineIds.flatMap((lineId) => {
        const base = 500 + Math.floor(random() * 80_000);
        return ids.flatMap((supplierId) =>
          random() < 0.2 ? [] : [{ lineId, supplierId, costCents: Math.round(base * (0.95 + random() * 0.1)) }],
        );
      }),
    };
    const split = bestSplit(inp);
    expect(split.feasible).toBe(true);
    if (!split.feasible) return;
    expect(split.lines).toHaveLength(200);
    expect(split.totalCents).toBe(split.suppliers.reduce((sum, s) => sum + s.totalCents, 0));
  });
});
