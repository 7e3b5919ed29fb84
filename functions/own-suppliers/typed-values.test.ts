import { describe, expect, it } from 'vitest';
import { parseDayTyped, parsePriceTyped } from './typed-values';
import { normalizeWhatsapp } from './whatsapp';

describe('values as people type them', () => {
  it('reads prices with a comma or a dot, R$ and thousands', () => {
    const read = ['12,50', '12.50', 'R$ 12,50', 'r$12,5', '1.234,56', '1,234.56', '1.234', '7', ' 0,01 '].map(
      parsePriceTyped,
    );
    expect(read).toEqual(['12.50', '12.50', '12.50', '12.50', '1234.56', '1234.56', '1234.00', '7.00', '0.01']);
    for (const wrong of ['', '0', '0,00', '-3', 'doze', '12,345,6', '1.2.3,456'])
      expect(parsePriceTyped(wrong), wrong).toBeNull();
  });

  it('reads days as dd/mm/aaaa or aaaa-mm-dd, and refuses days the calendar lacks', () => {
    expect(['31/12/2026', '1/2/2027', '2026-12-31'].map(parseDayTyped)).toEqual([
      '2026-12-31',
      '2027-02-01',
      '2026-12-31',
    ]);
    for (const wrong of ['31/02/2026', '2026-13-01', '12/2026', 'amanhã'])
      expect(parseDayTyped(wrong), wrong).toBeNull();
  });

  it('normalizes a Brazilian mobile to E.164 and refuses landlines and foreign numbers', () => {
    const typed = [
      '(11) 98765-4321',
      '11987654321',
      '+55 11 98765-4321',
      '5511987654321',
      '011 98765 4321',
      '+55 (21) 9.8765-4321',
    ];
    expect(typed.map(normalizeWhatsapp)).toEqual([
      '+5511987654321',
      '+5511987654321',
      '+5511987654321',
      '+5511987654321',
      '+5511987654321',
      '+5521987654321',
    ]);
    for (const wrong of ['(11) 3333-4444', '+1 415 555 0100', '10987654321', '9876-5432', 'fale comigo']) {
      expect(normalizeWhatsapp(wrong), wrong).toBeNull();
    }
  });
});
