import { formatBRL, formatPercent } from '@/lib/format';
import type { Figures } from '../api/scorecards';

type Metric = {
  key:
    | 'fillRate'
    | 'onTimeRate'
    | 'medianHoursToConfirm'
    | 'refusalRate'
    | 'incidentRate'
    | 'creditAmount'
    | 'responseRate'
    | 'winRate'
    | 'medianHoursToAnswer';
  /** Measured over the orders sent in the period, or over the cotações. */
  over: 'orders' | 'quotes';
  label: string;
  hint: string;
  format: (v: number) => string;
  /** Higher is better (green) or worse. */
  better: 'up' | 'down';
  color: string;
  /** Rates are drawn on 0–100% whatever the data (an all-zero week would otherwise stretch the axis). */
  domain?: [number, number];
};

const pct = formatPercent;
const hours = (v: number) =>
  v < 48 ? `${v.toLocaleString('pt-BR')} h` : `${(v / 24).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} dias`;

export const METRICS: Metric[] = [
  {
    key: 'fillRate',
    over: 'orders',
    domain: [0, 1],
    label: 'Atendimento',
    hint: 'Unidades recebidas em ordem / pedidas',
    format: pct,
    better: 'up',
    color: '#15803d',
  },
  {
    key: 'onTimeRate',
    over: 'orders',
    domain: [0, 1],
    label: 'No prazo',
    hint: 'Pedidos recebidos até a data prometida',
    format: pct,
    better: 'up',
    color: '#2563eb',
  },
  {
    key: 'medianHoursToConfirm',
    over: 'orders',
    label: 'Tempo para confirmar',
    hint: 'Mediana do envio à resposta',
    format: hours,
    better: 'down',
    color: '#7c3aed',
  },
  {
    key: 'refusalRate',
    over: 'orders',
    domain: [0, 1],
    label: 'Recusas',
    hint: 'Itens recusados / respondidos',
    format: pct,
    better: 'down',
    color: '#dc2626',
  },
  {
    key: 'incidentRate',
    over: 'orders',
    domain: [0, 1],
    label: 'Ocorrências',
    hint: 'Pedidos recebidos com ocorrência',
    format: pct,
    better: 'down',
    color: '#d97706',
  },
  {
    key: 'creditAmount',
    over: 'orders',
    label: 'Créditos',
    hint: 'Concedidos em ocorrências',
    format: (v) => formatBRL(v),
    better: 'down',
    color: '#0f766e',
  },
  {
    key: 'responseRate',
    over: 'quotes',
    domain: [0, 1],
    label: 'Resposta a cotações',
    hint: 'Cotações respondidas / enviadas com resposta devida',
    format: pct,
    better: 'up',
    color: '#0891b2',
  },
  {
    key: 'winRate',
    over: 'quotes',
    domain: [0, 1],
    label: 'Vitórias',
    hint: 'Cotações vencidas / respondidas e com vencedores escolhidos',
    format: pct,
    better: 'up',
    color: '#4f46e5',
  },
  {
    key: 'medianHoursToAnswer',
    over: 'quotes',
    label: 'Tempo para responder',
    hint: 'Mediana do envio da cotação à primeira resposta',
    format: hours,
    better: 'down',
    color: '#be185d',
  },
];

export const ORDER_METRICS = METRICS.filter((m) => m.over === 'orders');
export const QUOTE_METRICS = METRICS.filter((m) => m.over === 'quotes');

export const show = (m: Metric, f: Figures) => {
  const v = f[m.key];
  return v === null ? '—' : m.format(v);
};
