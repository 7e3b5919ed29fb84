import { onFirstUse } from './on-first-use';

/** A date input's yyyy-MM-dd as the end of that day (local time), in ISO; empty → null. */
export const endOfDayIso = (date: string): string | null => (date ? new Date(`${date}T23:59:59`).toISOString() : null);

const saoPauloMonthParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
    }),
);
/** The month in São Paulo, 'AAAA-MM' (what the API calls "this month", whatever the device's zone). */
export const saoPauloMonth = (now = new Date()) => saoPauloMonthParts().format(now).slice(0, 7);

const saoPauloDayParts = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }));
/** Today in São Paulo, 'AAAA-MM-DD' (the day the API's dates are counted in, whatever the device's zone). */
export const saoPauloToday = (now = new Date()) => saoPauloDayParts().format(now);
