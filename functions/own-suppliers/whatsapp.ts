/**
 * A Brazilian mobile number in E.164 ("+5511987654321") from what people type: with or without +55,
 * a trunk 0, spaces, dots, dashes and parentheses. Null when it is not a mobile: a DDD (11–99, no
 * zero digit) then 9 and eight digits.
 */
export function normalizeWhatsapp(typed: string): string | null {
  if (/[^\d\s().+-]/.test(typed)) return null;
  let digits = typed.replace(/\D/g, '');
  if (typed.trim().startsWith('+')) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  } else if (digits.length === 13 && digits.startsWith('55')) {
    digits = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  if (!/^[1-9][1-9]9\d{8}$/.test(digits)) return null;
  return `+55${digits}`;
}
