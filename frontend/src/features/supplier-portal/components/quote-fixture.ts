import type { SupplierQuote } from '../api/quotes';

/**
 * An open cotação for 10 kg of rice and 6 kg of beans from a bakery, closing on 15/12 at 18:00 in
 * São Paulo (21:00 UTC), not answered yet: the supplier's tests start from it.
 */
export function openQuote(overrides: Partial<SupplierQuote> = {}): SupplierQuote {
  return {
    id: 'quote-1',
    title: 'Grãos de dezembro',
    status: 'OPEN',
    deadline: '2099-12-15T21:00:00.000Z',
    sentAt: '2099-12-01T12:00:00.000Z',
    readAt: '2099-12-01T13:00:00.000Z',
    answeredAt: null,
    answerCount: 0,
    outcome: null,
    buyer: { name: 'Padaria Pão Quente', cnpj: '11222333000181' },
    deliveryAddress: {
      label: null,
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    desiredDeliveryDate: null,
    notes: null,
    takesAnswers: true,
    lines: [
      { id: 'rice', description: 'Arroz agulhinha tipo 1', unit: 'kg', quantity: 10 },
      { id: 'beans', description: 'Feijão carioca', unit: 'kg', quantity: 6 },
    ],
    answer: null,
    ...overrides,
  };
}
