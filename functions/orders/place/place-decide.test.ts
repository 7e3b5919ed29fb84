import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/errors';
import type { OrderSource, QuotedLine } from './order-source';
import { decidePlace, NO_ADDRESS_MESSAGE, type PlacePlan } from './place-decide';
import type { PlaceLine, PlaceRead } from './place-read';

/**
 * Placing an order, decided on rows given as data (no database): each case is a read and a source,
 * and what the decision makes of them — the plan, summed up, or the ApiError with the buyer's words.
 * The same rules end to end: checkout-terms.test.ts, purchase-orders.test.ts, quote-award.test.ts.
 */

const CFG = { sealKey: 'k'.repeat(32), appUrl: 'https://app.teste' };
/** Monday 2 March 2026, 09:00 in São Paulo: tomorrow is the first day a one-day lead time allows. */
const NOW = new Date('2026-03-02T12:00:00Z');
const SP = { id: 'city-sp', name: 'São Paulo', state: 'SP' };
const CAMPINAS = { id: 'city-cps', name: 'Campinas', state: 'SP' };

const line = (
  supplier: 'A' | 'B',
  productId: string | null,
  price: string,
  quantity: number,
  over: Partial<PlaceLine> = {},
) => ({
  quantity,
  productId,
  categoryId: 'cat-horti',
  productName: `Produto ${productId}`,
  unit: 'kg',
  price,
  supplierId: `sup-${supplier}`,
  supplierName: supplier === 'A' ? 'Vale Verde' : 'Boi Nobre',
  minimumOrderValue: supplier === 'A' ? '0' : '100.00',
  leadTimeDays: 1,
  deliveryWeekdays: [],
  orderCutoff: null,
  paymentTerms: ['PIX à vista'],
  available: true,
  ...over,
});

const address = (id: string, city: typeof SP, isDefault: boolean) =>
  ({
    address: {
      id,
      label: id,
      cep: '01001000',
      street: 'Rua A',
      number: '1',
      complement: null,
      district: 'Sé',
      isDefault,
    },
    city,
  }) as PlaceRead['addresses'][number];

/** A member's cart: two lines of A (R$ 40), none of B; one default address in São Paulo, served by both. */
const read = (over: Partial<PlaceRead> = {}): PlaceRead => ({
  lines: [line('A', 'p1', '10.00', 3), line('A', 'p2', '2.50', 4)],
  cart: { id: 'cart-1', fingerprint: 'f' },
  organization: {
    sequence: 41,
    name: 'Restaurante Teste',
    cnpj: '11222333000181',
    metadata: {},
    policy: 'escalate',
    placedByRole: 'member',
    month: '2026-03-01',
  },
  addresses: [address('addr-sp', SP, true)],
  served: [
    { supplierId: 'sup-A', cityId: SP.id },
    { supplierId: 'sup-B', cityId: SP.id },
  ],
  costCentre: null,
  rules: [],
  budgets: null,
  managers: [{ email: 'dono@teste.dev' }],
  ...over,
});

const cart = (over: Partial<OrderSource> = {}): OrderSource => ({
  origin: { kind: 'cart' },
  placedBy: { organizationId: 'org-1', userId: 'user-1', userName: 'Bruna' },
  suppliers: [],
  ...over,
});
const quoted = (lines: QuotedLine[]): OrderSource =>
  cart({ origin: { kind: 'quote', quoteId: 'quote-1', lines, terms: [] }, description: 'Cotação: Semana' });

/** A rule set whose one rule approves everything automatically. */
const automaticRules: PlaceRead['rules'] = [
  {
    setId: 'set-1',
    ownerOrdersNeedApproval: false,
    rule: {
      id: 'rule-1',
      ruleSetId: 'set-1',
      position: 1,
      supplierId: null,
      categoryId: null,
      minAmount: '0',
      maxAmount: null,
      approvers: [],
    },
    supplierName: null,
    categoryName: null,
  },
];
/** The cost centre's overall budget: R$ 50, R$ 30 of it used this month. */
const tightBudget = (policy: string): Partial<PlaceRead> => ({
  costCentre: [{ id: 'cc-1' }],
  budgets: [
    {
      budgetId: 'b-1',
      costCentreId: 'cc-1',
      costCentreName: 'Cozinha',
      categoryId: null,
      categoryName: null,
      amount: '50.00',
      reserved: '3000',
      committed: '0',
      spent: '0',
    },
  ],
  organization: { ...read().organization, policy },
});

