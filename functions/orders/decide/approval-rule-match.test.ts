import { describe, expect, it } from 'vitest';
import { refusalFor, type Person, type StepToDecide } from './approval-deciders';
import {
  DEFAULT_REASON,
  escalateForBudget,
  ruleSetProblem,
  stepsFor,
  type ApprovalRule,
  type Approver,
  type SupplierOrderFacts,
} from './approval-rule-match';

const HORTI = 'cat-horti';
const BEBIDAS = 'cat-bebidas';
const SUPPLIER = 'sup-1';
const OTHER = 'sup-2';

const rule = (
  minCents: number,
  maxCents: number | null,
  approvers: Approver[],
  scope: { supplierId?: string; categoryId?: string } = {},
): ApprovalRule => ({
  id: `r-${scope.supplierId ?? scope.categoryId ?? 'g'}-${minCents}`,
  supplierId: scope.supplierId ?? null,
  categoryId: scope.categoryId ?? null,
  minCents,
  maxCents,
  approvers,
});

/** The example: automatic up to R$ 500, one admin up to R$ 5.000, then admin and owner. */
const GENERAL = [rule(0, 50_000, []), rule(50_000, 500_000, ['admin']), rule(500_000, null, ['admin', 'owner'])];
/** Vegetables always need the owner above R$ 200; one supplier is trusted up to R$ 10.000. */
const SCOPED = [
  rule(0, 100_000_0, [], { supplierId: SUPPLIER }),
  rule(100_000_0, null, ['owner'], { supplierId: SUPPLIER }),
  rule(0, 20_000, [], { categoryId: HORTI }),
  rule(20_000, null, ['owner'], { categoryId: HORTI }),
  ...GENERAL,
];

const order = (amountCents: number, over: Partial<SupplierOrderFacts> = {}): SupplierOrderFacts => ({
  amountCents,
  supplierId: OTHER,
  categoryIds: [BEBIDAS],
  ...over,
});
const approvers = (rules: ApprovalRule[], facts: SupplierOrderFacts) => stepsFor(rules, facts).map((s) => s.approver);

describe('the steps a supplier order needs', () => {
  it.each([
    ['no rules: one admin, as always', [], order(1), ['admin']],
    ['R$ 0,01', GENERAL, order(1), ['system']],
    ['R$ 500,00 is still automatic (ceiling inclusive)', GENERAL, order(50_000), ['system']],
    ['R$ 500,01 needs an admin (floor exclusive)', GENERAL, order(50_001), ['admin']],
    ['R$ 5.000,00 one admin', GENERAL, order(500_000), ['admin']],
    ['R$ 5.000,01 two steps: admin then owner', GENERAL, order(500_001), ['admin', 'owner']],
    ['a huge order under the open band', GENERAL, order(99_999_999_99), ['admin', 'owner']],
    ['vegetables R$ 200,00 automatic', SCOPED, order(20_000, { categoryIds: [HORTI] }), ['system']],
    ['vegetables R$ 200,01 owner', SCOPED, order(20_001, { categoryIds: [HORTI] }), ['owner']],
    [
      'a mixed order with a vegetables line: the category rule',
      SCOPED,
      order(30_000, { categoryIds: [BEBIDAS, HORTI] }),
      ['owner'],
    ],
    ['a line without category falls to the general rules', SCOPED, order(30_000, { categoryIds: [null] }), ['system']],
    ['the trusted supplier: R$ 9.000 automatic', SCOPED, order(900_000, { supplierId: SUPPLIER }), ['system']],
    ['the trusted supplier above R$ 10.000: owner', SCOPED, order(100_000_1, { supplierId: SUPPLIER }), ['owner']],
    [
      'supplier rules come first: its vegetables are automatic',
      SCOPED,
      order(90_000, { supplierId: SUPPLIER, categoryIds: [HORTI] }),
      ['system'],
    ],
    ['two admins in sequence', [rule(0, null, ['admin', 'admin'])], order(10), ['admin', 'admin']],
  ] as const)('%s', (_name, rules, facts, expected) => {
    expect(approvers([...rules], facts)).toEqual(expected);
  });

  it('says why, naming the band and pointing at the rule', () => {
    const steps = stepsFor(GENERAL, order(600_000));
    expect(steps).toEqual([
      {
        position: 1,
        approver: 'admin',
        reason: 'Acima de R$ 5.000,00: administrador e dono (1 de 2)',
        ruleId: 'r-g-500000',
      },
      {
        position: 2,
        approver: 'owner',
        reason: 'Acima de R$ 5.000,00: administrador e dono (2 de 2)',
        ruleId: 'r-g-500000',
      },
    ]);
    expect(stepsFor([], order(1))[0]).toMatchObject({ reason: DEFAULT_REASON, ruleId: null });
    expect(stepsFor(GENERAL, order(100), () => 'Hortifrúti')[0]!.reason).toBe(
      'Hortifrúti · Até R$ 500,00: aprovação automática',
    );
  });

  it('sends an order over budget up to the owner', () => {
    expect(escalateForBudget(stepsFor(GENERAL, order(100)), 'Acima do orçamento').map((s) => s.approver)).toEqual([
      'owner',
    ]);
    expect(escalateForBudget(stepsFor(GENERAL, order(60_000)), 'Acima do orçamento').map((s) => s.approver)).toEqual([
      'admin',
      'owner',
    ]);
    const both = escalateForBudget(stepsFor(GENERAL, order(600_000)), 'Acima do orçamento');
    expect(both.map((s) => s.approver)).toEqual(['admin', 'owner']);
    expect(both[1]!.reason).toContain('Acima do orçamento');
  });
});

