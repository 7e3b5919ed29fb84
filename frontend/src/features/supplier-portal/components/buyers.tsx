import { useState, type ReactNode } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import { ApiClientError } from '@/lib/api-client';
import { formatBRL, formatDateTime } from '@/lib/format';
import {
  useBuyerPriceList,
  useBuyers,
  useChangeBuyerLine,
  type Buyer,
  type BuyerLineChange,
  type BuyerPriceListLine,
} from '../api/buyers';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Clientes que me adicionaram" (#54): each buyer that added the supplier, and the price list it keeps. */
export function BuyersView() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const buyers = useBuyers({ page, search });
  return (
    <div className="space-y-4">
      <Input
        type="search"
        aria-label="Buscar cliente"
        placeholder="Buscar cliente pelo nome"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        className="sm:max-w-sm"
      />
      <QueryContent
        query={buyers}
        loading="Carregando clientes…"
        error="Não foi possível carregar os clientes."
        empty={
          search
            ? 'Nenhum cliente com esse nome.'
            : 'Nenhum cliente cadastrou sua empresa ainda. Quando um restaurante ou loja cadastrar seu CNPJ, ele aparece aqui com a lista de preços que mantém com você.'
        }
        isEmpty={(data) => data.data.length === 0}
      >
        {(data) => (
          <>
            <ul className="space-y-3" aria-label="Clientes que me adicionaram">
              {data.data.map((buyer) => (
                <li key={buyer.organization_id}>
                  <BuyerCard buyer={buyer} />
                </li>
              ))}
            </ul>
            <PaginationBar
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              total={data.pagination.total}
              onPage={setPage}
            />
          </>
        )}
      </QueryContent>
    </div>
  );
}

