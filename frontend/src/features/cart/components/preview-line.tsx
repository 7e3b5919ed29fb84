import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { QuantityStepper } from '@/components/quantity-stepper';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/format';
import type { Candidate, PreviewLine } from '../api/quick-order';

/** What the buyer decided on a line: the product (chosen when ambiguous) and the quantity typed. */
export interface LineChoice {
  productId: string | null;
  quantity: number;
  /** What is typed in the field is a whole number (the minimum is checked against the product). */
  typedOk: boolean;
}

type Status = { label: string; variant: 'default' | 'secondary' | 'destructive' };
const STATUS: Record<PreviewLine['status'], Status> = {
  matched: { label: 'Encontrado', variant: 'default' },
  ambiguous: { label: 'Escolha o fornecedor', variant: 'secondary' },
  not_found: { label: 'Não encontrado', variant: 'destructive' },
  invalid: { label: 'Inválida', variant: 'destructive' },
};

/** A list line ("10 kg tomate") is found by name: the choice is of a product, not of a supplier. */
const byName = (line: PreviewLine) => line.source === 'name';

function statusOf(line: PreviewLine, product: Candidate | undefined): Status {
  if (line.status === 'invalid' && byName(line)) return { label: 'Não entendida', variant: 'destructive' };
  if (line.status !== 'ambiguous') return STATUS[line.status];
  if (product) return { label: byName(line) ? 'Produto escolhido' : 'Fornecedor escolhido', variant: 'default' };
  return byName(line) ? { label: 'Escolha o produto', variant: 'secondary' } : STATUS.ambiguous;
}

/** Whether the person picks the line's product among several: an SKU at two suppliers, or a name that fits more than one. */
export const offersChoice = (line: PreviewLine) =>
  line.status === 'ambiguous' || (line.status === 'matched' && byName(line) && line.candidates.length > 1);

/** How a line is named on the screen: its SKU, or the list line as typed. */
export const lineName = (line: PreviewLine) => (byName(line) ? line.text : line.sku) || 'sem SKU';

export const chosenProduct = (line: PreviewLine, choice: LineChoice | undefined): Candidate | undefined =>
  line.candidates.find((c) => c.id === choice?.productId);

/** Why a chosen line cannot go in as it is, or null. */
export function lineProblem(line: PreviewLine, choice: LineChoice | undefined): string | null {
  const product = chosenProduct(line, choice);
  if (!product || !choice) return null;
  if (!product.inStock) return 'Fora de estoque: não entra no carrinho';
  if (choice.typedOk && choice.quantity < product.minimumOrder)
    return `Mínimo de ${product.minimumOrder} ${product.unit}`;
  return null;
}

/** A line, what the buyer decided on it, and how a new decision reaches the preview. */
interface LineProps {
  line: PreviewLine;
  choice: LineChoice | undefined;
  onChange: (next: LineChoice) => void;
}

const lineLabel = (line: PreviewLine) =>
  line.mergedLines.length ? `Linha ${line.line} (+ ${line.mergedLines.join(', ')})` : `Linha ${line.line}`;

