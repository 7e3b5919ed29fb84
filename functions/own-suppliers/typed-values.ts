import { atLeastOneCent } from '../platform/money';
import { parseDay } from '../platform/brazil';

/**
 * A price as people type it in a form or a spreadsheet: "12,50", "12.50", "R$ 12,50", "1.234,56",
 * "1234.5" → "12.50" (two decimals), or null when it is no price above zero.
 */
export function parsePriceTyped(typed: string): string | null {
  let text = typed.replace(/^\s*R\$\s*/i, '').trim();
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  // The last separator followed by one or two digits is the decimal one; the others group thousands.
  const decimalAt = Math.max(lastComma, lastDot);
  const decimals = decimalAt === -1 ? '' : text.slice(decimalAt + 1);
  if (decimalAt !== -1 && decimals.length >= 1 && decimals.length <= 2) {
    const whole = text.slice(0, decimalAt);
    // Thousands are grouped by threes with the other separator: "1.234,56" or "1,234.56", never "12,345,6".
    const grouping = text[decimalAt] === ',' ? /^\d{1,3}(\.\d{3})+$/ : /^\d{1,3}(,\d{3})+$/;
    if (/[.,]/.test(whole) && !grouping.test(whole)) return null;
    text = `${whole.replace(/[.,]/g, '')}.${decimals}`;
  } else if (/^\d{1,3}([.,]\d{3})+$/.test(text)) {
    text = text.replace(/[.,]/g, '');
  } else if (decimalAt !== -1) {
    return null;
  }
  const reais = Number(text);
  if (!atLeastOneCent(reais) || reais >= 10_000_000_000) return null;
  return reais.toFixed(2);
}

/** "31/12/2026" or "2026-12-31" → "2026-12-31"; null when it is no day of the calendar. */
export function parseDayTyped(typed: string): string | null {
  const text = typed.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (br) return parseDay(`${br[3]}-${br[2]!.padStart(2, '0')}-${br[1]!.padStart(2, '0')}`);
  return parseDay(text);
}
