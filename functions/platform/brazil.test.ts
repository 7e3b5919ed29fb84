import fc from 'fast-check';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { addDays, daysInMonth, parseDay, parseInstant, parseMonth } from './brazil';
import { dayField, instantField, monthField } from './fields';

describe('reading a calendar day (issue #51)', () => {
  it.each(['2026-11-27', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2027-04-30'])('reads %s', (day) => {
    expect(parseDay(day)).toBe(day);
  });

  it.each([
    ['a day February lacks', '2027-02-31'],
    ['29 February of a common year', '2027-02-29'],
    ['29 February of a century that is not a leap year', '1900-02-29'],
    ['31 April', '2027-04-31'],
    ['month 13', '2026-13-01'],
    ['month 00', '2026-00-10'],
    ['day 00', '2026-11-00'],
    ['year 0000 (PostgreSQL refuses it)', '0000-01-01'],
    ['one digit', '2026-1-01'],
    ['an instant', '2026-11-27T10:00:00Z'],
    ['spaces', ' 2026-11-27'],
    ['the Brazilian way', '27/11/2026'],
    ['nothing', ''],
  ])('refuses %s (%s)', (_, text) => {
    expect(parseDay(text)).toBeNull();
  });

  it('agrees with the calendar on every day of 400 years, and refuses what Date.parse rolls over', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1600, max: 1999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const exists = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
          expect(parseDay(text)).toBe(exists ? text : null);
          expect(daysInMonth(year, month)).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
          if (exists) expect(parseDay(addDays(text, 1))).not.toBeNull();
        },
      ),
      { seed: 51, numRuns: 500 },
    );
  });

  it('reads a month whose first day exists', () => {
    expect(parseMonth('2026-11')).toBe('2026-11');
    for (const bad of ['0000-01', '2026-13', '2026-00', '2026-1', '2026-11-01']) expect(parseMonth(bad)).toBeNull();
  });

  it('reads an instant with its offset, its day strictly', () => {
    expect(parseInstant('2026-11-10T09:30:00-03:00')?.toISOString()).toBe('2026-11-10T12:30:00.000Z');
    expect(parseInstant('2026-11-10T09:30Z')?.toISOString()).toBe('2026-11-10T09:30:00.000Z');
    expect(parseInstant('2026-11-10T09:30:00.5+00:00')?.toISOString()).toBe('2026-11-10T09:30:00.500Z');
    for (const bad of [
      '2027-02-31T10:00:00-03:00',
      '0000-01-01T00:00:00Z',
      '2026-11-10T24:00:00Z',
      '2026-11-10T09:60:00Z',
      '2026-11-10T09:30:00',
      '2026-11-10',
      '2026-11-10T09:30:00-3:00',
    ]) {
      expect(parseInstant(bad), bad).toBeNull();
    }
  });
});

describe('the zod fields over the day reader', () => {
  it('answers a day the calendar lacks with the field’s own Portuguese message', () => {
    const field = dayField('Previsão de entrega inválida (use AAAA-MM-DD)');
    expect(field.parse('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2027-02-31', '0000-01-01', '27/11/2026', 20261127]) {
      expect(field.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe(
        'Previsão de entrega inválida (use AAAA-MM-DD)',
      );
    }
    const twoMessages = dayField('Use AAAA-MM-DD', 'Esse dia não existe');
    expect(twoMessages.safeParse('2027-02-31').error?.issues.map((i) => i.message)).toEqual(['Esse dia não existe']);
    expect(twoMessages.safeParse('31/02/2027').error?.issues.map((i) => i.message)).toEqual(['Use AAAA-MM-DD']);
  });

  it('documents the field as a date', () => {
    expect(z.toJSONSchema(dayField())).toMatchObject({ type: 'string', format: 'date' });
  });

  it('reads months and instants through the same reader', () => {
    expect(monthField().safeParse('0000-01').success).toBe(false);
    expect(monthField().parse('2026-02')).toBe('2026-02');
    const at = instantField('Data de validade inválida');
    expect(at.parse('2026-12-31T23:59:59-03:00').toISOString()).toBe('2027-01-01T02:59:59.000Z');
    expect(at.parse('2026-12-31').toISOString()).toBe('2026-12-31T00:00:00.000Z');
    for (const bad of ['2027-02-31', '2027-02-31T10:00:00Z', 'amanhã', '']) {
      expect(at.safeParse(bad).error?.issues[0]?.message, bad).toBe('Data de validade inválida');
    }
  });
});
