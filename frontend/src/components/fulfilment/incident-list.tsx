import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatBRL, formatDateTime } from '@/lib/format';
import { INCIDENT_RESOLUTION, INCIDENT_STATE, RECEIPT_CONDITION } from '@api/orders/incident-vocabulary';
import type { Incident } from './types';

/** Incidents (ocorrências) of one order: what diverged, the supplier's answer, where it stands. */
export function IncidentList({ incidents, actions }: { incidents: Incident[]; actions?: (i: Incident) => ReactNode }) {
  if (incidents.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Ocorrências">
      {incidents.map((i) => (
        <li
          key={i.id}
          className="rounded-lg border border-amber-200 bg-amber-50/50 p-3 text-sm"
          aria-label={`Ocorrência: ${i.productName}`}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">
              {RECEIPT_CONDITION[i.kind]}: {i.quantity} × {i.productName}
            </p>
            <div className="flex items-center gap-2">
              <Badge variant={i.status === 'OPEN' ? 'destructive' : i.status === 'RESOLVED' ? 'secondary' : 'default'}>
                {INCIDENT_STATE[i.status]}
              </Badge>
              {actions?.(i)}
            </div>
          </div>
          {i.note && <p className="text-slate-600">Comprador: {i.note}</p>}
          {i.resolution && (
            <p className="text-slate-700">
              Resposta: {INCIDENT_RESOLUTION[i.resolution]}
              {i.creditAmount !== null && ` de ${formatBRL(i.creditAmount)}`}
              {i.answerNote && ` — ${i.answerNote}`}
            </p>
          )}
          {i.reopenNote && <p className="text-slate-700">Reaberta pelo comprador: {i.reopenNote}</p>}
          <p className="text-xs text-slate-500">
            Aberta em {formatDateTime(i.createdAt)}
            {i.resolvedAt && ` · resolvida em ${formatDateTime(i.resolvedAt)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
