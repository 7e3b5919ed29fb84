import { formatBRL, formatPercent } from '@/lib/format';
import type { Figures } from '../api/scorecards';

type Metric = {
  key: 'fillRate' | 'onTimeRate' | 'medianHoursToConfirm' | 'refusalRate' | 'incidentRate' | 'creditAmount';
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
    domain: [0, 1],
    label: 'Atendimento',
    hint: 'Unidades recebidas em ordem / pedidas',
    format: pct,
    better: 'up',
    color: '#15803d',
  },
  {
    key: 'onTimeRate',
    domain: [0, 1],
    label: 'No prazo',
    hint: 'Pedidos recebidos até a data prometida',
    format: pct,
    better: 'up',
    color: '#2563eb',
  },
  {
    key: 'medianHoursToConfirm',
    label: 'Tempo para confirmar',
    hint: 'Mediana do envio à resposta',
    format: hours,
    better: 'down',
    color: '#7c3aed',
  },
  {
    key: 'refusalRate',
    domain: [0, 1],
    label: 'Recusas',
    hint: 'Itens recusados / respondidos',
    format: pct,
    better: 'down',
    color: '#dc2626',
  },
  {
    key: 'incidentRate',
    domain: [0, 1],
    label: 'Ocorrências',
    hint: 'Pedidos recebidos com ocorrência',
    format: pct,
    better: 'down',
    color: '#d97706',
  },
  {
    key: 'creditAmount',
    label: 'Créditos',
    hint: 'Concedidos em ocorrências',
    format: (v) => formatBRL(v),
    better: 'down',
    color: '#0f766e',
  },
];

export const show = (m: Metric, f: Figures) => {
  const v = f[m.key];
  return v === null ? '—' : m.format(v);
};
