import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { DeleteAction } from '@/components/delete-action';
import { FormAlert } from '@/components/form-alert';
import { QueryContent } from '@/components/query-content';
import { ApiClientError } from '@/lib/api-client';
import { toastError } from '@/lib/toast-error';
import {
  useInstallIntegration,
  useIntegrations,
  useToggleIntegration,
  useUninstallIntegration,
  type Integration,
} from '../api/tools';

const CATEGORY = {
  notifications: 'Notificações',
  automations: 'Automações',
  'email-marketing': 'E-mail marketing',
} as const;
const FIELDS: Record<string, Array<{ key: string; label: string }>> = {
  brevo: [
    { key: 'apiKey', label: 'Chave de API do Brevo' },
    { key: 'listId', label: 'ID da lista' },
  ],
};
const fieldsOf = (slug: string) => FIELDS[slug] ?? [{ key: 'webhookUrl', label: 'URL do webhook' }];

function InstallDialog({ integration }: { integration: Integration }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const install = useInstallIntegration();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={integration.installed ? 'outline' : 'default'}>
          {integration.installed ? 'Configurar' : 'Instalar'}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`${integration.installed ? 'Configurar' : 'Instalar'} ${integration.name}`}
        description={integration.description}
      >
        <form
          className="space-y-4"
          onSubmit={async (e) => {
            e.preventDefault();
            setError('');
            try {
              await install.mutateAsync({ slug: integration.slug, metadata: values });
              toast.success(`${integration.name} instalado`);
              setOpen(false);
            } catch (err) {
              setError(err instanceof ApiClientError ? err.message : 'Não foi possível instalar.');
            }
          }}
        >
          <FormAlert message={error} />
          {fieldsOf(integration.slug).map((f) => (
            <FormField key={f.key} label={f.label}>
              <Input
                value={values[f.key] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              />
            </FormField>
          ))}
          <div className="flex justify-end">
            <Button type="submit" disabled={install.isPending}>
              Salvar
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Everyone sees what is installed; only owners and admins install, change or remove (as the API). */
export function IntegrationsPanel({ canManage }: { canManage: boolean }) {
  const query = useIntegrations();
  const toggle = useToggleIntegration();
  const uninstall = useUninstallIntegration();
  return (
    <QueryContent query={query} loading="Carregando integrações…" error="Não foi possível carregar as integrações.">
      {(list) => (
        <div className="space-y-6">
          {(Object.keys(CATEGORY) as Array<keyof typeof CATEGORY>).map((category) => (
            <section key={category} aria-label={CATEGORY[category]}>
              <h2 className="mb-3 text-lg font-semibold">{CATEGORY[category]}</h2>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list
                  .filter((i) => i.category === category)
                  .map((i) => (
                    <Card key={i.slug} aria-label={i.name}>
                      <CardHeader>
                        <CardTitle className="flex items-center justify-between">
                          {i.name}
                          {i.installed && (
                            <Badge variant={i.enabled ? 'default' : 'secondary'}>
                              {i.enabled ? 'Ativa' : 'Pausada'}
                            </Badge>
                          )}
                        </CardTitle>
                        <CardDescription>{i.description}</CardDescription>
                      </CardHeader>
                      <CardContent className="flex items-center justify-between gap-2">
                        {canManage ? (
                          <InstallDialog integration={i} />
                        ) : (
                          <p className="text-xs text-slate-500">
                            {i.installed ? 'Configurada por um administrador' : 'Um administrador pode instalar'}
                          </p>
                        )}
                        {canManage && i.installed && (
                          <div className="flex items-center gap-2">
                            <Switch
                              label={`Ativar ${i.name}`}
                              checked={i.enabled}
                              onCheckedChange={(enabled) =>
                                toggle.mutate({ slug: i.slug, enabled }, { onError: (e) => toastError(e) })
                              }
                            />
                            <DeleteAction
                              label={`Remover ${i.name}`}
                              title={`Remover ${i.name}?`}
                              description="Os eventos deixam de ser enviados."
                              confirmLabel="Remover"
                              success="Integração removida"
                              onConfirm={() => uninstall.mutateAsync(i.slug)}
                            />
                          </div>
                        )}
                      </CardContent>
                    </Card>
                  ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </QueryContent>
  );
}
