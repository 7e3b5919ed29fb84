import { useEffect, useRef, useState } from 'react';
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
import {
  useAddListToCart,
  useDeleteList,
  useRemoveListItem,
  useRenameList,
  useUpdateListItem,
  type ShoppingList,
  type ShoppingListItem,
} from '../api/shopping-lists';
import { ListNameDialog } from './list-name-dialog';

const UNAVAILABLE: Record<NonNullable<ShoppingListItem['product']['unavailableReason']>, string> = {
  INACTIVE: 'Fora do catálogo',
  SUPPLIER_INACTIVE: 'Fornecedor fora do catálogo',
  OUT_OF_STOCK: 'Fora de estoque',
};

/** How long typing may pause before a quantity is saved: one request per change, not per keystroke. */
const SAVE_DELAY_MS = 600;

function ItemRow({ listId, item }: { listId: string; item: ShoppingListItem }) {
  const update = useUpdateListItem();
  const remove = useRemoveListItem();
  // A typed quantity shows until its save lands; then the server's value (which may be someone else's) shows.
  const [draft, setDraft] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'pending' | 'saved'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const version = useRef(0);
  const { product } = item;
  const quantity = draft ?? item.quantity;
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: number) => {
    setDraft(next);
    setState('pending');
    const mine = ++version.current;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      update.mutate(
        { listId, itemId: item.id, quantity: next },
        {
          // Only the latest change settles the row: an older save finishing late must not undo a newer one.
          onSuccess: () => {
            if (version.current !== mine) return;
            setDraft(null);
            setState('saved');
          },
          onError: (error) => {
            if (version.current === mine) {
              setDraft(null);
              setState('idle');
            }
            toastError(error);
          },
        },
      );
    }, SAVE_DELAY_MS);
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
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <div className="flex flex-col items-start gap-0.5 sm:items-end">
          <QuantityStepper
            label={`Quantidade de ${product.name}`}
            value={quantity}
            min={product.minimumOrder}
            onChange={change}
          />
          <span className="h-4 text-xs text-slate-500" aria-live="polite">
            {state === 'pending' ? 'Salvando…' : state === 'saved' ? 'Salvo' : ''}
          </span>
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
  const rename = useRenameList();
  const remove = useDeleteList();
  const addToCart = useAddListToCart();
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
          <ListNameDialog
            title="Renomear lista"
            initialName={list.name}
            submitLabel="Salvar nome"
            onSubmit={async (name) => {
              await rename.mutateAsync({ id: list.id, name });
              toast.success('Lista renomeada');
            }}
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
            disabled={list.items.length === 0 || addToCart.isPending}
            onClick={() => addToCart.mutate(list.id, { onSuccess: setReport, onError: (e) => toastError(e) })}
          >
            <ShoppingCart className="h-4 w-4" aria-hidden />
            {addToCart.isPending ? 'Adicionando…' : 'Adicionar tudo ao carrinho'}
          </Button>
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
                <ItemRow key={item.id} listId={list.id} item={item} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <CartFillReportDialog report={report} onOpenChange={(open) => !open && setReport(null)} />
    </div>
  );
}
