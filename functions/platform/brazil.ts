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

/** "2026-11-27" → "27/11/2026". */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
