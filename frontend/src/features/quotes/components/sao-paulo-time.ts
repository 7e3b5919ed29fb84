import { onFirstUse } from '@/lib/on-first-use';
/*
 * A cotação's deadline is a São Paulo time whatever the buyer's device says: suppliers read it as
 * "até amanhã às 18h" in Brasília, and Brazil has kept -03:00 all year since 2019 (no summer time),
 * so a day and a time become an instant with that fixed offset.
 */
const ZONE = 'America/Sao_Paulo';

const dayParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** Today in São Paulo, as a date input holds it ("2026-11-30"). */
export const saoPauloToday = (now = new Date()) => dayParts().format(now);

/** A calendar day moved by whole days ("2026-11-30" + 1 → "2026-12-01"), at noon UTC so no zone shifts it. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What the builder proposes: tomorrow at 18:00 — a working day's end for the suppliers. */
export const defaultDeadline = (now = new Date()) => ({ date: addDays(saoPauloToday(now), 1), time: '18:00' });

/** A São Paulo day and time as the API reads the deadline: "2026-12-01T18:00:00-03:00". */
export const deadlineIso = (date: string, time: string) => `${date}T${time}:00-03:00`;

/** Whether a São Paulo day and time are still ahead; an incomplete one is not. */
export function isFutureDeadline(date: string, time: string, now = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return false;
  const at = new Date(deadlineIso(date, time)).getTime();
  return Number.isFinite(at) && at > now.getTime();
}

/** An instant back into the builder's two fields, in São Paulo (editing a draft). */
export function deadlineFields(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date: dayParts().format(at), time };
}

const shown = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** "01/12/2026 18:00", in São Paulo: the time the suppliers were given. */
export const formatSaoPaulo = (iso: string) => shown().format(new Date(iso)).replace(',', '');