/** What a case checks of a plan. */
const summary = (plan: PlacePlan) => ({
  number: plan.number,
  status: plan.order.status,
  total: plan.order.totalAmount,
  description: plan.order.description,
  parts: plan.parts.map((p) => [p.number, p.supplierId, p.totalAmount, p.deliveryAddress?.city]),
  items: plan.items.map((i) => [i.productId, i.totalPrice, i.status]),
  steps: plan.steps.map((s) => [s.approver, s.status]),
  moves: plan.moves.map((m) => [m.action, m.to]),
  events: [plan.events.created.type, ...plan.events.moves.map((e) => e.type)],
  emails: plan.emails.map((e) => e.to),
  leftProducts: plan.leftProducts,
  budget: plan.budget && { budgetIds: plan.budget.budgetIds, fitting: [...plan.budget.fitting] },
});

/** A refusal as the API answers it: 400, BAD_REQUEST (nothing to place) or VALIDATION_ERROR (the terms). */
const bad = (message: string) => ({ code: 'BAD_REQUEST', message });
const invalid = (message: string) => ({ code: 'VALIDATION_ERROR', message });

const refusals: [string, PlaceRead, OrderSource, { code: string; message: string }][] = [
  ['an empty cart', read({ lines: [], cart: null }), cart(), bad('Seu carrinho está vazio')],
  ['an award with no line', read({ lines: [] }), quoted([]), bad('Nenhuma linha foi escolhida para fechar a cotação')],
  [
    'a product that left the catalogue',
    read({ lines: [line('A', 'p1', '10.00', 1), line('A', 'p2', '1.00', 1, { available: false })] }),
    cart(),
    bad('Produto p2 saiu do catálogo: remova do carrinho para fechar o pedido'),
  ],
  [
    'no group at its minimum',
    read({ lines: [line('B', 'p3', '20.00', 2)] }),
    cart(),
    invalid('Faltam R$ 60,00 para o pedido mínimo de Boi Nobre'),
  ],
  [
    'an award below a winner’s minimum (it leaves whole)',
    read({ lines: [line('A', 'p1', '10.00', 1), line('B', 'p3', '20.00', 2)] }),
    quoted([]),
    invalid('Faltam R$ 60,00 para o pedido mínimo de Boi Nobre'),
  ],
  [
    'terms for a supplier not in the cart',
    read(),
    cart({ suppliers: [{ supplierId: 'sup-B' }] }),
    invalid('Há condições para um fornecedor que não está no carrinho'),
  ],
  [
    'a day before the lead time',
    read(),
    cart({ suppliers: [{ supplierId: 'sup-A', requestedDeliveryDate: '2026-03-02' }] }),
    invalid('Vale Verde entrega a partir de 03/03/2026 (prazo de 1 dia)'),
  ],
  [
    'a day the supplier does not deliver',
    read({ lines: [line('A', 'p1', '10.00', 1, { deliveryWeekdays: [1, 3] })] }),
    cart({ suppliers: [{ supplierId: 'sup-A', requestedDeliveryDate: '2026-03-05' }] }),
    invalid('Vale Verde não entrega em 05/03/2026 (prazo de 1 dia; entrega seg e qua)'),
  ],
  [
    'a payment term not offered',
    read(),
    cart({ suppliers: [{ supplierId: 'sup-A', paymentTerm: 'Boleto 90 dias' }] }),
    invalid('Vale Verde não aceita "Boleto 90 dias"; aceita: PIX à vista'),
  ],
  [
    'an address of another organization',
    read(),
    cart({ suppliers: [{ supplierId: 'sup-A', deliveryAddressId: 'addr-other' }] }),
    invalid('Endereço de entrega não encontrado nesta organização'),
  ],
  ['no address at all', read({ addresses: [] }), cart(), invalid(NO_ADDRESS_MESSAGE)],
  [
    'an address in a city not served',
    read({ addresses: [address('addr-sp', SP, true), address('addr-cps', CAMPINAS, false)] }),
    cart({ suppliers: [{ supplierId: 'sup-A', deliveryAddressId: 'addr-cps' }] }),
    invalid('Vale Verde não entrega em Campinas/SP'),
  ],
  [
    'a cost centre not the organization’s',
    read({ costCentre: [] }),
    cart({ costCentreId: 'cc-x' }),
    invalid('Centro de custo inválido'),
  ],
  [
    'a budget over under the "block" policy',
    read(tightBudget('block')),
    cart(),
    invalid('Acima do orçamento de Cozinha (mês de março): disponível R$ 20,00, pedido R$ 40,00'),
  ],
];

