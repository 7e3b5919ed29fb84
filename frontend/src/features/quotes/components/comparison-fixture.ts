import type { QuoteComparison } from '../api/quotes';

/*
 * A closed cotação of three items to three suppliers, as GET /quotes/:id/comparison answers it:
 * Hortifruti Sol quoted tomatoes (the best eligible price) and cheese; Serra Azul the cheese (best)
 * and tomatoes cheaper but without enough stock; Mar Aberto never answered; nobody quoted sardines.
 * The best split takes tomatoes from Sol and cheese from Serra Azul.
 */
export const SOL = 'a0000000-0000-4000-8000-000000000001';
export const SERRA = 'a0000000-0000-4000-8000-000000000002';
export const MAR = 'a0000000-0000-4000-8000-000000000003';
export const TOMATO = 'b0000000-0000-4000-8000-000000000001';
export const CHEESE = 'b0000000-0000-4000-8000-000000000002';
export const SARDINE = 'b0000000-0000-4000-8000-000000000003';

const noAnswer = {
  answered: false,
  version: null,
  answeredAt: null,
  validUntil: null,
  leadTimeDays: null,
  paymentTerm: null,
  minimumOrderValue: null,
  freight: null,
  quotedLines: 0,
  subtotal: 0,
  total: 0,
  meetsMinimum: false,
};

const offer = (supplierId: string, unitPrice: number | null, extra: { best?: boolean; eligible?: boolean } = {}) => ({
  supplierId,
  unitPrice,
  availableQuantity: null,
  note: null,
  eligible: unitPrice !== null,
  best: false,
  ...extra,
});

export const comparison = (): QuoteComparison => ({
  quoteId: 'c0000000-0000-4000-8000-000000000001',
  status: 'CLOSED',
  suppliers: [
    {
      id: SOL,
      name: 'Hortifruti Sol',
      answered: true,
      version: 2,
      answeredAt: '2026-11-30T14:00:00.000Z',
      validUntil: '2026-12-10',
      leadTimeDays: 2,
      paymentTerm: 'Boleto 28 dias',
      minimumOrderValue: 100,
      freight: 15,
      quotedLines: 2,
      subtotal: 190,
      total: 205,
      meetsMinimum: true,
    },
    {
      id: SERRA,
      name: 'Laticínios Serra Azul',
      answered: true,
      version: 1,
      answeredAt: '2026-11-30T15:00:00.000Z',
      validUntil: '2026-12-05',
      leadTimeDays: 1,
      paymentTerm: 'PIX à vista',
      minimumOrderValue: 0,
      freight: 0,
      quotedLines: 1,
      subtotal: 65,
      total: 65,
      meetsMinimum: true,
    },
    { id: MAR, name: 'Pescados Mar Aberto', ...noAnswer },
  ],
  lines: [
    {
      id: TOMATO,
      description: 'Tomate italiano',
      unit: 'kg',
      quantity: 30,
      productId: null,
      lastPaid: { unitPrice: 4.2, at: '2026-10-15T15:00:00.000Z' },
      offers: [offer(SOL, 4, { best: true }), { ...offer(SERRA, 3.5, { eligible: false }), availableQuantity: 20 }],
    },
    {
      id: CHEESE,
      description: 'Queijo muçarela',
      unit: 'kg',
      quantity: 10,
      productId: 'd0000000-0000-4000-8000-000000000001',
      lastPaid: null,
      offers: [offer(SOL, 7), { ...offer(SERRA, 6.5, { best: true }), note: 'Peça de 4 kg' }],
    },
    {
      id: SARDINE,
      description: 'Sardinha fresca',
      unit: 'kg',
      quantity: 5,
      productId: null,
      lastPaid: null,
      offers: [offer(SOL, null), offer(SERRA, null)],
    },
  ],
  bestSplit: {
    feasible: true,
    reason: null,
    total: 200,
    suppliers: [
      { supplierId: SOL, lineIds: [TOMATO], subtotal: 120, freight: 15, total: 135 },
      { supplierId: SERRA, lineIds: [CHEESE], subtotal: 65, freight: 0, total: 65 },
    ],
    lines: [
      { lineId: TOMATO, supplierId: SOL },
      { lineId: CHEESE, supplierId: SERRA },
    ],
    unawardableLineIds: [SARDINE],
  },
});
