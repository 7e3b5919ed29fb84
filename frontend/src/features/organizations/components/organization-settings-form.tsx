import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { updateOrganizationSchema } from '@api/organizations/organization.schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { FormAlert } from '@/components/form-alert';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useUpdateOrganization, type Organization } from '../api/organization';

const LINKS = [
  ['website', 'Site'],
  ['instagram', 'Instagram'],
  ['linkedin', 'LinkedIn'],
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
  ['twitter', 'X (Twitter)'],
  ['tiktok', 'TikTok'],
] as const;
const NOTIFICATIONS = [
  ['sales', 'Pedidos e vendas', 'Novos pedidos e decisões de aprovação'],
  ['reports', 'Relatórios', 'Resumo periódico de compras'],
  ['newsletter', 'Newsletter', 'Dicas e conteúdos para food service'],
  ['updates', 'Novidades do produto', 'Avisos sobre novos recursos'],
] as const;

type Values = z.input<typeof updateOrganizationSchema>;

export function OrganizationSettingsForm({ organization, canEdit }: { organization: Organization; canEdit: boolean }) {
  const update = useUpdateOrganization();
  const form = useForm<Values, unknown, z.output<typeof updateOrganizationSchema>>({
    resolver: zodResolver(updateOrganizationSchema),
    defaultValues: {
      name: organization.name,
      logo: organization.logo,
      metadata: {
        contact: {
          email: organization.metadata.contact?.email ?? '',
          phone: organization.metadata.contact?.phone ?? '',
        },
        notifications: {
          sales: false,
          reports: false,
          newsletter: false,
          updates: false,
          ...organization.metadata.notifications,
        },
        links: Object.fromEntries(LINKS.map(([key]) => [key, organization.metadata.links?.[key] ?? ''])),
      },
    },
  });
  const { onSubmit, serverError } = useFormSubmit(
    form,
    ['name', 'logo', 'metadata.contact.email', ...LINKS.map(([k]) => `metadata.links.${k}` as const)],
    async (values) => {
      await update.mutateAsync({ ...values, logo: values.logo || null });
      toast.success('Configurações salvas');
    },
  );
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Configurações da organização">
      <FormAlert message={serverError} />
      <fieldset disabled={!canEdit} className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Dados</CardTitle>
            <CardDescription>
              CNPJ {organization.cnpjFormatted} · endereço público /{organization.slug}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label="Nome" error={errors.name?.message}>
              <Input {...form.register('name')} />
            </FormField>
            <FormField label="Logo (URL)" error={errors.logo?.message}>
              <Input type="url" placeholder="https://…" {...form.register('logo')} />
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Contato</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label="E-mail de contato" error={errors.metadata?.contact?.email?.message}>
              <Input type="email" {...form.register('metadata.contact.email')} />
            </FormField>
            <FormField label="Telefone" error={errors.metadata?.contact?.phone?.message}>
              <Input type="tel" placeholder="(11) 99999-9999" {...form.register('metadata.contact.phone')} />
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Links</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {LINKS.map(([key, label]) => (
              <FormField key={key} label={label} error={errors.metadata?.links?.[key]?.message}>
                <Input type="url" placeholder="https://…" {...form.register(`metadata.links.${key}`)} />
              </FormField>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Notificações por e-mail</CardTitle>
          </CardHeader>
          <CardContent className="divide-y divide-slate-100">
            {NOTIFICATIONS.map(([key, label, hint]) => (
              <div key={key} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p className="text-sm font-medium">{label}</p>
                  <p className="text-xs text-slate-500">{hint}</p>
                </div>
                <Controller
                  control={form.control}
                  name={`metadata.notifications.${key}`}
                  render={({ field }) => (
                    <Switch
                      label={label}
                      checked={Boolean(field.value)}
                      onCheckedChange={field.onChange}
                      disabled={!canEdit}
                    />
                  )}
                />
              </div>
            ))}
          </CardContent>
        </Card>
      </fieldset>
      {canEdit && (
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Salvando…' : 'Salvar alterações'}
          </Button>
        </div>
      )}
    </form>
  );
}
