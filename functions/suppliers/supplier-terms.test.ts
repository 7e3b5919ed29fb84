import { describe, expect, it } from 'vitest';
import { deliveryTermsText, earliestDelivery } from './supplier-terms';

/** An instant given as São Paulo wall-clock time (UTC−3). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const everyDay = [0, 1, 2, 3, 4, 5, 6];

describe('the earliest delivery a supplier can promise', () => {
  // 2026-11-27 is a Friday.
  it('counts the lead time from today, and from tomorrow once the cut-off has passed', () => {
    const terms = { leadTimeDays: 1, deliveryWeekdays: everyDay, orderCutoff: '14:00' };
    expect(earliestDelivery(terms, at('2026-11-27', '13:59'))).toBe('2026-11-28');
    expect(earliestDelivery(terms, at('2026-11-27', '14:00'))).toBe('2026-11-29');
    expect(earliestDelivery({ ...terms, orderCutoff: null }, at('2026-11-27', '23:30'))).toBe('2026-11-28');
  });

  it('moves to the next day it delivers', () => {
    const monWedFri = { leadTimeDays: 1, deliveryWeekdays: [1, 3, 5], orderCutoff: null };
    // Friday + 1 = Saturday → Monday.
    expect(earliestDelivery(monWedFri, at('2026-11-27', '09:00'))).toBe('2026-11-30');
    // Monday + 1 = Tuesday → Wednesday.
    expect(earliestDelivery(monWedFri, at('2026-11-30', '09:00'))).toBe('2026-12-02');
    // A São Paulo evening is still that day there (UTC has moved on).
    expect(earliestDelivery({ ...monWedFri, leadTimeDays: 0 }, at('2026-11-27', '22:30'))).toBe('2026-11-27');
  });

  it('says the days and the cut-off in words, and nothing for every day without one', () => {
    expect(deliveryTermsText({ deliveryWeekdays: [5, 1, 3], orderCutoff: '14:00' })).toBe(
      'entrega seg, qua e sex; pedidos até 14:00',
    );
    expect(deliveryTermsText({ deliveryWeekdays: everyDay, orderCutoff: null })).toBe('');
  });
});
