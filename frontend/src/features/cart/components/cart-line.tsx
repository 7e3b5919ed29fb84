import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ProductImage } from '@/components/product-image';
import { QuantityStepper } from '@/components/quantity-stepper';
import { formatBRL } from '@/lib/format';
import { NegotiatedBadge } from '@/components/negotiated-price';
import { toastError } from '@/lib/toast-error';
import { useRemoveCartLine, useUpdateCartLine, type CartLine } from '../api/cart';
import { useAutosave, type AutosaveState } from '@/lib/use-autosave';
import { SaveStatus } from '@/components/save-status';

/**
 * One cart line. Its quantity is saved on its own (typing settles, or the field loses focus), so the
 * rest of the cart stays usable while it saves; the line shows whether what is typed is saved.
 */
export function CartLineRow({
  line,
  onSaveState,
}: {
  line: CartLine;
  onSaveState: (lineId: string, state: AutosaveState) => void;
}) {
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const autosave = useAutosave((quantity: number) => update.mutateAsync({ id: line.id, quantity }), {
    onState: (state) => onSaveState(line.id, state),
    onError: (error) => toastError(error, 'Não foi possível salvar a quantidade.'),
  });
  // What the field shows: the typed value while it waits or saves, the server's otherwise (a reload,
  // another tab, a refused save).
  const [quantity, setQuantity] = useState(line.quantity);
  const [serverQuantity, setServerQuantity] = useState(line.quantity);
  const busy = autosave.state.kind === 'pending' || autosave.state.kind === 'saving';
  if (line.quantity !== serverQuantity) {
    setServerQuantity(line.quantity);
    if (!busy) setQuantity(line.quantity);
  }
  const { name, unit, minimumOrder } = line.product;

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" aria-label={name}>
      <div className="flex min-w-0 items-center gap-3">
        <div className="h-12 w-12 shrink-0 overflow-hidden rounded-md">
          <ProductImage src={line.product.image} alt="" iconClassName="h-5 w-5" />
        </div>
        <div className="min-w-0">
          <p className="font-medium">
            {name}
            {!line.product.available && (
              <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-700">
                Saiu do catálogo
              </span>
            )}
            {line.product.available && !line.product.inStock && (
              <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">
                Sem estoque
              </span>
            )}
          </p>
          <p className="text-xs text-slate-500">
            {formatBRL(line.price)} / {unit}
            {minimumOrder > 1 && ` · mínimo ${minimumOrder}`}
          </p>
          {/* Only when the line is at that price (a line added before the award still reads the old). */}
          {line.product.negotiatedUntil && line.price === line.product.price && (
            <NegotiatedBadge validUntil={line.product.negotiatedUntil} />
          )}
        </div>
      </div>
      <div className="flex items-start gap-3">
        <div className="flex flex-col items-start gap-1" onBlur={autosave.flush}>
          <QuantityStepper
            label={`Quantidade de ${name}`}
            value={quantity}
            min={minimumOrder}
            unit={unit}
            error={autosave.state.kind === 'error' ? autosave.state.message : null}
            onChange={(next) => {
              setQuantity(next);
              autosave.change(next);
            }}
            onValidityChange={(ok) => (ok ? autosave.valid() : autosave.invalid())}
          />
          <SaveStatus state={autosave.state} />
        </div>
        <span className="w-24 pt-1.5 text-right font-semibold">{formatBRL(line.price * line.quantity)}</span>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remover ${name}`}
          onClick={() =>
            remove.mutate(line.id, {
              onSuccess: () => toast.success('Item removido'),
              onError: (e) => toastError(e),
            })
          }
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