/** One line of the preview: a row at 1280 px, a card at 390 px. */
export function PreviewLineItem({ line, choice, onChange }: LineProps) {
  const product = chosenProduct(line, choice);
  const status = statusOf(line, product);
  const problem = lineProblem(line, choice);
  return (
    <li
      className="grid gap-3 p-4 sm:grid-cols-[7rem_minmax(0,1fr)_auto_7rem] sm:items-start sm:gap-4"
      aria-label={`${lineLabel(line)}: ${lineName(line)}`}
      data-status={line.status}
    >
      <div className="flex items-center justify-between gap-2 sm:block sm:space-y-1">
        <p className="text-sm font-medium text-slate-700">{lineLabel(line)}</p>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>

      <div className="min-w-0 space-y-1">
        {byName(line) ? (
          <p className="break-words text-sm text-slate-900">
            <span className="sr-only">Você escreveu: </span>“{line.text}”
          </p>
        ) : (
          <p className="break-all font-mono text-sm text-slate-900">{line.sku || '—'}</p>
        )}
        {line.mergedLines.length > 0 && (
          <p className="text-xs text-slate-500">
            Quantidades somadas das linhas {[line.line, ...line.mergedLines].join(', ')}
          </p>
        )}
        {!offersChoice(line) && line.status === 'matched' && product && (
          <p className="text-sm">
            <span className="font-medium">{product.name}</span>{' '}
            <span className="text-slate-500">
              · {product.supplier.name} · {formatBRL(product.price)}/{product.unit}
            </span>
          </p>
        )}
        {offersChoice(line) && <CandidateChoice line={line} choice={choice} onChange={onChange} />}
        <LineFlags line={line} product={product} />
        {line.reason && <p className="text-sm text-red-700">{line.reason}</p>}
      </div>

      <div>
        {(line.status === 'matched' || line.status === 'ambiguous') && choice ? (
          <QuantityStepper
            label={`Quantidade da linha ${line.line}`}
            value={choice.quantity}
            min={1}
            max={100_000}
            unit={product?.unit}
            error={problem}
            disabled={product ? !product.inStock : false}
            onChange={(quantity) => onChange({ ...choice, quantity, typedOk: true })}
            onValidityChange={(typedOk) => onChange({ ...choice, typedOk })}
          />
        ) : (
          line.quantity !== null && <p className="text-sm text-slate-600">Qtd. {line.quantity}</p>
        )}
      </div>

      <p className="text-sm font-medium sm:text-right">
        {product && choice?.typedOk ? formatBRL(product.price * choice.quantity) : ''}
      </p>
    </li>
  );
}

/** What to check on the chosen product: a supplier that does not deliver, a unit other than the one typed, and the reading's notes. */
function LineFlags({ line, product }: { line: PreviewLine; product: Candidate | undefined }) {
  return (
    <>
      {product?.notDeliveredTo && (
        <p className="text-sm font-medium text-amber-800">
          {product.supplier.name} não entrega em {product.notDeliveredTo}
        </p>
      )}
      {product?.unitDiffers && (
        <p className="text-sm font-medium text-amber-800">
          Pedido em {line.unit}; este produto é vendido por {product.unit}
        </p>
      )}
      {line.notes.map((note) => (
        <p key={note} className="text-sm text-slate-600">
          {note}
        </p>
      ))}
    </>
  );
}

/** The products to choose from, as radio buttons (arrow keys move between them). */
function CandidateChoice({ line, choice, onChange }: LineProps) {
  const groupId = useId();
  const legend = !byName(line)
    ? `Este SKU existe em ${line.candidates.length} fornecedores. Escolha um:`
    : line.status === 'matched'
      ? 'Produto encontrado (troque se não for este):'
      : 'Mais de um produto serve. Escolha um:';
  return (
    <fieldset className="space-y-1.5" aria-describedby={`${groupId}-hint`}>
      <legend id={`${groupId}-hint`} className="text-sm text-slate-700">
        {legend}
      </legend>
      {line.candidates.map((c) => (
        <label
          key={c.id}
          className={cn(
            'flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm',
            choice?.productId === c.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
          )}
        >
          <input
            type="radio"
            className="mt-0.5"
            name={groupId}
            value={c.id}
            checked={choice?.productId === c.id}
            onChange={() =>
              onChange({ ...(choice ?? { quantity: line.quantity ?? 1, typedOk: true }), productId: c.id })
            }
          />
          <span className="min-w-0">
            <span className="font-medium">{byName(line) ? c.name : c.supplier.name}</span>
            <span className="block text-slate-600">
              {byName(line) ? c.supplier.name : c.name} · {formatBRL(c.price)}/{c.unit} · mín. {c.minimumOrder}
              {!c.inStock && ' · fora de estoque'}
              {c.notDeliveredTo && ` · não entrega em ${c.notDeliveredTo}`}
              {c.unitDiffers && ` · vendido por ${c.unit}`}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
