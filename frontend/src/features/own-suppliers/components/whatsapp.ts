/**
 * A Brazilian mobile as the buyer types it, "(11) 98765-4321", and as the API keeps it, E.164
 * "+5511987654321" (DDD, 9 and eight digits; the WhatsApp channel to come needs it so).
 */
export function maskWhatsapp(input: string): string {
  const digits = input
    .replace(/\D/g, '')
    .replace(/^55(?=\d{11})/, '')
    .slice(0, 11);
  if (digits.length <= 2) return digits.length ? `(${digits}` : '';
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 5) return `(${ddd}) ${rest}`;
  return `(${ddd}) ${rest.slice(0, 5)}-${rest.slice(5)}`;
}

/** The typed number in E.164, or null when it is not a whole mobile (DDD, 9 and eight digits). */
export function whatsappToE164(masked: string): string | null {
  const digits = masked.replace(/\D/g, '');
  return /^[1-9]{2}9\d{8}$/.test(digits) ? `+55${digits}` : null;
}

/** The API's E.164 as the field shows it. */
export const whatsappFromE164 = (e164: string | null | undefined) => (e164 ? maskWhatsapp(e164) : '');
