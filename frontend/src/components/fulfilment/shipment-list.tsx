import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatBRL, formatDateTime, formatDay } from '@/lib/format';
import { ShipmentDocuments } from './shipment-documents';
import { inSentence, RECEIPT_CONDITION, SHIPMENT_STATE } from '@api/orders/incident-vocabulary';
import { formatNfeKey, type Shipment } from './types';

/**
 * The shipments of one order, each with its NF-e and, once received, how each line arrived. Given
 * `documentsPath` (the shipment's API path on the viewer's side), the note's kept XML and DANFE are
 * links; `attach` adds what the viewer may do about them (the supplier's "Anexar DANFE").
 */
export function ShipmentList({
  shipments,
  actions,
  documentsPath,
  attach,
}: {
  shipments: Shipment[];
  actions?: (shipment: Shipment) => ReactNode;
  documentsPath?: (shipment: Shipment) => string;
  attach?: (shipment: Shipment) => ReactNode;
}) {
  if (shipments.length === 0) return <p className="text-sm text-slate-500">Nenhuma remessa ainda.</p>;
  return (
    <ul className="space-y-3">
      {shipments.map((s) => (
        <li key={s.id} className="rounded-lg border border-slate-200 p-3" aria-label={`Remessa ${s.sequence}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">
              Remessa {s.sequence}
              {s.replacesIncidentId && <span className="text-slate-500"> · reposição</span>}
            </p>
            <div className="flex items-center gap-2">
              <Badge variant={s.status === 'RECEIVED' ? 'secondary' : 'default'}>{SHIPMENT_STATE[s.status]}</Badge>
              {actions?.(s)}
            </div>
          </div>
          <p className="mt-1 text-xs text-slate-600">
            NF-e nº {s.invoiceNumber} série {s.invoiceSeries} · {formatBRL(s.invoiceAmount)}
            {s.carrier && ` · ${s.carrier}`}
            {s.trackingCode && ` · rastreio ${s.trackingCode}`}
            {s.expectedDeliveryDate && ` · previsão ${formatDay(s.expectedDeliveryDate)}`}
          </p>
          <p className="break-all font-mono text-[11px] text-slate-500" title="Chave de acesso da NF-e">
            {formatNfeKey(s.nfeKey)}
          </p>
          {documentsPath && <ShipmentDocuments shipment={s} path={documentsPath(s)} attach={attach?.(s)} />}
          <ul className="mt-2 text-sm">
            {s.lines.map((l) => (
              <li key={l.id}>
                {l.quantity} {l.unit} · {l.productName}
                {l.condition && (
                  <span className={l.condition === 'OK' ? 'text-slate-600' : 'text-red-700'}>
                    {' '}
                    — {l.receivedQuantity} em ordem
                    {l.condition !== 'OK' &&
                      `, ${l.quantity - (l.receivedQuantity ?? 0)} ${inSentence(RECEIPT_CONDITION[l.condition])}`}
                    {l.receiptNote && ` (${l.receiptNote})`}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {s.receivedAt && (
            <p className="mt-1 text-xs text-slate-500">
              Recebida em {formatDateTime(s.receivedAt)}
              {s.receivedByName && ` por ${s.receivedByName}`}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
