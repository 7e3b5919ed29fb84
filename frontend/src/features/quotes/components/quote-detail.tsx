import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { QueryContent } from '@/components/query-content';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { formatDateTime, formatDay, formatQuantity } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import {
  useAwardQuote,
  useCancelQuote,
  useCloseQuote,
  useQuoteComparison,
  useSendQuote,
  type AwardChoice,
  type Quote,
  type QuoteSupplier,
} from '../api/quotes';
import { AwardPanel } from './award-panel';
import { ComparisonTable } from './comparison-table';
import { QuoteActions } from './quote-actions';
import { QuoteStatusBadge } from './quote-status';
import { formatSaoPaulo } from './sao-paulo-time';

/** A cotação with answers to compare: sent, closed or awarded (a draft has none, a cancelled one no use). */
const COMPARED = new Set<Quote['status']>(['OPEN', 'CLOSED', 'AWARDED']);

function addressText(a: NonNullable<Quote['deliveryAddress']>) {
  const street = `${a.street}, ${a.number}${a.complement ? ` – ${a.complement}` : ''}`;
  return [a.label, street, a.district, `${a.city}/${a.state}`].filter(Boolean).join(' · ');
}

function SupplierAnswer({ s }: { s: QuoteSupplier }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{s.name}</span>
      <span className="flex flex-wrap items-center gap-2 text-slate-600">
        {s.answeredAt
          ? `Respondeu em ${formatDateTime(s.answeredAt)}${s.answerCount > 1 ? ` (${s.answerCount} versões)` : ''}`
          : 'Ainda não respondeu'}
        {s.outcome === 'WON' && <Badge variant="success">Venceu</Badge>}
        {s.outcome === 'LOST' && <Badge variant="secondary">Não venceu</Badge>}
      </span>
    </li>
  );
}

/**
 * One cotação: what was asked, to whom, until when, who answered; once sent, the answers compared and
 * (closed) the award; once awarded, the purchase order it became.
 */
export function QuoteDetail({ quote }: { quote: Quote }) {
  const send = useSendQuote();
  const close = useCloseQuote();
  const cancel = useCancelQuote();
  const award = useAwardQuote();
  const compared = COMPARED.has(quote.status);
  const comparison = useQuoteComparison(quote.id, compared);
  const answered = quote.suppliers.filter((s) => s.answeredAt).length;
  const move = (run: () => Promise<unknown>, done: string) => () => run().then(() => toast.success(done), toastError);
  const onAward = (choice: AwardChoice) =>
    award
      .mutateAsync({ id: quote.id, choice })
      .then(() => toast.success('Cotação fechada com os vencedores: o pedido de compra foi criado'), toastError);

  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{quote.title}</h1>
              <QuoteStatusBadge status={quote.status} />
            </div>
            <p className="text-sm text-slate-600">
              Respostas até {formatSaoPaulo(quote.deadline)} (horário de Brasília)
            </p>
          </div>
          <QuoteActions
            quoteId={quote.id}
            allowed={quote.allowedActions}
            supplierCount={quote.suppliers.length}
            moves={{
              send: move(() => send.mutateAsync(quote.id), 'Cotação enviada aos fornecedores'),
              close: move(() => close.mutateAsync(quote.id), 'Cotação encerrada'),
              cancel: move(() => cancel.mutateAsync(quote.id), 'Cotação cancelada'),
            }}
          />
        </div>
        {quote.purchaseOrderId && (
          <p
            role="status"
            className="flex flex-wrap items-center gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          >
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
            Vencedores escolhidos{quote.awardedAt ? ` em ${formatDateTime(quote.awardedAt)}` : ''}: o pedido de compra
            foi criado.
            <Link to={`/app/orders/${quote.purchaseOrderId}`} className="font-medium underline">
              Ver pedido de compra
            </Link>
          </p>
        )}
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500">Entrega</dt>
            <dd className="[overflow-wrap:anywhere]">
              {quote.deliveryAddress
                ? addressText(quote.deliveryAddress)
                : quote.deliveryAddressId
                  ? 'O endereço escolhido (fica registrado ao enviar)'
                  : 'Nenhum endereço ainda: cadastre um para enviar'}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Entrega desejada</dt>
            <dd>{quote.desiredDeliveryDate ? formatDay(quote.desiredDeliveryDate) : 'Sem data'}</dd>
          </div>
          {quote.notes && (
            <div className="sm:col-span-2">
              <dt className="text-slate-500">Observações</dt>
              <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{quote.notes}</dd>
            </div>
          )}
        </dl>
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Itens</CardTitle>
            <CardDescription>{formatQuantity(quote.lines.length, 'item', 'itens')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-100" aria-label="Itens da cotação">
              {quote.lines.map((l) => (
                <li key={l.id} className="flex justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {l.description}
                    {!l.productId && <span className="ml-2 text-xs text-slate-500">fora do catálogo</span>}
                  </span>
                  <span className="whitespace-nowrap tabular-nums">
                    {l.quantity} {l.unit}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Fornecedores convidados</CardTitle>
            <CardDescription>
              {quote.suppliers.length === 0
                ? 'Nenhum ainda: edite o rascunho para convidar.'
                : quote.status === 'DRAFT'
                  ? `${formatQuantity(quote.suppliers.length, 'fornecedor', 'fornecedores')} a convidar`
                  : `${answered} de ${quote.suppliers.length} ${answered === 1 ? 'respondeu' : 'responderam'}`}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-slate-100" aria-label="Fornecedores convidados">
              {quote.suppliers.map((s) => (
                <SupplierAnswer key={s.id} s={s} />
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      {compared && (
        <section aria-labelledby="comparacao" className="space-y-4">
          <h2 id="comparacao" className="text-lg font-semibold">
            Comparação das respostas
          </h2>
          {quote.status === 'OPEN' && (
            <p className="text-sm text-slate-600">
              A cotação está aberta: os fornecedores ainda podem responder ou revisar até o prazo.
            </p>
          )}
          <QueryContent
            query={comparison}
            loading="Carregando a comparação…"
            error="Não foi possível carregar a comparação."
          >
            {(c) =>
              c.suppliers.every((s) => !s.answered) ? (
                <p className="text-sm text-slate-500">Nenhum fornecedor respondeu ainda.</p>
              ) : (
                <div className="space-y-6">
                  <Card>
                    <CardContent className="pt-5">
                      <ComparisonTable comparison={c} />
                    </CardContent>
                  </Card>
                  {quote.status !== 'AWARDED' && (
                    <AwardPanel
                      comparison={c}
                      canAward={quote.allowedActions.includes('award')}
                      blockedReason="Encerre a cotação para escolher os vencedores: enquanto está aberta, os fornecedores ainda podem mudar os preços."
                      onAward={onAward}
                    />
                  )}
                </div>
              )
            }
          </QueryContent>
        </section>
      )}
    </div>
  );
}
