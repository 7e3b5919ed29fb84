import { useState } from 'react';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { QueryContent } from '@/components/query-content';
import { formatBRL, formatDateTime, formatDay } from '@/lib/format';
import { usePriceChanges, type PriceChange, type PriceListProduct } from '../api/price-list';

/** Who changed a price, in the buyer's words. */
const BY: Record<PriceChange['changed_by'], string> = {
  buyer: 'Sua organização',
  supplier: 'O fornecedor',
  operator: 'A equipe do Abastece',
  import: 'Importação de CSV',
};

function ChangeLine({ change: c }: { change: PriceChange }) {
  // A change by this organization names its person; the others say which side made it.
  const who = c.changed_by === 'buyer' ? c.who : BY[c.changed_by];
  return (
    <li className="space-y-0.5 py-2 text-sm">
      <p className="font-medium">
        {c.previous_price === null ? formatBRL(c.price) : `${formatBRL(c.previous_price)} → ${formatBRL(c.price)}`}
        {c.price_valid_until && (
          <span className="font-normal text-slate-600"> · válido até {formatDay(c.price_valid_until)}</span>
        )}
      </p>
      <p className="text-slate-600">
        {who} · {formatDateTime(c.created_at)}
      </p>
    </li>
  );
}

/** "Histórico de preços" of one line: who changed what and when, newest first (asked when opened). */
export function PriceChangesDialog({ supplierId, product }: { supplierId: string; product: PriceListProduct }) {
  const [open, setOpen] = useState(false);
  const changes = usePriceChanges(supplierId, product.id, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Histórico de preços de ${product.name}`}>
          <History className="h-4 w-4" aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent title={`Histórico de preços — ${product.name}`}>
        <QueryContent
          query={changes}
          loading="Carregando histórico…"
          error="Não foi possível carregar o histórico."
          empty="Nenhuma mudança de preço registrada."
          isEmpty={(rows) => rows.length === 0}
        >
          {(rows) => (
            <ol aria-label="Mudanças de preço" className="divide-y divide-slate-100">
              {rows.map((c) => (
                <ChangeLine key={c.id} change={c} />
              ))}
            </ol>
          )}
        </QueryContent>
      </DialogContent>
    </Dialog>
  );
}
