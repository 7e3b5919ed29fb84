// The same recharts pieces as the other line charts: a new combination would split recharts' shared
// chunks anew and lengthen the entry's list of preloads.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBRL } from '@/lib/format';
import { KIND_LABEL, longDay, shortDay, type PricePoint } from './points';

const COLOR = { paid: '#15803d', quoted: '#2563eb', list: '#b45309' } as const;

/** One row per point: its price under its own series' key, so each line joins only its own points. */
type Row = PricePoint & { paid?: number; quoted?: number; list?: number };

function PointTooltip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: unknown }> }) {
  const point = payload?.[0]?.payload as Row | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-sm">
      <p className="font-medium">
        {KIND_LABEL[point.kind]} em {longDay(point.t)}
      </p>
      <p>
        {formatBRL(point.unitPrice)} · {point.supplierName}
      </p>
    </div>
  );
}

/**
 * The price history drawn: what was paid (green, joined by a line), what was quoted (blue points) and,
 * for a product of the organization's own price list, its price as a step at each change (amber),
 * unit price over time. Loaded lazily (recharts stays out of the screens' own chunks); the table beside
 * it (PriceHistory) says the same to a screen reader.
 */
export function PriceHistoryChart({ points, unit, label }: { points: PricePoint[]; unit: string; label: string }) {
  const rows: Row[] = points.map((p) => ({ ...p, [p.kind]: p.unitPrice }));
  const hasList = points.some((p) => p.kind === 'list');
  return (
    <div className="h-56 w-full" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(t: number) => shortDay(t)}
            tick={{ fontSize: 11 }}
            minTickGap={16}
            padding={{ left: 12, right: 12 }}
          />
          <YAxis
            type="number"
            domain={['auto', 'auto']}
            tickFormatter={(v: number) => formatBRL(v)}
            tick={{ fontSize: 11 }}
            width={76}
            name={`Preço por ${unit}`}
          />
          <Tooltip content={PointTooltip} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line
            dataKey="paid"
            name={KIND_LABEL.paid}
            stroke={COLOR.paid}
            strokeWidth={2}
            dot={{ r: 3, fill: COLOR.paid }}
            connectNulls
            isAnimationActive={false}
          />
          <Line
            dataKey="quoted"
            name={KIND_LABEL.quoted}
            stroke={COLOR.quoted}
            strokeWidth={0}
            dot={{ r: 4, fill: COLOR.quoted }}
            activeDot={{ r: 5 }}
            legendType="circle"
            isAnimationActive={false}
          />
          {hasList && (
            <Line
              dataKey="list"
              name={KIND_LABEL.list}
              type="stepAfter"
              stroke={COLOR.list}
              strokeWidth={2}
              strokeDasharray="4 3"
              dot={{ r: 3, fill: COLOR.list }}
              connectNulls
              isAnimationActive={false}
            />
          )}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