type Summary = ReturnType<typeof summary>;

const waiting: Partial<Summary> = {
  number: 42,
  status: 'PENDING',
  total: '40.00',
  description: 'Vale Verde',
  parts: [['42-1', 'sup-A', '40.00', 'São Paulo']],
  items: [
    ['p1', '30.00', 'PENDING'],
    ['p2', '10.00', 'PENDING'],
  ],
  steps: [['admin', 'pending']],
  moves: [],
  events: ['purchase_order.created'],
  emails: ['dono@teste.dev'],
  leftProducts: null,
  budget: null,
};

const plans: [string, PlaceRead, OrderSource, Partial<Summary>][] = [
  ['a member’s cart: one part waits for an admin, the managers told', read(), cart(), waiting],
  [
    'a group below its minimum stays in the cart, the others leave',
    read({ lines: [...read().lines, line('B', 'p3', '20.00', 2)] }),
    cart({ description: 'Feira' }),
    { ...waiting, description: 'Feira', leftProducts: ['p1', 'p2'] },
  ],
  [
    'a rule that approves automatically: the part leaves now, nobody is asked',
    read({ rules: automaticRules }),
    cart(),
    {
      status: 'APPROVED',
      items: [
        ['p1', '30.00', 'APPROVED'],
        ['p2', '10.00', 'APPROVED'],
      ],
      steps: [['system', 'approved']],
      moves: [['send', 'SENT']],
      events: ['purchase_order.created', 'purchase_order.updated'],
      emails: [],
    },
  ],
  [
    'the owner’s own order is approved at creation',
    read({ organization: { ...read().organization, placedByRole: 'owner' } }),
    cart(),
    { status: 'APPROVED', steps: [['system', 'approved']], moves: [['send', 'SENT']], emails: [] },
  ],
  [
    'a budget over under "escalate": the owner approves after the admin',
    read(tightBudget('escalate')),
    cart(),
    {
      steps: [
        ['admin', 'pending'],
        ['owner', 'pending'],
      ],
      budget: { budgetIds: ['b-1'], fitting: [] },
    },
  ],
  [
    'a budget with room: what the part asks of it is what the write re-checks',
    read({ ...tightBudget('block'), lines: [line('A', 'p1', '10.00', 1)] }),
    cart(),
    { total: '10.00', budget: { budgetIds: ['b-1'], fitting: [['b-1', 1000]] } },
  ],
  [
    'an award: freight is a line of its part, the cotação names the order',
    read({ lines: [line('A', 'p1', '10.00', 3), line('A', null, '15.00', 1, { unit: 'frete' })] }),
    quoted([]),
    {
      total: '45.00',
      description: 'Cotação: Semana',
      items: [
        ['p1', '30.00', 'PENDING'],
        [null, '15.00', 'PENDING'],
      ],
    },
  ],
];

describe('placing an order, decided on rows', () => {
  it.each(refusals)('refuses: %s', (_, rows, source, refusal) => {
    let refused: unknown;
    try {
      decidePlace(rows, source, CFG, NOW);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject(refusal);
  });

  it.each(plans)('plans: %s', (_, rows, source, expected) => {
    expect(summary(decidePlace(rows, source, CFG, NOW))).toMatchObject(expected);
  });
});
