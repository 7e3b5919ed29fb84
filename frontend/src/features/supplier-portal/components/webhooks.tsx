import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Send } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { DeleteAction } from '@/components/delete-action';
import { FormAlert } from '@/components/form-alert';
import { RowListCard } from '@/components/row-list-card';
import { SecretReveal, useSecretDialog } from '@/components/secret-reveal';
import { NewButton } from '@/components/new-button';
import { toastError } from '@/lib/toast-error';
import { useFormSubmit } from '@/lib/use-form-submit';
import {
  EVENT_LABEL,
  useCreateSupplierWebhook,
  useDeleteSupplierWebhook,
  useSupplierWebhooks,
  useTestSupplierWebhook,
  useToggleSupplierWebhook,
  type SupplierWebhookEvent,
} from '../api/webhooks';

const EVENTS = Object.keys(EVENT_LABEL) as SupplierWebhookEvent[];
const schema = z.object({
  url: z.string().trim().url('URL inválida'),
  events: z
    .array(z.enum(EVENTS as [SupplierWebhookEvent, ...SupplierWebhookEvent[]]))
    .min(1, 'Escolha ao menos um evento'),
});
type Values = z.infer<typeof schema>;

function CreateWebhookDialog() {
  const create = useCreateSupplierWebhook();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { url: '', events: EVENTS } });
  const dialog = useSecretDialog(() => form.reset());
  const { onSubmit, serverError } = useFormSubmit(form, ['url', 'events'], async (v) => {
    const created = await create.mutateAsync(v);
    dialog.setSecret(created.secret);
  });
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <NewButton>Novo webhook</NewButton>
      </DialogTrigger>
      <DialogContent
        title={dialog.secret ? 'Copie o segredo de assinatura' : 'Novo webhook'}
        description={
          dialog.secret ? undefined : 'Seu sistema recebe um POST assinado (Standard Webhooks) a cada pedido.'
        }
      >
        {dialog.secret ? (
          <SecretReveal secret={dialog.secret} onDone={dialog.done} />
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormAlert message={serverError} />
            <FormField label="URL do endpoint" error={form.formState.errors.url?.message}>
              <Input
                type="url"
                placeholder="https://erp.suaempresa.com.br/webhooks/abastece"
                {...form.register('url')}
              />
            </FormField>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Eventos</legend>
              {EVENTS.map((event) => (
                <label key={event} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" value={event} {...form.register('events')} className="h-4 w-4" />
                  {EVENT_LABEL[event]} <code className="text-xs text-slate-500">{event}</code>
                </label>
              ))}
              {form.formState.errors.events && (
                <p role="alert" className="text-xs font-medium text-red-600">
                  {form.formState.errors.events.message}
                </p>
              )}
            </fieldset>
            <div className="flex justify-end">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                Criar webhook
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The supplier's endpoints for new and cancelled orders (supplier admins). */
export function SupplierWebhooks() {
  const query = useSupplierWebhooks();
  const toggle = useToggleSupplierWebhook();
  const remove = useDeleteSupplierWebhook();
  const test = useTestSupplierWebhook();
  return (
    <RowListCard
      title="Webhooks"
      action={<CreateWebhookDialog />}
      headerWraps
      query={query}
      loading="Carregando webhooks…"
      error="Não foi possível carregar os webhooks."
      empty="Nenhum webhook ainda. Cadastre um para seu sistema receber os pedidos na hora."
      rows={(d) => d}
      rowKey={(w) => w.id}
      rowClassName="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      {(w) => (
        <>
          <div className="min-w-0">
            <p className="break-all font-medium">{w.url}</p>
            <p className="mt-1 flex flex-wrap gap-1">
              {w.events.map((e) => (
                <Badge key={e} variant="secondary">
                  {EVENT_LABEL[e as SupplierWebhookEvent] ?? e}
                </Badge>
              ))}
              {w.disabledAt && <Badge variant="destructive">Desativado por falhas</Badge>}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2 self-end sm:self-auto">
            <Switch
              label={`Ativar ${w.url}`}
              checked={w.enabled}
              onCheckedChange={(enabled) => toggle.mutate({ id: w.id, enabled }, { onError: (e) => toastError(e) })}
            />
            <Button
              variant="outline"
              size="sm"
              disabled={!w.enabled}
              onClick={() =>
                test.mutate(w.id, {
                  onSuccess: () => toast.success('Evento de teste enviado'),
                  onError: (e) => toastError(e),
                })
              }
            >
              <Send className="h-4 w-4" aria-hidden /> Testar
            </Button>
            <DeleteAction
              label={`Excluir ${w.url}`}
              title="Excluir webhook?"
              description="Seu sistema deixa de receber os pedidos neste endereço."
              confirmLabel="Excluir"
              success="Webhook excluído"
              onConfirm={() => remove.mutateAsync(w.id)}
            />
          </div>
        </>
      )}
    </RowListCard>
  );
}
