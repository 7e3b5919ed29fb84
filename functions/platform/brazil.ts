/** Money and calendar as Brazilian buyers read them: R$ with a decimal comma, days in São Paulo. */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 3750 → "R$ 37,50" (Intl puts a no-break space after R$; a plain one reads the same everywhere). */
export const formatCents = (cents: number) => brl.format(cents / 100).replace(/\u00a0/g, ' ');

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** Today's date in São Paulo, "2026-11-24" (what "today" means for deliveries and budgets). */
export const todayInSaoPaulo = (now = new Date()) => isoDay.format(now);

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time of day in São Paulo, "14:05" (what an order cut-off is compared with). */
export const timeInSaoPaulo = (now = new Date()) => clock.format(now);

/** 0 = domingo … 6 = sábado, of a calendar day. */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** "2026-11-24" + 3 days → "2026-11-27" (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The one reader of a calendar day the product is given (a form, a query string, an NF-e, a stored
 * row): "AAAA-MM-DD" naming a day that exists, else null. `Date.parse` is no such reader: it rolls
 * 2027-02-31 into March, and PostgreSQL then refuses what was accepted (or a day never asked for is
 * kept). Year 0000 does not exist either (1 a.C. is followed by 1 d.C.; PostgreSQL refuses it).
 */
export function parseDay(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  return day <= daysInMonth(year, month) ? text : null;
}

/** 28, 29, 30 or 31: the Gregorian calendar's month (1–12) of that year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** "2026-11" when it names a month of a year that exists (its first day does), else null. */
export const parseMonth = (text: string): string | null =>
  /^\d{4}-\d{2}$/.test(text) && parseDay(`${text}-01`) ? text : null;

const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/**
 * An instant as ISO 8601 with its offset ("2026-11-10T09:30:00-03:00", "…Z"), its day read by
 * parseDay, else null: without an offset nobody can say which day it was in São Paulo.
 */
export function parseInstant(text: string): Date | null {
  const match = INSTANT.exec(text);
  if (!match || !parseDay(match[1]!)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

/** "2026-11-27" → "27/11/2026". */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
