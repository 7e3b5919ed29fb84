import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Pencil, ShoppingCart, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { CartFillReportDialog, type CartFillReport } from '@/components/cart-fill-report';
import { DeleteAction } from '@/components/delete-action';
import { ProductImage } from '@/components/product-image';
import { QuantityStepper } from '@/components/quantity-stepper';
import { formatBRL, formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useAutosave, useLineSaveStates, type AutosaveState } from '@/lib/use-autosave';
import { SaveStatus } from '@/components/save-status';
import {
  useAddListToCart,
  useDeleteList,
  useRemoveListItem,
  useUpdateListItem,
  type ShoppingList,
  type ShoppingListItem,
} from '../api/shopping-lists';
import { RenameListDialog } from './list-name-dialog';

const UNAVAILABLE: Record<NonNullable<ShoppingListItem['product']['unavailableReason']>, string> = {
  INACTIVE: 'Fora do catálogo',
  SUPPLIER_INACTIVE: 'Fornecedor fora do catálogo',
  OUT_OF_STOCK: 'Fora de estoque',
};

function ItemRow({
  listId,
  item,
  onSaveState,
}: {
  listId: string;
  item: ShoppingListItem;
  onSaveState: (itemId: string, state: AutosaveState) => void;
}) {
  const update = useUpdateListItem();
  const remove = useRemoveListItem();
  // Saves one after another, flushed on blur and when leaving the screen (the cart's autosave).
  const autosave = useAutosave((quantity: number) => update.mutateAsync({ listId, itemId: item.id, quantity }), {
    onState: (state) => onSaveState(item.id, state),
    onError: (error) => toastError(error),
  });
  // The typed value while it waits or saves; the server's otherwise (someone else may change the list).
  const [quantity, setQuantity] = useState(item.quantity);
  const [serverQuantity, setServerQuantity] = useState(item.quantity);
  const busy = autosave.state.kind === 'pending' || autosave.state.kind === 'saving';
  if (item.quantity !== serverQuantity) {
    setServerQuantity(item.quantity);
    if (!busy) setQuantity(item.quantity);
  }
  const { product } = item;
  const change = (next: number) => {
    setQuantity(next);
    autosave.change(next);
  };

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" aria-label={product.name}>
      <div className="flex min-w-0 gap-3">
        <div className="h-12 w-12 shrink-0 overflow-hidden rounded-md border border-slate-200">
          <ProductImage src={product.image} alt="" icon={product.categoryIcon} iconClassName="h-5 w-5" />
        </div>
        <div className="min-w-0">
          <Link to={`/app/products/${product.id}`} className="break-words font-medium hover:underline">
            {product.name}
          </Link>
          <p className="text-xs text-slate-500">
            {item.supplier.name} · cód. {product.sku}
          </p>
          <p className="text-sm text-slate-700">
            {formatBRL(product.price)} / {product.unit}
            {product.minimumOrder > 1 && (
              <span className="text-slate-500">
                {' '}
                · mínimo {product.minimumOrder} {product.unit}
              </span>
            )}
          </p>
          {!product.available && product.unavailableReason && (
            <Badge variant="destructive" className="mt-1">
              {UNAVAILABLE[product.unavailableReason]}
            </Badge>
          )}
          {item.supplier.notDeliveredTo && (
            <Badge variant="destructive" className="mt-1">
              Não entrega em {item.supplier.notDeliveredTo}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <div className="flex flex-col items-start gap-0.5 sm:items-end" onBlur={autosave.flush}>
          <QuantityStepper
            label={`Quantidade de ${product.name}`}
            value={quantity}
            min={product.minimumOrder}
            unit={product.unit}
            onChange={change}
            error={autosave.state.kind === 'error' ? autosave.state.message : null}
            onValidityChange={(ok) => (ok ? autosave.valid() : autosave.invalid())}
          />
          <SaveStatus state={autosave.state} />
        </div>
        <p className="w-24 text-right text-sm font-medium">
          {product.available ? formatBRL(product.price * Math.max(quantity, product.minimumOrder)) : '—'}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Tirar ${product.name} da lista`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(
              { listId, itemId: item.id },
              { onSuccess: () => toast.success(`${product.name} saiu da lista`), onError: (e) => toastError(e) },
            )
          }
        >
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}

/** One list: its products at today's prices, quantities saved as they change, and everything into the cart. */
export function ListDetail({ list }: { list: ShoppingList }) {
  const remove = useDeleteList();
  const addToCart = useAddListToCart();
  // Everything goes to the cart as saved: not while a typed quantity waits or saves. A quantity the
  // list refused does not hold the other lines back: that line goes with its last saved quantity, and
  // the screen says so beside the button.
  const lines = useLineSaveStates();
  const ids = list.items.map((item) => item.id);
  const unsettled = lines.saving(ids);
  const refused = lines.invalid(ids);
  const navigate = useNavigate();
  const [report, setReport] = useState<CartFillReport | null>(null);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold tracking-tight">{list.name}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {list.itemCount} {list.itemCount === 1 ? 'produto' : 'produtos'} · cerca de{' '}
            <strong>{formatBRL(list.estimatedTotal)}</strong> aos preços de hoje · atualizada em{' '}
            {formatDateTime(list.updatedAt)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RenameListDialog
            list={list}
            trigger={
              <Button variant="outline" size="sm">
                <Pencil className="h-4 w-4" aria-hidden /> Renomear
              </Button>
            }
          />
          <DeleteAction
            label={`Excluir ${list.name}`}
            title={`Excluir a lista "${list.name}"?`}
            description="A lista some para toda a organização. O carrinho e os pedidos feitos a partir dela não mudam."
            confirmLabel="Excluir lista"
            success="Lista excluída"
            onConfirm={() => remove.mutateAsync(list.id).then(() => navigate('/app/listas'))}
          />
          <Button
            disabled={list.items.length === 0 || addToCart.isPending || unsettled}
            title={unsettled ? 'Espere as quantidades serem salvas' : undefined}
            onClick={() => addToCart.mutate(list.id, { onSuccess: setReport, onError: (e) => toastError(e) })}
          >
            <ShoppingCart className="h-4 w-4" aria-hidden />
            {addToCart.isPending ? 'Adicionando…' : 'Adicionar tudo ao carrinho'}
          </Button>
          {refused && (
            <p className="basis-full text-sm text-amber-800 sm:text-right" role="status">
              Uma quantidade marcada não foi salva: essa linha entra com a última quantidade salva.
            </p>
          )}
        </div>
      </div>
      <Card>
        <CardContent className="pt-1">
          {list.items.length === 0 ? (
            <div className="py-10 text-center text-sm text-slate-600">
              <p>Esta lista ainda está vazia.</p>
              <p className="mt-1">
                Abra um produto no{' '}
                <Link to="/app" className="font-medium text-brand-700 hover:underline">
                  catálogo
                </Link>{' '}
                e use &ldquo;Adicionar à lista&rdquo;, ou salve um pedido antigo como lista.
              </p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.items.map((item) => (
                <ItemRow key={item.id} listId={list.id} item={item} onSaveState={lines.onSaveState} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <CartFillReportDialog report={report} onOpenChange={(open) => !open && setReport(null)} />
    </div>
  );
}
