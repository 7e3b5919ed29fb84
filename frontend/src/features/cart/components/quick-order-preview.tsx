import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { CartFillReportBody } from '@/components/cart-fill-report';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { toastError } from '@/lib/toast-error';
import { useAddQuickOrder, type QuickOrderPreview, type QuickOrderReport } from '../api/quick-order';
import { chosenProduct, lineName, lineProblem, PreviewLineItem, type LineChoice } from './preview-line';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A matched line starts on its product (a name's best one); an ambiguous one waits for the buyer to choose. */
function initialChoices(preview: QuickOrderPreview): Record<number, LineChoice> {
  const choices: Record<number, LineChoice> = {};
  for (const line of preview.lines) {
    if (line.status === 'matched' || line.status === 'ambiguous') {
      choices[line.line] = {
        productId: line.status === 'matched' ? line.candidates[0]!.id : null,
        quantity: line.quantity ?? 1,
        typedOk: true,
      };
    }
  }
  return choices;
}

/** What goes into the cart: the chosen product of each line that can go in, and its quantity. */
export type QuickOrderLines = Parameters<ReturnType<typeof useAddQuickOrder>['mutateAsync']>[0];

/**
 * The checked lines with their status, the choices, and "Adicionar N itens ao carrinho". `onAdd`
 * puts the lines in the cart; what it answers is shown in place of the lines.
 */
export function QuickOrderPreviewView({
  preview,
  adding,
  onAdd,
}: {
  preview: QuickOrderPreview;
  adding: boolean;
  onAdd: (lines: QuickOrderLines) => Promise<QuickOrderReport>;
}) {
  const [choices, setChoices] = useState(() => initialChoices(preview));
  const [report, setReport] = useState<QuickOrderReport | null>(null);

  const chosen = preview.lines.filter((l) => chosenProduct(l, choices[l.line]));
  // Every line that can go in goes; the others stay out and are named (one line below its minimum
  // never holds the rest back).
  const ready = chosen.filter((l) => choices[l.line]!.typedOk && lineProblem(l, choices[l.line]) === null);
  const leftOut = chosen.filter((l) => !ready.includes(l));
  const [leftOutOnAdd, setLeftOutOnAdd] = useState<Array<{ line: number; name: string; why: string }>>([]);
  const waitingLines = preview.lines.filter((l) => l.status === 'ambiguous' && !choices[l.line]?.productId);
  const waitingSupplier = waitingLines.filter((l) => l.source === 'sku').length;
  const waitingProduct = waitingLines.length - waitingSupplier;
  const { counts } = preview;

  const submit = () =>
    onAdd(ready.map((l) => ({ productId: choices[l.line]!.productId!, quantity: choices[l.line]!.quantity }))).then(
      (result) => {
        setLeftOutOnAdd(
          leftOut.map((l) => ({
            line: l.line,
            name: lineName(l),
            why: lineProblem(l, choices[l.line]) ?? 'Quantidade inválida',
          })),
        );
        setReport(result);
      },
      toastError,
    );

  if (report) {
    const changed = report.unavailable.length + report.minimumRaised.length + report.priceChanges.length > 0;
    return (
      <section aria-labelledby="quick-order-done" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="quick-order-done" className="text-lg font-semibold">
          {plural(report.added.length, 'item adicionado', 'itens adicionados')} ao carrinho
        </h2>
        {changed && <CartFillReportBody report={report} />}
        {leftOutOnAdd.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-slate-900">
              {plural(leftOutOnAdd.length, 'linha ficou', 'linhas ficaram')} de fora
            </h3>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {leftOutOnAdd.map((l) => (
                <li key={l.line}>
                  Linha {l.line} ({l.name}): {l.why}
                </li>
              ))}
            </ul>
          </div>
        )}
        <Button asChild>
          <Link to="/app/cart">
            <ShoppingCart className="h-4 w-4" aria-hidden />
            Ver carrinho
          </Link>
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="quick-order-preview" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quick-order-preview" className="text-lg font-semibold">
          Conferência
        </h2>
        <ul className="flex flex-wrap gap-2" aria-label="Linhas por situação">
          <li>
            <Badge>{plural(counts.matched, 'encontrado', 'encontrados')}</Badge>
          </li>
          <li>
            <Badge variant="secondary">{plural(counts.ambiguous, 'ambíguo', 'ambíguos')}</Badge>
          </li>
          <li>
            <Badge variant="destructive">{plural(counts.not_found, 'não encontrado', 'não encontrados')}</Badge>
          </li>
          <li>
            <Badge variant="destructive">{plural(counts.invalid, 'inválido', 'inválidos')}</Badge>
          </li>
        </ul>
      </div>
      {preview.lines.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma linha com produto e quantidade no texto.</p>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white">
          <div
            className="hidden border-b border-slate-200 px-4 py-2 text-xs font-medium uppercase tracking-wide text-slate-500 sm:grid sm:grid-cols-[7rem_minmax(0,1fr)_auto_7rem] sm:gap-4"
            aria-hidden
          >
            <span>Linha</span>
            <span>Pedido e produto</span>
            <span>Quantidade</span>
            <span className="text-right">Subtotal</span>
          </div>
          <ul className="divide-y divide-slate-100" aria-label="Linhas conferidas">
            {preview.lines.map((line) => (
              <PreviewLineItem
                key={line.line}
                line={line}
                choice={choices[line.line]}
                onChange={(next) => setChoices((all) => ({ ...all, [line.line]: next }))}
              />
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        <div className="text-sm text-slate-600 sm:mr-auto" aria-live="polite">
          {leftOut.length > 0 && (
            <p className="font-medium text-red-700">
              {plural(leftOut.length, 'linha marcada fica', 'linhas marcadas ficam')} de fora; corrija para incluir.
            </p>
          )}
          {waitingSupplier > 0 && (
            <p>{plural(waitingSupplier, 'linha espera', 'linhas esperam')} a escolha do fornecedor.</p>
          )}
          {waitingProduct > 0 && (
            <p>{plural(waitingProduct, 'linha espera', 'linhas esperam')} a escolha do produto.</p>
          )}
        </div>
        <Button onClick={submit} disabled={ready.length === 0 || adding}>
          <ShoppingCart className="h-4 w-4" aria-hidden />
          {adding ? 'Adicionando…' : `Adicionar ${plural(ready.length, 'item', 'itens')} ao carrinho`}
        </Button>
      </div>
    </section>
  );
}

/** The preview with the cart behind it: a toast that leads to the cart once the lines are in. */
export function QuickOrderPreviewPanel({ preview }: { preview: QuickOrderPreview }) {
  const add = useAddQuickOrder();
  const navigate = useNavigate();
  return (
    <QuickOrderPreviewView
      preview={preview}
      adding={add.isPending}
      onAdd={(lines) =>
        add.mutateAsync(lines).then((result) => {
          toast.success(`${plural(result.added.length, 'item adicionado', 'itens adicionados')} ao carrinho`, {
            action: { label: 'Ver carrinho', onClick: () => void navigate('/app/cart') },
          });
          return result;
        })
      }
    />
  );
}
