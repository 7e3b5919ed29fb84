import { useState } from 'react';
import { Eye, Pencil, Send } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { DeleteAction } from '@/components/delete-action';
import { FormAlert } from '@/components/form-alert';
import { QueryContent } from '@/components/query-content';
import { ApiClientError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import {
  revealSecret,
  useCreateWebhook,
  useDeleteWebhook,
  useTestWebhook,
  useUpdateWebhook,
  useWebhook,
  useWebhookEvents,
  useWebhooks,
  type WebhookEndpoint,
} from '../api/tools';

/** Creates a webhook, or edits one's URL and events when given it. */
function WebhookFormDialog({ webhook }: { webhook?: WebhookEndpoint }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [selected, setSelected] = useState<string[]>(webhook?.events ?? []);
  const [error, setError] = useState('');
  const events = useWebhookEvents();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {webhook ? (
          <Button size="sm" variant="ghost">
            <Pencil className="h-4 w-4" aria-hidden /> Editar
          </Button>
        ) : (
          <Button>Novo webhook</Button>
        )}
      </DialogTrigger>
      <DialogContent
        title={webhook ? 'Editar webhook' : 'Novo webhook'}
        description="Assinado no padrão Standard Webhooks (cabeçalhos webhook-id, webhook-timestamp, webhook-signature)."
      >
        <form
          className="space-y-4"
          onSubmit={async (e) => {
            e.preventDefault();
            setError('');
            try {
              if (webhook) await update.mutateAsync({ id: webhook.id, url, events: selected });
              else await create.mutateAsync({ url, events: selected });
              toast.success(webhook ? 'Webhook atualizado' : 'Webhook criado');
              setOpen(false);
              if (!webhook) {
                setUrl('');
                setSelected([]);
              }
            } catch (err) {
              setError(err instanceof ApiClientError ? err.message : 'Não foi possível criar.');
            }
          }}
        >
          <FormAlert message={error} />
          <FormField label="URL de destino">
            <Input type="url" placeholder="https://…" value={url} onChange={(e) => setUrl(e.target.value)} />
          </FormField>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">Eventos</legend>
            {(events.data ?? []).map((ev) => (
              <label key={ev} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={selected.includes(ev)}
                  onChange={(e) => setSelected((s) => (e.target.checked ? [...s, ev] : s.filter((x) => x !== ev)))}
                />
                <code>{ev}</code>
              </label>
            ))}
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" disabled={create.isPending || update.isPending}>
              {webhook ? 'Salvar' : 'Criar'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeliveryLog({ id }: { id: string }) {
  const query = useWebhook(id);
  return (
    <QueryContent
      query={query}
      loading="Carregando entregas…"
      error="Não foi possível carregar as entregas."
      empty="Nenhuma entrega ainda."
      isEmpty={(w) => w.deliveries.length === 0}
    >
      {(w) => (
        <ul className="divide-y divide-slate-100 text-sm" aria-label="Entregas">
          {w.deliveries.map((d) => (
            <li key={d.id} className="py-2">
              <span className="font-mono text-xs">{d.eventType}</span> · {formatDateTime(d.createdAt)} ·{' '}
              <Badge
                variant={d.status === 'succeeded' ? 'default' : d.status === 'failed' ? 'destructive' : 'secondary'}
              >
                {d.status === 'succeeded' ? 'Entregue' : d.status === 'failed' ? 'Falhou' : 'Pendente'}
              </Badge>
              {d.attempts.map((a) => (
                <span key={a.attempt} className="ml-2 text-xs text-slate-500">
                  #{a.attempt}: {a.responseStatus ?? a.error} ({a.durationMs} ms)
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
    </QueryContent>
  );
}

function WebhookCard({ webhook }: { webhook: WebhookEndpoint }) {
  const [secret, setSecret] = useState<string | null>(null);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useTestWebhook();
  return (
    <Card aria-label={`Webhook ${webhook.url}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="break-all font-mono text-sm">{webhook.url}</CardTitle>
          <p className="mt-1 text-xs text-slate-500">{webhook.events.join(', ')}</p>
          {webhook.disabledAt && (
            <p className="mt-1 text-xs text-red-600">Desativado em {formatDateTime(webhook.disabledAt)} após falhas</p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Switch
            label="Webhook ativo"
            checked={webhook.enabled}
            onCheckedChange={(enabled) => update.mutate({ id: webhook.id, enabled }, { onError: (e) => toastError(e) })}
          />
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              test.mutate(webhook.id, {
                onSuccess: () => toast.success('Evento de teste enviado'),
                onError: (e) => toastError(e),
              })
            }
          >
            <Send className="h-4 w-4" aria-hidden /> Enviar teste
          </Button>
          <WebhookFormDialog webhook={webhook} />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => revealSecret(webhook.id).then((r) => setSecret(r.secret), toastError)}
          >
            <Eye className="h-4 w-4" aria-hidden /> Ver segredo
          </Button>
          <DeleteAction
            label={`Excluir webhook ${webhook.url}`}
            title="Excluir webhook?"
            description="As entregas pendentes são canceladas."
            confirmLabel="Excluir"
            success="Webhook excluído"
            onConfirm={() => remove.mutateAsync(webhook.id)}
          />
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {secret && <code className="block break-all rounded bg-slate-100 p-2 text-xs">{secret}</code>}
        <DeliveryLog id={webhook.id} />
      </CardContent>
    </Card>
  );
}

export function WebhooksPanel({ canManage }: { canManage: boolean }) {
  const query = useWebhooks(canManage);
  if (!canManage)
    return <p className="text-sm text-slate-600">Somente proprietários e administradores gerenciam webhooks.</p>;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <WebhookFormDialog />
      </div>
      <QueryContent
        query={query}
        loading="Carregando webhooks…"
        error="Não foi possível carregar os webhooks."
        empty="Nenhum webhook ainda."
        isEmpty={(d) => d.length === 0}
      >
        {(list) => (
          <div className="space-y-4">
            {list.map((w) => (
              <WebhookCard key={w.id} webhook={w} />
            ))}
          </div>
        )}
      </QueryContent>
    </div>
  );
}
