import { useState } from 'react';
import { ChartLine } from 'lucide-react';
import { PriceHistoryQuery } from '@/components/price-history/price-history-query';
import { Button } from '@/components/ui/button';
import { useLinePriceHistory, type ComparisonLine } from '../api/quotes';

/** Which lines have their history open (none at first: each is fetched when opened). */
export function useOpenHistories() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  return {
    isOpen: (lineId: string) => open.has(lineId),
    toggle: (lineId: string) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (!next.delete(lineId)) next.add(lineId);
        return next;
      }),
  };
}

/** The id of a line's history panel, for the toggle's aria-controls. */
export const historyPanelId = (line: ComparisonLine) => `historico-${line.id}`;

/** "Histórico" on a compared line of a catalogue product: opens and closes that product's price history. */
export function HistoryToggle({ line, open, onToggle }: { line: ComparisonLine; open: boolean; onToggle: () => void }) {
  if (!line.productId) return null;
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="h-auto px-0 py-0.5 text-xs"
      aria-expanded={open}
      aria-controls={historyPanelId(line)}
      aria-label={`Histórico de preços de ${line.description}`}
      onClick={onToggle}
    >
      <ChartLine className="h-3.5 w-3.5" aria-hidden />
      Histórico
    </Button>
  );
}

/** The open panel: what the organization paid and was quoted for the line's product, fetched on opening. */
export function LinePriceHistory({ productId }: { productId: string }) {
  const query = useLinePriceHistory(productId);
  return <PriceHistoryQuery query={query} />;
}
