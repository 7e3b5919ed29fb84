import * as z from 'zod';
import { parseDay, parseInstant, parseMonth } from './brazil';

const INVALID_EMAIL = 'Por favor, insira um e-mail válido';

/** An e-mail address, trimmed and lower-cased; missing or malformed, the same Portuguese message. */
export const emailField = z.string({ error: INVALID_EMAIL }).trim().toLowerCase().email(INVALID_EMAIL);

/**
 * A calendar day "AAAA-MM-DD" read by parseDay (2027-02-31 and year 0000 are refused, not rolled
 * over), for bodies and query strings. `message` answers a value that is no day; `nonexistent`, when
 * given, a well-formed day the calendar lacks.
 */
export const dayField = (message = 'Data inválida (use AAAA-MM-DD)', nonexistent = message) =>
  z
    .string({ error: message })
    .superRefine((text, ctx) => {
      if (parseDay(text) !== null) return;
      ctx.addIssue({ code: 'custom', message: /^\d{4}-\d{2}-\d{2}$/.test(text) ? nonexistent : message });
    })
    .meta({ format: 'date', example: '2026-11-27' });

/** A month "AAAA-MM" read by parseMonth (its first day must exist). */
export const monthField = (message = 'Mês inválido (use AAAA-MM)') =>
  z
    .string({ error: message })
    .refine((text) => parseMonth(text) !== null, message)
    .meta({ example: '2026-11' });

/**
 * A moment given as an ISO 8601 instant with its offset, or as a day (its start, UTC, as the API has
 * always read one), each read by parseInstant / parseDay; out as a Date.
 */
export const instantField = (message: string) =>
  z
    .string({ error: message })
    .transform((text, ctx) => {
      const at = parseInstant(text) ?? (parseDay(text) ? new Date(`${text}T00:00:00Z`) : null);
      if (at) return at;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .meta({ format: 'date-time', example: '2026-11-27T23:59:59-03:00' });
