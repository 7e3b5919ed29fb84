import type { ReactNode } from 'react';
import { CheckCircle2, FileDown } from 'lucide-react';
import { SUPPLIER_ORDER_STATE, LINE_REFUSAL_REASON } from '@api/orders/state-vocabulary';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryContent } from '@/components/query-content';
import { ApiClientError } from '@/lib/api-client';
import { formatBRL, formatDay } from '@/lib/format';
import { useAnswerOrderLink, useOrderLink, type LinkAnswerBody, type LinkOrder } from '../api/order-link';
import { ShipByLink } from './ship-by-link';

const INVALID_LINK = 'Este link não é válido ou foi revogado pelo comprador. Peça um novo link a ele.';
const EXPIRED_LINK = 'Este link expirou. Peça um novo link ao comprador.';

/** Why the link's order cannot be shown, in words the supplier can act on. */
function linkProblem(error: unknown): string {
  if (error instanceof ApiClientError) {
    if (error.status === 401) return INVALID_LINK;
    if (error.status === 410) return EXPIRED_LINK;
    if (error.status === 404) return 'Este pedido não está mais disponível. Fale com o comprador.';
    if (error.status === 0) return error.message;
  }
  return 'Não foi possível abrir o pedido agora. Tente novamente em instantes.';
}

/** The form that answers every line, handed in by the page (the portal's own form: one set of rules). */
export type AnswerFormSlot = (props: {
  order: LinkOrder;
  pending: boolean;
  onAnswer: (body: LinkAnswerBody) => Promise<unknown>;
}) => ReactNode;

/** What the buyer asked for, as the PDF says it: number, buyer, total, dates, address, terms. */
function OrderHeader({ order, token }: { order: LinkOrder; token: string }) {
  const a = order.deliveryAddress;
  return (
    <Card>
      <CardHeader className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h1">
            <span className="text-xl">Pedido nº {order.number}</span>
          </CardTitle>
          <span data-testid="order-link-status">
            <Badge variant="secondary">{SUPPLIER_ORDER_STATE[order.status].forSupplier}</Badge>
          </span>
        </div>
        <p className="text-sm text-slate-600">
          Para {order.link.supplierName}, de {order.buyer.name} · CNPJ {order.buyer.cnpjFormatted}
        </p>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p className="text-2xl font-bold">{formatBRL(order.totalAmount)}</p>
        <p>
          <span className="text-slate-500">Entrega pedida:</span>{' '}
          {order.requestedDeliveryDate ? formatDay(order.requestedDeliveryDate) : 'a combinar'}
        </p>
        {order.promisedDate && (
          <p>
            <span className="text-slate-500">Entrega prometida:</span> {formatDay(order.promisedDate)}
          </p>
        )}
        <p>
          <span className="text-slate-500">Pagamento:</span> {order.paymentTerm ?? 'a combinar'}
        </p>
        <p>
          <span className="text-slate-500">Endereço:</span>{' '}
          {a
            ? `${a.street}, ${a.number}${a.complement ? ` — ${a.complement}` : ''} · ${a.district} · ${a.city}/${a.state}`
            : 'a combinar com o comprador'}
        </p>
        {order.notes && <p>Observações do comprador: {order.notes}</p>}
        <a
          href={`/api/v1/order-answer/${encodeURIComponent(token)}/pdf`}
          download
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          <FileDown className="h-4 w-4" aria-hidden /> Baixar o PDF do pedido
        </a>
      </CardContent>
    </Card>
  );
}

/** The lines as answered: what was confirmed (and how many), what was refused and why, what has shipped. */
function AnsweredLines({ order }: { order: LinkOrder }) {
  return (
    <ul className="divide-y divide-slate-100">
      {order.lines.map((l) => (
        <li key={l.id} className="py-3" aria-label={l.productName}>
          <p className="font-medium">{l.productName}</p>
          {l.status === 'REFUSED' ? (
            <p className="text-sm text-red-700">
              Recusado: {l.refusalReason ? LINE_REFUSAL_REASON[l.refusalReason].label : ''}
              {l.note ? ` — ${l.note}` : ''}
            </p>
          ) : (
            <p className="text-sm text-slate-600">
              {l.acceptedQuantity ?? l.quantity} de {l.quantity} {l.unit} × {formatBRL(l.unitPrice)}
              {l.shippedQuantity > 0 ? ` · ${l.shippedQuantity} ${l.unit} despachados` : ''}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * /pedido/responder/:token — the order a supplier without an account answers from the e-mail (#54):
 * the order as the PDF shows it, every line answered (the portal's form), a clear confirmation, then
 * the shipment with the NF-e (typed key or the XML). A changed, revoked or expired link says so.
 */
export function OrderLinkScreen({ token, answerForm }: { token: string; answerForm: AnswerFormSlot }) {
  const order = useOrderLink(token);
  const answer = useAnswerOrderLink(token);
  if (order.isError) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h1">
            <span className="text-xl">Resposta de pedido</span>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p role="alert" className="text-slate-700">
            {linkProblem(order.error)}
          </p>
        </CardContent>
      </Card>
    );
  }
  const send = async (body: LinkAnswerBody) => {
    try {
      return await answer.mutateAsync(body);
    } catch (error) {
      // Answered meanwhile (409): the page reloads into the answered order.
      if (error instanceof ApiClientError && error.status === 409) void order.refetch();
      if (error instanceof ApiClientError && error.status === 401)
        throw new ApiClientError(401, error.code, INVALID_LINK, [], error.requestId);
      throw error;
    }
  };
  return (
    <QueryContent query={order} loading="Carregando o pedido…" error={INVALID_LINK}>
      {(data) => (
        <div className="space-y-4">
          <OrderHeader order={data} token={token} />
          {answer.isSuccess && (
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900"
            >
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
              {data.status === 'REFUSED'
                ? 'Pedido recusado. O comprador já foi avisado.'
                : 'Resposta enviada. O comprador já foi avisado; quando despachar, informe a NF-e aqui mesmo.'}
            </p>
          )}
          <Card>
            <CardHeader>
              <CardTitle as="h2">Itens</CardTitle>
            </CardHeader>
            <CardContent>
              {data.actions.includes('acknowledge') ? (
                answerForm({ order: data, pending: answer.isPending, onAnswer: send })
              ) : (
                <AnsweredLines order={data} />
              )}
            </CardContent>
          </Card>
          {data.actions.includes('ship') && <ShipByLink token={token} order={data} />}
        </div>
      )}
    </QueryContent>
  );
}