describe('saving a rule set', () => {
  it.each([
    ['the example', GENERAL, null],
    ['scoped and general', SCOPED, null],
    ['one open band', [rule(0, null, ['owner'])], null],
    ['no rules at all (back to one admin)', [], null],
    [
      'a gap',
      [rule(0, 50_000, []), rule(60_000, null, ['owner'])],
      'Regra 2: falta uma faixa de R$ 500,00 a R$ 600,00',
    ],
    ['an overlap', [rule(0, 50_000, []), rule(40_000, null, ['owner'])], 'Regra 2: sobrepõe a faixa até R$ 500,00'],
    ['a band after the open one', [rule(0, null, []), rule(0, 10, ['owner'])], 'Regra 2: sobrepõe a faixa sem teto'],
    ['no open band', [rule(0, 50_000, [])], 'Regra 1: falta uma faixa acima de R$ 500,00 (sem teto)'],
    ['not from zero', [rule(100, null, [])], 'Regra 1: falta uma faixa de R$ 0,00 a R$ 1,00'],
    ['zero ceiling', [rule(0, 0, []), rule(0, null, [])], 'Regra 1: o valor máximo deve ser positivo'],
    ['negative', [rule(-1, null, [])], 'Regra 1: o valor inicial não pode ser negativo'],
    [
      'only scoped rules',
      [rule(0, null, ['owner'], { categoryId: HORTI })],
      'Inclua regras gerais (sem fornecedor nem categoria), que valem para todos os pedidos',
    ],
    [
      'a gap in one scope',
      [rule(0, 100, [], { categoryId: HORTI }), rule(200, null, [], { categoryId: HORTI }), rule(0, null, [])],
      'Regra 2: falta uma faixa de R$ 1,00 a R$ 2,00',
    ],
    ['four approvers', [rule(0, null, ['admin', 'admin', 'owner', 'owner'])], 'Regra 1: no máximo 3 aprovadores'],
    [
      'both supplier and category',
      [{ ...rule(0, null, []), supplierId: SUPPLIER, categoryId: HORTI }, rule(0, null, [])],
      'Regra 1: escolha um fornecedor ou uma categoria, não os dois',
    ],
    ['31 rules', Array.from({ length: 31 }, (_, i) => rule(i, i === 30 ? null : i + 1, [])), 'No máximo 30 regras'],
  ] as const)('%s', (_name, rules, problem) => {
    expect(ruleSetProblem([...rules] as ApprovalRule[])).toBe(problem);
  });
});

describe('who decides a step', () => {
  const owner: Person = { userId: 'owner', role: 'owner' };
  const admin: Person = { userId: 'admin', role: 'admin' };
  const admin2: Person = { userId: 'admin2', role: 'admin' };
  const member: Person = { userId: 'member', role: 'member' };
  const everyone = [owner, admin, admin2, member];
  const step = (approver: string, placedBy: string | null = 'member', decidedBefore: string[] = []) => ({
    approver,
    placedBy,
    decidedBefore,
  });

  it.each([
    ['an admin decides an admin step', admin, step('admin'), everyone, null],
    ['the owner decides an admin step', owner, step('admin'), everyone, null],
    [
      'a member never decides',
      member,
      step('admin'),
      everyone,
      'Só um administrador ou o dono pode decidir esta etapa da aprovação',
    ],
    [
      'an admin cannot decide the owner step',
      admin,
      step('owner'),
      everyone,
      'Só o dono da organização pode decidir esta etapa da aprovação',
    ],
    ['the placer is refused', admin, step('admin', 'admin'), everyone, 'Quem fez o pedido não pode aprová-lo'],
    ['an owner alone approves their own order', owner, step('owner', 'owner'), everyone, null],
    [
      'an owner alone in the org approves an admin step of their own order',
      owner,
      step('admin', 'owner'),
      [owner],
      null,
    ],
    [
      'an owner with an admin may not approve their own order',
      owner,
      step('admin', 'owner'),
      [owner, admin],
      'Quem fez o pedido não pode aprová-lo',
    ],
    [
      'the second admin must be someone else',
      admin,
      step('admin', 'member', ['admin']),
      everyone,
      'Você já decidiu uma etapa deste pedido: a próxima é de outra pessoa (um administrador ou o dono)',
    ],
    ['another admin decides the second step', admin2, step('admin', 'member', ['admin']), everyone, null],
    [
      'the owner leaves the admin step of an admin-then-owner chain to an admin',
      owner,
      { ...step('admin'), laterApprovers: ['owner'] },
      everyone,
      'Esta etapa é de outra pessoa (um administrador ou o dono): você decide uma etapa seguinte deste pedido',
    ],
    [
      'unless no admin may take it (the admin placed the order)',
      owner,
      { ...step('admin', 'admin'), laterApprovers: ['owner'] },
      [owner, admin],
      null,
    ],
  ] as const)('%s', (_name, viewer, s, people, refusal) => {
    expect(refusalFor(viewer, { ...s, decidedBefore: [...s.decidedBefore] } as StepToDecide, [...people])).toBe(
      refusal,
    );
  });
});
