import { describe, expect, it } from 'vitest';
import {
  addDays,
  deadlineFields,
  deadlineIso,
  defaultDeadline,
  formatSaoPaulo,
  isFutureDeadline,
} from './sao-paulo-time';

describe('the deadline in São Paulo time', () => {
  it('proposes tomorrow at 18:00 in São Paulo, even when it is already tomorrow in UTC', () => {
    // 02:30 UTC on the 30th is still 23:30 on the 29th in São Paulo.
    expect(defaultDeadline(new Date('2026-11-30T02:30:00Z'))).toEqual({ date: '2026-11-30', time: '18:00' });
    expect(defaultDeadline(new Date('2026-12-31T15:00:00Z'))).toEqual({ date: '2027-01-01', time: '18:00' });
  });

  it('sends the day and time with the -03:00 offset, and reads them back the same', () => {
    expect(deadlineIso('2026-12-01', '18:00')).toBe('2026-12-01T18:00:00-03:00');
    expect(new Date(deadlineIso('2026-12-01', '18:00')).toISOString()).toBe('2026-12-01T21:00:00.000Z');
    expect(deadlineFields('2026-12-01T21:00:00.000Z')).toEqual({ date: '2026-12-01', time: '18:00' });
    expect(formatSaoPaulo('2026-12-01T21:00:00.000Z')).toBe('01/12/2026 18:00');
  });

  it('counts a deadline as future only when it is ahead of now in São Paulo', () => {
    const now = new Date('2026-12-01T20:59:00Z'); // 17:59 in São Paulo
    expect(isFutureDeadline('2026-12-01', '18:00', now)).toBe(true);
    expect(isFutureDeadline('2026-12-01', '17:59', now)).toBe(false);
    expect(isFutureDeadline('', '18:00', now)).toBe(false);
  });

  it('moves calendar days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
