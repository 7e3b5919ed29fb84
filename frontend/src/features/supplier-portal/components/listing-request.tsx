import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { FormAlert } from '@/components/form-alert';
import { QueryContent } from '@/components/query-content';
import { ApiClientError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useProductCategories } from '../api/products';
import { useListing, useListingCities, useRequestListing, type ListingState } from '../api/listing';

type Option = { id: string; label: string };

/** "Anunciar no marketplace" (#54): where the supplier stands, and the request when it may ask. */
export function ListingRequestPanel({ canRequest }: { canRequest: boolean }) {
  const listing = useListing();
  return (
    <QueryContent query={listing} loading="Carregando…" error="Não foi possível carregar a situação do anúncio.">
      {(state) => (
        <div className="space-y-4">
          <ListingStatusCard state={state} />
          {!state.listed && state.request?.status !== 'pending' && (
            <ListingRequestForm canRequest={canRequest} again={state.request?.status === 'refused'} />
          )}
        </div>
      )}
    </QueryContent>
  );
}

function ListingStatusCard({ state }: { state: ListingState }) {
  const { listed, request } = state;
  const [tone, text] = listed
    ? ([
        'success',
        'Sua empresa está no marketplace: todas as organizações das cidades atendidas a encontram.',
      ] as const)
    : request?.status === 'pending'
      ? (['warning', 'Pedido em análise pela equipe do Abastece. Você recebe a resposta por e-mail.'] as const)
      : request?.status === 'refused'
        ? (['destructive', 'O último pedido não foi aprovado. Ajuste o que for preciso e peça de novo.'] as const)
        : ([
            'secondary',
            'Hoje só os clientes que cadastraram sua empresa a veem, cada um com a própria lista de preços.',
          ] as const);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Situação{' '}
          <Badge variant={tone}>
            {listed ? 'No marketplace' : request?.status === 'pending' ? 'Em análise' : 'Fora do marketplace'}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-slate-700">
        <p>{text}</p>
        {request && (
          <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="text-slate-500">Pedido em</dt>
            <dd>{formatDateTime(request.created_at)}</dd>
            <dt className="text-slate-500">Cidades</dt>
            <dd>{request.cities.map((c) => `${c.name}/${c.state}`).join(', ')}</dd>
            <dt className="text-slate-500">Categorias</dt>
            <dd>{request.categories.map((c) => c.name).join(', ')}</dd>
            {request.refusal_reason && (
              <>
                <dt className="text-slate-500">Motivo da recusa</dt>
                <dd className="font-medium text-red-700">{request.refusal_reason}</dd>
              </>
            )}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** A list of checkboxes, one per option, with the field's error under it. */
function CheckList({
  legend,
  options,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  options: Option[];
  chosen: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid max-h-56 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.id} className="flex min-h-10 items-center gap-2 rounded px-2 text-sm hover:bg-slate-50">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={chosen.includes(o.id)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, o.id] : chosen.filter((id) => id !== o.id))}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ListingRequestForm({ canRequest, again }: { canRequest: boolean; again: boolean }) {
  const cities = useListingCities();
  const categories = useProductCategories();
  const request = useRequestListing();
  const [cityIds, setCityIds] = useState<string[]>([]);
  const [categoryIds, setCategoryIds] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    setErrors({});
    try {
      await request.mutateAsync({ city_ids: cityIds, category_ids: categoryIds, message: message.trim() || undefined });
      toast.success('Pedido enviado: a equipe do Abastece vai analisar');
    } catch (e) {
      if (!(e instanceof ApiClientError)) throw e;
      setErrors(Object.fromEntries([['form', e.message], ...e.details.map((d) => [d.path, d.message])]));
    }
  };
  if (!canRequest)
    return <p className="text-sm text-slate-600">Só administradores da empresa podem pedir o anúncio.</p>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{again ? 'Pedir de novo' : 'Anunciar no marketplace'}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Pedido de anúncio"
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {errors.form && !errors.city_ids && !errors.category_ids && <FormAlert message={errors.form} />}
          <CheckList
            legend="Cidades que você atende"
            options={(cities.data ?? []).map((c) => ({ id: c.id, label: `${c.name}/${c.state}` }))}
            chosen={cityIds}
            onChange={setCityIds}
            error={errors.city_ids}
          />
          <CheckList
            legend="O que você vende"
            options={(categories.data ?? []).map((c) => ({ id: c.id, label: c.name }))}
            chosen={categoryIds}
            onChange={setCategoryIds}
            error={errors.category_ids}
          />
          <FormField label="Recado para a equipe do Abastece (opcional)" error={errors.message}>
            <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={3} maxLength={1000} />
          </FormField>
          <Button type="submit" className="w-full sm:w-auto" disabled={request.isPending}>
            {request.isPending ? 'Enviando…' : 'Enviar pedido de anúncio'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
