import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { formatDateTime, formatQuantity } from '@/lib/format';
import {
  useQuoteAddresses,
  useQuoteCart,
  useQuoteOrder,
  useQuoteRecentOrders,
  useQuoteShoppingLists,
  useQuoteSuppliers,
  type AddressOption,
  type OrderOption,
  type SupplierOption,
} from '../api/builder-sources';
import { useCreateQuote, useSendQuote, useUpdateQuote, type Quote } from '../api/quotes';
import { ProductPicker } from './product-picker';
import {
  QuoteBuilderForm,
  type BuilderAddress,
  type BuilderSupplier,
  type BuilderValues,
  type QuoteRequest,
  type SourceOption,
} from './quote-builder-form';
import { deadlineFields, defaultDeadline } from './sao-paulo-time';

/** Where "Cotar novamente" and similar links ask the builder to start from. */
export type StartingSource = { kind: 'shopping_list' | 'order'; id: string } | { kind: 'cart' } | null;

const toSupplier = (s: SupplierOption): BuilderSupplier => ({
  id: s.id,
  name: s.name,
  cities: s.cities,
  own: !s.listed,
});

const cep = (digits: string) => (digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits);
const toAddress = (a: AddressOption): BuilderAddress => ({
  id: a.id,
  label: `${a.label ?? `${a.street}, ${a.number}`} — ${a.city.name}/${a.city.state}`,
  detail: [
    `${a.street}, ${a.number}${a.complement ? ` – ${a.complement}` : ''}`,
    a.district,
    `${a.city.name}/${a.city.state}`,
    `CEP ${cep(a.cep)}`,
  ].join(' · '),
  isDefault: a.isDefault,
  city: a.city,
});

const orderLabel = (o: Pick<OrderOption, 'number' | 'description' | 'created_at'>): string =>
  `${o.number !== null ? `Pedido nº ${o.number} — ` : ''}${o.description} (${formatDateTime(o.created_at).slice(0, 10)})`;

const searchProducts = (picker: Parameters<typeof ProductPicker>[0]) => <ProductPicker {...picker} />;

/** Suppliers and addresses are needed before the form can start (the default address is preselected). */
function WithChoices({
  children,
}: {
  children: (choices: { suppliers: BuilderSupplier[]; addresses: BuilderAddress[] }) => ReactNode;
}) {
  const suppliers = useQuoteSuppliers();
  const addresses = useQuoteAddresses();
  if (suppliers.isError || addresses.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        Não foi possível carregar {suppliers.isError ? 'os fornecedores' : 'os endereços de entrega'}.{' '}
        <button
          type="button"
          className="font-medium underline"
          onClick={() => void (suppliers.isError ? suppliers.refetch() : addresses.refetch())}
        >
          Tentar de novo
        </button>
      </p>
    );
  }
  if (suppliers.isPending || addresses.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        Carregando fornecedores e endereços…
      </p>
    );
  }
  return children({
    suppliers: suppliers.data.filter((s) => s.isActive).map(toSupplier),
    addresses: addresses.data.map(toAddress),
  });
}

/** "O rascunho foi salvo, mas…": the draft exists, only the sending failed; its page offers to send again. */
const sendFailed = (error: unknown) =>
  toast.error(
    `O rascunho foi salvo, mas não foi enviado: ${error instanceof ApiClientError ? error.message : 'tente enviar de novo.'}`,
  );

/** /app/cotacoes/nova: a new cotação, typed or from a list, the cart or an order (?pedido=…). */
export function NewQuoteBuilder({ start }: { start: StartingSource }) {
  const navigate = useNavigate();
  const lists = useQuoteShoppingLists(true);
  const orders = useQuoteRecentOrders(true);
  const asked = useQuoteOrder(start?.kind === 'order' ? start.id : '');
  const cart = useQuoteCart(true);
  const create = useCreateQuote();
  const send = useSendQuote();

  const recent: SourceOption[] | undefined = orders.isError
    ? []
    : orders.data?.map((o) => ({ id: o.id, label: orderLabel(o) }));
  // The order a link asked for may be older than the latest ones listed.
  const orderOptions =
    recent && asked.data && !recent.some((o) => o.id === asked.data.id)
      ? [{ id: asked.data.id, label: orderLabel(asked.data) }, ...recent]
      : recent;

  const onSave = async ({ body, send: alsoSend }: QuoteRequest) => {
    const quote = await create.mutateAsync(body);
    if (alsoSend) {
      try {
        await send.mutateAsync(quote.id);
        toast.success('Cotação enviada aos fornecedores');
      } catch (error) {
        sendFailed(error);
      }
    } else {
      toast.success('Rascunho salvo');
    }
    void navigate(`/app/cotacoes/${quote.id}`);
  };

  const deadline = defaultDeadline();
  return (
    <WithChoices>
      {(choices) => (
        <QuoteBuilderForm
          {...choices}
          sources={{
            shoppingLists: lists.isError
              ? []
              : lists.data?.map((l) => ({
                  id: l.id,
                  label: `${l.name} (${formatQuantity(l.itemCount, 'produto', 'produtos')})`,
                })),
            orders: orderOptions,
            cartItems: cart.isError ? null : cart.data?.items.length,
          }}
          initial={{
            deadlineDate: deadline.date,
            deadlineTime: deadline.time,
            ...(start ? { source: start.kind, sourceId: 'id' in start ? start.id : '' } : {}),
          }}
          productSearch={searchProducts}
          onSave={onSave}
        />
      )}
    </WithChoices>
  );
}

/** A draft's values back in the builder: its lines as they are (a product's name as the draft took it). */
function draftValues(quote: Quote): Partial<BuilderValues> & Pick<BuilderValues, 'deadlineDate' | 'deadlineTime'> {
  const { date, time } = deadlineFields(quote.deadline);
  return {
    title: quote.title,
    source: 'lines',
    lines: quote.lines.map((l) => ({
      productId: l.productId,
      name: l.productId ? l.description : '',
      supplierName: '',
      description: l.productId ? '' : l.description,
      unit: l.unit,
      quantity: String(l.quantity),
    })),
    ...(quote.deliveryAddressId ? { deliveryAddressId: quote.deliveryAddressId } : {}),
    desiredDeliveryDate: quote.desiredDeliveryDate ?? '',
    notes: quote.notes ?? '',
    deadlineDate: date,
    deadlineTime: time,
    supplierIds: quote.suppliers.map((s) => s.id),
  };
}

/**
 * /app/cotacoes/:id/editar: a draft changed in the same builder. Here a failed send stays on the form
 * (the draft is already saved), its reasons on their fields.
 */
export function DraftEditor({ quote }: { quote: Quote }) {
  const navigate = useNavigate();
  const update = useUpdateQuote();
  const send = useSendQuote();
  const onSave = async ({ body, send: alsoSend }: QuoteRequest) => {
    const { source: _source, ...change } = body;
    await update.mutateAsync({ id: quote.id, ...change });
    if (alsoSend) {
      await send.mutateAsync(quote.id);
      toast.success('Cotação enviada aos fornecedores');
    } else {
      toast.success('Rascunho salvo');
    }
    void navigate(`/app/cotacoes/${quote.id}`);
  };
  return (
    <WithChoices>
      {(choices) => (
        <QuoteBuilderForm
          {...choices}
          label="Editar rascunho"
          initial={draftValues(quote)}
          productSearch={searchProducts}
          onSave={onSave}
        />
      )}
    </WithChoices>
  );
}
