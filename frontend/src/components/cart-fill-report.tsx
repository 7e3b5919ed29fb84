import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, CircleAlert, PackageCheck, TrendingUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import type { Answer, client } from '@/lib/api-client';
import { formatBRL } from '@/lib/format';
import { cn } from '@/lib/cn';

/** What "Pedir novamente" and "Adicionar tudo ao carrinho" answer (one shape on the server for both). */
export type CartFillReport = Answer<(typeof client)['purchase-orders'][':id']['reorder']['$post']>;

/** "+R$ 2,50" / "−R$ 1,25": the sign is the news. */
const signedBRL = (value: number) => `${value > 0 ? '+' : '−'}${formatBRL(Math.abs(value))}`;

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      <ul className="space-y-1.5 text-sm">{children}</ul>
    </section>
  );
}

/** The report: what went into the cart and what changed since the order or the list was made. */
export function CartFillReportBody({ report }: { report: CartFillReport }) {
  return (
    <div className="space-y-5">
      {report.priceChanges.length > 0 && (
        <Section title="Preços que mudaram" icon={<TrendingUp className="h-4 w-4 text-slate-500" aria-hidden />}>
          {report.priceChanges.map((c) => (
            <li key={c.productId} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="min-w-0 break-words">{c.name}</span>
              <span className="whitespace-nowrap">
                <span className="text-slate-500 line-through">{formatBRL(c.previousPrice)}</span> {formatBRL(c.price)}/
                {c.unit}{' '}
                <span
                  className={cn(
                    'inline-flex items-center gap-0.5 font-semibold',
                    c.direction === 'up' ? 'text-red-700' : 'text-emerald-700',
                  )}
                >
                  {c.direction === 'up' ? (
                    <ArrowUp className="h-3.5 w-3.5" aria-hidden />
                  ) : (
                    <ArrowDown className="h-3.5 w-3.5" aria-hidden />
                  )}
                  <span className="sr-only">{c.direction === 'up' ? 'subiu' : 'baixou'}</span>
                  {signedBRL(c.difference)}
                </span>
              </span>
            </li>
          ))}
        </Section>
      )}
      {report.minimumRaised.length > 0 && (
        <Section title="Quantidade elevada ao mínimo" icon={<ArrowUp className="h-4 w-4 text-slate-500" aria-hidden />}>
          {report.minimumRaised.map((m) => (
            <li key={m.productId} className="flex flex-wrap justify-between gap-x-3">
              <span className="min-w-0 break-words">{m.name}</span>
              <span className="whitespace-nowrap text-slate-700">
                {m.requested} → {m.minimum} {m.unit} (mínimo atual)
              </span>
            </li>
          ))}
        </Section>
      )}
      {report.unavailable.length > 0 && (
        <Section
          title="Indisponíveis (não entraram no carrinho)"
          icon={<CircleAlert className="h-4 w-4 text-amber-600" aria-hidden />}
        >
          {report.unavailable.map((u, i) => (
            <li key={u.productId ?? `removido-${i}`} className="flex flex-wrap justify-between gap-x-3">
              <span className="min-w-0 break-words">{u.name}</span>
              <span className="text-amber-800">{u.message}</span>
            </li>
          ))}
        </Section>
      )}
      {report.added.length > 0 && (
        <Section
          title="Adicionados ao carrinho"
          icon={<PackageCheck className="h-4 w-4 text-emerald-600" aria-hidden />}
        >
          {report.added.map((a) => (
            <li key={a.productId} className="flex flex-wrap justify-between gap-x-3">
              <span className="min-w-0 break-words">{a.name}</span>
              <span className="whitespace-nowrap text-slate-700">
                {a.quantity} {a.unit} × {formatBRL(a.price)}
              </span>
            </li>
          ))}
        </Section>
      )}
    </div>
  );
}

const summary = (report: CartFillReport) => {
  const added = report.added.length;
  if (added === 0) return 'Nenhum produto pôde ser adicionado ao carrinho.';
  const changes = report.priceChanges.length + report.minimumRaised.length + report.unavailable.length;
  return `${added} ${added === 1 ? 'produto adicionado' : 'produtos adicionados'} aos preços de hoje${
    changes === 0 ? ', sem mudanças.' : '. Veja o que mudou.'
  }`;
};

/** The report in a dialog, with the way to the cart. */
export function CartFillReportDialog({
  report,
  onOpenChange,
}: {
  report: CartFillReport | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={report !== null} onOpenChange={onOpenChange}>
      {report && (
        <DialogContent title="Carrinho atualizado" description={summary(report)}>
          <div className="max-h-[60vh] overflow-y-auto pr-1">
            <CartFillReportBody report={report} />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Continuar aqui</Button>
            </DialogClose>
            {report.added.length > 0 && (
              <Button asChild>
                {/* Closed on the way: the page under it stays on screen while the cart's screen loads. */}
                <Link to="/app/cart" onClick={() => onOpenChange(false)}>
                  Ver carrinho
                </Link>
              </Button>
            )}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
