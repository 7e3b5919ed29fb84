import { onFirstUse } from './on-first-use';

const brl = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }),
);

/** 1234.5 -> "R$ 1.234,50" */
export function formatBRL(value: number | string): string {
  return brl().format(typeof value === 'string' ? Number(value) : value);
}

/** dd/MM/yyyy HH:mm in the user's time zone. */
export function formatDateTime(value: string | Date): string {
  return dateTime()
    .format(typeof value === 'string' ? new Date(value) : value)
    .replace(',', '');
}

const count = onFirstUse(() => new Intl.NumberFormat('pt-BR'));

/** 10000 -> "10.000" */
export function formatCount(value: number): string {
  return count().format(value);
}

/** "2026-11-27" (a calendar day, no time zone) -> "27/11/2026" */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * 1 → "1 fornecedor", 0 or 2 → "0 fornecedores", "2 fornecedores" (the count in pt-BR digits). Only
 * exactly one is singular: CLDR's pt rule also makes 0 and 0,5 singular ("0 selecionado"), which is
 * not how Brazilians write a count.
 */
export function formatQuantity(value: number, one: string, other: string): string {
  return `${formatCount(value)} ${value === 1 ? one : other}`;
}

const percent = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 }));

/** 0.727 → "72,7%" (a ratio, through Intl as every other number). */
export function formatPercent(ratio: number): string {
  return percent().format(ratio);
}
