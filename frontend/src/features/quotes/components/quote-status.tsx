import { Badge } from '@/components/ui/badge';
import type { QuoteStatus } from '../api/quotes';
import { QUOTE_STATE } from '../../../../../functions/quotes/quote-machine';

/** Each tone's colour, as the other status badges use them. */
const VARIANT = {
  neutral: 'secondary',
  info: 'default',
  success: 'success',
  danger: 'destructive',
} as const;

/** A cotação's status as the state table words it (Rascunho, Aberta…): the API's values never show. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const word = QUOTE_STATE[status];
  return <Badge variant={VARIANT[word.tone]}>{word.label}</Badge>;
}

export const quoteStatusLabel = (status: QuoteStatus) => QUOTE_STATE[status].label;
