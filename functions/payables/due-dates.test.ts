import { describe, expect, it } from 'vitest';
import { installmentsOf, termDays } from './due-dates';

describe('payment terms read as days after the invoice', () => {
  it.each([
    ['PIX à vista', [0]],
    ['Boleto 28 dias', [28]],
    ['Boleto 14/28 dias', [14, 28]],
    ['14/28', [14, 28]],
    ['30 / 60 / 90 dias', [30, 60, 90]],
    ['Transferência', [0]],
    ['28/14', null],
    ['Boleto 400 dias', null],
  ])('%s → %j', (term, days) => {
    expect(termDays(term)).toEqual(days);
  });
});

describe('the installments of a received NF-e', () => {
  it('are the note’s own duplicates when it has them', () => {
    const duplicates = [
      { number: '001', dueDate: '2026-12-10', amountCents: 15730 },
      { number: '002', dueDate: '2027-01-09', amountCents: 15730 },
    ];
    expect(
      installmentsOf({ issuedAt: '2026-11-10T12:00:00Z', amountCents: 31460, duplicates, paymentTerm: '28 dias' }),
    ).toEqual(duplicates);
  });

  it('count the term from the day of issue in São Paulo, across month and year ends', () => {
    // 31/01 at 23:30 in São Paulo is already 01/02 in UTC: the term counts from 31/01.
    expect(
      installmentsOf({
        issuedAt: '2026-02-01T02:30:00Z',
        amountCents: 10000,
        duplicates: [],
        paymentTerm: 'Boleto 28 dias',
      }),
    ).toEqual([{ number: '001', dueDate: '2026-02-28', amountCents: 10000 }]);
    expect(
      installmentsOf({
        issuedAt: '2026-12-20T15:00:00-03:00',
        amountCents: 10001,
        duplicates: [],
        paymentTerm: 'Boleto 14/28 dias',
      }),
    ).toEqual([
      { number: '001', dueDate: '2027-01-03', amountCents: 5001 },
      { number: '002', dueDate: '2027-01-17', amountCents: 5000 },
    ]);
  });

  it('fall due on the day of issue without a term, and are not guessed from a term that cannot be read', () => {
    expect(
      installmentsOf({ issuedAt: '2026-11-10T12:00:00Z', amountCents: 500, duplicates: [], paymentTerm: null }),
    ).toEqual([{ number: '001', dueDate: '2026-11-10', amountCents: 500 }]);
    expect(
      installmentsOf({ issuedAt: '2026-11-10T12:00:00Z', amountCents: 500, duplicates: [], paymentTerm: '28/14' }),
    ).toBeNull();
  });
});