function BuyerCard({ buyer }: { buyer: Buyer }) {
  const [open, setOpen] = useState(false);
  const listId = `price-list-${buyer.organization_id}`;
  return (
    <Card>
      <CardHeader className="space-y-1">
        <CardTitle className="text-base">{buyer.name}</CardTitle>
        <p className="text-sm text-slate-600">
          {buyer.city ? `${buyer.city.name}/${buyer.city.state} · ` : ''}cliente desde {formatDateTime(buyer.since)}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2 text-xs">
          <Badge variant="secondary">{plural(buyer.order_count, 'pedido', 'pedidos')}</Badge>
          <Badge variant="secondary">{plural(buyer.quote_count, 'cotação', 'cotações')}</Badge>
          <Badge variant="secondary">{plural(buyer.price_list_count, 'produto na lista', 'produtos na lista')}</Badge>
        </div>
        <p className="break-words text-xs text-slate-500">Pedidos e cotações chegam em {buyer.email_for_you}</p>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <ChevronUp className="h-4 w-4" aria-hidden /> : <ChevronDown className="h-4 w-4" aria-hidden />}
          {open ? 'Fechar lista de preços' : 'Ver e editar a lista de preços'}
        </Button>
        {open && (
          <div id={listId}>
            <PriceList organizationId={buyer.organization_id} buyerName={buyer.name} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PriceList({ organizationId, buyerName }: { organizationId: string; buyerName: string }) {
  const [page, setPage] = useState(1);
  const list = useBuyerPriceList(organizationId, { page });
  return (
    <QueryContent
      query={list}
      loading="Carregando a lista de preços…"
      error="Não foi possível carregar a lista de preços."
      empty={`${buyerName} ainda não tem produtos na lista de preços da sua empresa.`}
      isEmpty={(data) => data.data.length === 0}
    >
      {(data) => (
        <div className="space-y-2">
          <p className="text-xs text-slate-500">
            O que você muda vale para os próximos pedidos deste cliente, e ele é avisado.
          </p>
          <ul
            className="divide-y divide-slate-100 rounded-md border border-slate-200"
            aria-label={`Lista de preços de ${buyerName}`}
          >
            {data.data.map((line) => (
              <li key={line.id} className="p-3">
                <LineEditor organizationId={organizationId} line={line} />
              </li>
            ))}
          </ul>
          <PaginationBar
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            total={data.pagination.total}
            onPage={setPage}
          />
        </div>
      )}
    </QueryContent>
  );
}

/** The line as the form holds it: text as typed, turned into the API's values on saving. */
type Draft = { price: string; unit: string; validUntil: string; inStock: boolean };
const draftOf = (line: BuyerPriceListLine): Draft => ({
  price: line.price.toFixed(2).replace('.', ','),
  unit: line.unit,
  validUntil: line.price_valid_until ?? '',
  inStock: line.in_stock,
});

/** Only what changed goes to the API; a price reads "12,50" or "12.50". */
function changesOf(line: BuyerPriceListLine, draft: Draft): BuyerLineChange | 'invalid-price' {
  const price = Number(draft.price.replace(/\s|R\$/g, '').replace(',', '.'));
  if (draft.price.trim() === '' || !Number.isFinite(price)) return 'invalid-price';
  return {
    ...(price !== line.price ? { price } : {}),
    ...(draft.unit.trim() !== line.unit ? { unit: draft.unit.trim() } : {}),
    ...((draft.validUntil || null) !== line.price_valid_until ? { price_valid_until: draft.validUntil || null } : {}),
    ...(draft.inStock !== line.in_stock ? { in_stock: draft.inStock } : {}),
  };
}

function LineEditor({ organizationId, line }: { organizationId: string; line: BuyerPriceListLine }) {
  const change = useChangeBuyerLine();
  const [draft, setDraft] = useState<Draft>(() => draftOf(line));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changes = changesOf(line, draft);
  const dirty = changes === 'invalid-price' || Object.keys(changes).length > 0;
  const save = async () => {
    if (changes === 'invalid-price') return setErrors({ price: 'Informe o preço, por exemplo 12,50' });
    setErrors({});
    try {
      const saved = await change.mutateAsync({ organizationId, productId: line.id, ...changes });
      setDraft(draftOf(saved));
      toast.success(`${line.name}: salvo`);
    } catch (e) {
      if (!(e instanceof ApiClientError)) throw e;
      setErrors(Object.fromEntries([['form', e.message], ...e.details.map((d) => [d.path, d.message])]));
    }
  };
  const field = (name: keyof Draft) => `${line.id}-${name}`;
  return (
    <form
      noValidate
      aria-label={line.name}
      className="grid gap-2 sm:grid-cols-[1fr_7rem_5rem_9rem_auto_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="min-w-0">
        <p className="font-medium">{line.name}</p>
        <p className="text-xs text-slate-500">
          {line.sku} · {line.category.name} · hoje {formatBRL(line.price)}/{line.unit}
        </p>
        {errors.form && !errors.price && !errors.unit && !errors.price_valid_until && (
          <p role="alert" className="text-xs text-red-600">
            {errors.form}
          </p>
        )}
      </div>
      <LabeledInput id={field('price')} label="Preço (R$)" error={errors.price}>
        <Input
          id={field('price')}
          inputMode="decimal"
          value={draft.price}
          aria-invalid={errors.price ? true : undefined}
          onChange={(e) => setDraft({ ...draft, price: e.target.value })}
        />
      </LabeledInput>
      <LabeledInput id={field('unit')} label="Unidade" error={errors.unit}>
        <Input
          id={field('unit')}
          value={draft.unit}
          aria-invalid={errors.unit ? true : undefined}
          onChange={(e) => setDraft({ ...draft, unit: e.target.value })}
        />
      </LabeledInput>
      <LabeledInput id={field('validUntil')} label="Preço vale até" error={errors.price_valid_until}>
        <Input
          id={field('validUntil')}
          type="date"
          value={draft.validUntil}
          aria-invalid={errors.price_valid_until ? true : undefined}
          onChange={(e) => setDraft({ ...draft, validUntil: e.target.value })}
        />
      </LabeledInput>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={draft.inStock}
          onChange={(e) => setDraft({ ...draft, inStock: e.target.checked })}
        />
        Em estoque
      </label>
      <Button type="submit" size="sm" disabled={!dirty || change.isPending}>
        {change.isPending ? 'Salvando…' : 'Salvar'}
      </Button>
    </form>
  );
}

function LabeledInput({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
