import { Link } from 'react-router';
import { QueryContent } from '@/components/query-content';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { formatBRL, formatDateTime } from '@/lib/format';
import { usePendingApprovals, type PendingApproval } from '../api/approvals';

const WAITS_FOR: Record<PendingApproval['step']['approver'], string> = {
  admin: 'um administrador ou o dono',
  owner: 'o dono',
  system: 'o sistema',
};

/** One supplier order waiting: its supplier, amount, the step it is at and the rule that put it there. */
function PendingPart({ item }: { item: PendingApproval }) {
  return (
    <li className="space-y-1 py-3" aria-label={`Pedido ${item.supplierOrderNumber} para ${item.supplierName}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          Pedido nº {item.supplierOrderNumber} · {item.supplierName}
        </p>
        <p className="font-semibold">{formatBRL(item.amount)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">
          Etapa {item.step.position} de {item.step.of}: {WAITS_FOR[item.step.approver]}
        </Badge>
        <p className="break-words text-sm text-slate-800" data-testid="approval-why">
          Por quê: {item.why}
        </p>
      </div>
      {item.previous.length > 0 && (
        <p className="text-xs text-slate-500">
          Já aprovado por {item.previous.map((p) => `${p.name} (${formatDateTime(p.decidedAt)})`).join(', ')}
        </p>
      )}
      {item.ownOrder && (
        <p className="text-xs text-slate-600">
          Pedido seu: você é a única pessoa da organização que pode decidir esta etapa, então pode aprová-lo.
        </p>
      )}
    </li>
  );
}

/** The parts of one purchase order that wait for the viewer, under a link to the order. */
function PendingOrder({ parts }: { parts: PendingApproval[] }) {
  const first = parts[0]!;
  return (
    <li>
      <Card>
        <CardContent className="p-4">
          <Link
            to={`/app/orders/${first.purchaseOrderId}`}
            className="break-words font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {first.orderNumber ? `Pedido nº ${first.orderNumber} · ` : ''}
            {first.description}
          </Link>
          <p className="text-sm text-slate-600">
            Feito por {first.placedBy?.name ?? 'pessoa removida'} em {formatDateTime(first.placedAt)}
          </p>
          <ul className="divide-y divide-slate-100">
            {parts.map((item) => (
              <PendingPart key={item.supplierOrderId} item={item} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </li>
  );
}

const byOrder = (items: PendingApproval[]) => {
  const groups = new Map<string, PendingApproval[]>();
  for (const item of items) groups.set(item.purchaseOrderId, [...(groups.get(item.purchaseOrderId) ?? []), item]);
  return [...groups.values()];
};

/** "O que espera por mim e por quê": supplier orders whose current step the viewer may decide. */
export function PendingApprovals() {
  const pending = usePendingApprovals();
  return (
    <section aria-labelledby="pending-approvals-title" className="space-y-4">
      <h2 id="pending-approvals-title" className="text-lg font-semibold">
        O que espera por mim e por quê
      </h2>
      <QueryContent
        query={pending}
        loading="Carregando aprovações…"
        error="Não foi possível carregar as aprovações."
        empty="Nada espera pela sua decisão agora."
        isEmpty={(d) => d.data.length === 0}
      >
        {(d) => (
          <ul className="space-y-3">
            {byOrder(d.data).map((parts) => (
              <PendingOrder key={parts[0]!.purchaseOrderId} parts={parts} />
            ))}
          </ul>
        )}
      </QueryContent>
    </section>
  );
}
