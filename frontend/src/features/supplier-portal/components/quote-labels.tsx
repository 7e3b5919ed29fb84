import { Badge } from '@/components/ui/badge';
import { QUOTE_STATE } from '@api/quotes/quote-machine';
import type { SupplierQuoteOutcome, SupplierQuoteStatus } from '../api/quotes';

const STATUS_VARIANT = {
  OPEN: 'default',
  CLOSED: 'secondary',
  AWARDED: 'secondary',
  CANCELLED: 'destructive',
} as const satisfies Record<SupplierQuoteStatus, string>;

export function QuoteStatusBadge({ status }: { status: SupplierQuoteStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} className="whitespace-nowrap">
      {QUOTE_STATE[status].label}
    </Badge>
  );
}

export const QUOTE_OUTCOME_LABEL: Record<SupplierQuoteOutcome, string> = { WON: 'Venceu', LOST: 'Não escolhida' };

export function QuoteOutcomeBadge({ outcome }: { outcome: SupplierQuoteOutcome }) {
  return (
    <Badge variant={outcome === 'WON' ? 'success' : 'outline'} className="whitespace-nowrap">
      {QUOTE_OUTCOME_LABEL[outcome]}
    </Badge>
  );
}

const saoPaulo = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A deadline as the buyer set it: São Paulo's clock, whatever the reader's device says, since the
 * server closes the cotação by that clock ("15/12/2026 18:00").
 */
export const formatDeadline = (iso: string) => saoPaulo.format(new Date(iso)).replace(',', '');
