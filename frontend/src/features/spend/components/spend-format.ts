import { AMOUNTS } from '@/lib/amounts';
import { formatBRL, formatPercent } from '@/lib/format';

/** pt-BR labels for the spend screen (months and weeks are calendar values: no time zone moves them). */
const monthShort = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const compact = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "2026-03" → "mar. de 26" */
export const shortMonth = (month: string) => monthShort.format(new Date(`${month}-01T00:00:00Z`));
/** "2026-03" → "março de 2026" */
export const longMonth = (month: string) => monthLong.format(new Date(`${month}-01T00:00:00Z`));
/** "2026-01-26" → "26/01" */
export const shortWeek = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** 12345.6 → "R$ 12,3 mil" (chart axes) */
export const compactBRL = (value: number) => compact.format(value);
export const money = (value: number) => formatBRL(value);
export const share = (value: number | null) => (value === null ? '—' : formatPercent(value));

export const COLORS = {
  spent: AMOUNTS.spent.color,
  committed: AMOUNTS.committed.color,
  reserved: AMOUNTS.reserved.color,
  budget: '#1e3a8a',
  lines: ['#15803d', '#2563eb', '#db2777', '#ea580c', '#7c3aed', '#0d9488', '#ca8a04', '#dc2626', '#4b5563', '#0891b2'],
};
