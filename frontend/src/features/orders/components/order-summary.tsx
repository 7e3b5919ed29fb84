import type { ReactNode } from 'react';
import { inSentence, SHIPMENT_STATE } from '@api/orders/incident-vocabulary';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/order-status';
import { formatBRL, formatDateTime, formatDay } from '@/lib/format';
import type { OrderDetail as Order } from '../api/orders';
import { partAnchor, receivedParts, sharedDelivery, type Need } from './order-needs';

const LINK = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** One thing waiting for the viewer, in words, with the way to it. */
function NeedItem({ need }: { need: Need }) {
  const { part } = need;
  const toPart = `#${partAnchor(part)}`;
  if (need.kind === 'approve')
    return (
      <li>
        <a href={toPart} className={LINK}>
          Aprovar o pedido {part.number} de {part.supplier_name}
        </a>{' '}
        <span className="text-slate-600">· {formatBRL(part.total_amount)}</span>
      </li>
    );
  if (need.kind === 'receive')
    return (
      <li>
        <a href={toPart} className={LINK}>
          Remessa {need.shipment.sequence} de {part.supplier_name}: {inSentence(SHIPMENT_STATE[need.shipment.status])},
          a receber
        </a>
        {/* A document load, not a route change: only that page's own Permissions-Policy allows the camera. */}
        {' · '}
        <a href="/app/receber" className={LINK}>
          Receber mercadoria
        </a>
      </li>
    );
  return (
    <li>
      <a href={toPart} className={LINK}>
        Ocorrência de {need.incident.productName} respondida por {part.supplier_name}: aceite ou reabra
      </a>
    </li>
  );
}

/** "O que espera por você": the viewer's next steps on this order, or that there are none. */
function WhatNeedsMe({ needs, order }: { needs: Need[]; order: Order }) {
  const paid = receivedParts(order);
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <h2 id="order-needs" className="text-sm font-semibold">
        O que espera por você
      </h2>
      {needs.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Nada espera por você neste pedido.</p>
      ) : (
        <ul aria-labelledby="order-needs" className="mt-1 space-y-1 text-sm">
          {needs.map((n, i) => (
            <NeedItem key={i} need={n} />
          ))}
        </ul>
      )}
      {paid.length > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          Notas recebidas:{' '}
          {paid.map((p, i) => (
            <span key={p.id}>
              {i > 0 && ', '}
              <Link to={`/app/contas-a-pagar?fornecedor=${p.supplier_id}`} className={LINK}>
                parcelas de {p.supplier_name}
              </Link>
            </span>
          ))}{' '}
          em Contas a pagar.
        </p>
      )}
    </div>
  );
}

/**
 * The top of the order page: what it is, where it stands, what it costs, where it goes and what waits
 * for the viewer. The parts follow, one block each; on a phone this is the first screen.
 */
export function OrderSummary({
  order,
  needs,
  actions,
}: {
  order: Order;
  needs: Need[];
  /** The order's own buttons (save as a list, order again, cancel). */
  actions?: ReactNode;
}) {
  const delivery = sharedDelivery(order);
  return (
    <section
      aria-label={`Resumo do pedido${order.number ? ` nº ${order.number}` : ''}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h1 className="min-w-0 text-xl font-semibold leading-tight [overflow-wrap:anywhere]">
          {order.number ? `Pedido nº ${order.number} · ` : ''}
          {order.description}
        </h1>
        <div className="flex items-center gap-3">
          <div data-testid="order-status">
            <StatusBadge status={order.status} />
          </div>
          <p className="text-2xl font-bold">{formatBRL(order.total_amount ?? 0)}</p>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {order.client?.name ?? 'Pessoa removida'} · {formatDateTime(order.created_at)} · {order.items.length}{' '}
        {order.items.length === 1 ? 'item' : 'itens'} · {order.supplier_orders.length || order.itemsBySupplier.length}{' '}
        {(order.supplier_orders.length || order.itemsBySupplier.length) === 1 ? 'fornecedor' : 'fornecedores'}
        {order.cost_centre && ` · Centro de custo: ${order.cost_centre.name}`}
      </p>
      {delivery && (
        <p className="mt-1 text-sm text-slate-700">
          Entrega: {delivery.address}
          {delivery.day && ` · pedida para ${formatDay(delivery.day)}`}
        </p>
      )}
      {order.outside_budgets && (
        <p role="note" className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Sem centro de custo: nenhum orçamento conferiu este pedido.
        </p>
      )}
      {order.notes && <p className="mt-2 text-sm text-slate-700">Observações: {order.notes}</p>}
      <WhatNeedsMe needs={needs} order={order} />
      {actions && <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions}</div>}
    </section>
  );
}
