import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { maskCnpj } from '@/lib/cnpj-mask';
import { formatDay } from '@/lib/format';
import type { SupplierQuote } from '../api/quotes';
import { formatDeadline, QuoteOutcomeBadge, QuoteStatusBadge } from './quote-labels';

/**
 * What the buyer asks for, above the answer form: who, where, by when. The portal shows the whole
 * delivery address; the e-mailed link (`address="city"`) only the city, since anyone holding the link
 * reads it.
 */
export function QuoteOverview({ quote, address = 'full' }: { quote: SupplierQuote; address?: 'full' | 'city' }) {
  const a = quote.deliveryAddress;
  const place = !a
    ? 'A combinar com o comprador'
    : address === 'city'
      ? `${a.city}/${a.state}`
      : `${a.street}, ${a.number}${a.complement ? ` — ${a.complement}` : ''} · ${a.district} · ${a.city}/${a.state}`;
  const facts: [string, string][] = [
    ['Prazo para responder', `${formatDeadline(quote.deadline)} (horário de Brasília)`],
    [address === 'city' ? 'Entrega em' : 'Endereço de entrega', place],
    ['Entrega desejada', quote.desiredDeliveryDate ? formatDay(quote.desiredDeliveryDate) : 'A combinar'],
  ];
  return (
    <Card>
      <CardHeader className="space-y-2">
        <CardTitle as="h1">
          <span className="text-xl [overflow-wrap:anywhere]">{quote.title}</span>
        </CardTitle>
        <p className="text-sm text-slate-600">
          Cotação de <strong className="font-medium text-slate-800">{quote.buyer.name}</strong>
          {address === 'full' && ` · CNPJ ${maskCnpj(quote.buyer.cnpj)}`}
        </p>
        <div className="flex flex-wrap gap-2">
          {/* Past the deadline the API reads the cotação closed, whether or not its sweep has run. */}
          <QuoteStatusBadge status={quote.status} />
          {quote.outcome && <QuoteOutcomeBadge outcome={quote.outcome} />}
        </div>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-500">{term}</dt>
              <dd className="mb-2 min-w-0 [overflow-wrap:anywhere] sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        {quote.notes && (
          <div>
            <p className="text-slate-500">Observações do comprador</p>
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{quote.notes}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
