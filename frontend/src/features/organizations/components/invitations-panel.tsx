import { useState } from 'react';
import { Link } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { MailPlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryContent } from '@/components/query-content';
import { FormAlert } from '@/components/form-alert';
import { useFormSubmit } from '@/lib/use-form-submit';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { ApiClientError } from '@/lib/api-error';
import { useCancelInvitation, useInvite, usePendingInvitations } from '../api/invitations';
import { ORGANIZATION_ROLE } from '@api/identity/role-vocabulary';

const inviteSchema = z.object({
  email: z.string().trim().email('Por favor, insira um e-mail válido'),
  role: z.enum(['admin', 'member']),
});
type InviteValues = z.infer<typeof inviteSchema>;

function InviteDialog() {
  const [open, setOpen] = useState(false);
  const invite = useInvite();
  const form = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'member' },
  });
  // The plan's limit says what to do next (subscribe, or more people on Pro): the plans page is one tap away.
  const [planLimit, setPlanLimit] = useState(false);
  const { onSubmit, serverError } = useFormSubmit(form, ['email', 'role'], async (values) => {
    setPlanLimit(false);
    await invite.mutateAsync(values).catch((error: unknown) => {
      setPlanLimit(error instanceof ApiClientError && error.code === 'PLAN_QUOTA_EXCEEDED');
      throw error;
    });
    toast.success(`Convite enviado para ${values.email}`);
    form.reset();
    setOpen(false);
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <MailPlus className="h-4 w-4" aria-hidden /> Convidar
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Convidar para a organização"
        description="A pessoa recebe um link por e-mail, válido por 7 dias."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormAlert message={serverError} />
          {planLimit && (
            <Link to="/app/upgrade" className="inline-block text-sm font-medium text-brand-700 underline">
              Ver os planos
            </Link>
          )}
          <FormField label="E-mail" error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormField label="Papel">
                <Select
                  value={field.value}
                  onValueChange={field.onChange}
                  options={[
                    { value: 'member', label: `${ORGANIZATION_ROLE.member.label} — compra e acompanha pedidos` },
                    { value: 'admin', label: `${ORGANIZATION_ROLE.admin.label} — aprova pedidos e gerencia a equipe` },
                  ]}
                />
              </FormField>
            )}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Enviando…' : 'Enviar convite'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function InvitationsPanel() {
  const query = usePendingInvitations(true);
  const cancel = useCancelInvitation();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>Convites pendentes</CardTitle>
        <InviteDialog />
      </CardHeader>
      <CardContent>
        <QueryContent
          query={query}
          loading="Carregando convites…"
          error="Não foi possível carregar os convites."
          empty="Nenhum convite pendente."
          isEmpty={(d) => d.length === 0}
          className="text-sm"
        >
          {(data) => (
            <ul className="divide-y divide-slate-100">
              {data.map((inv) => (
                <li key={inv.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span>
                    <span className="font-medium">{inv.email}</span> · {ORGANIZATION_ROLE[inv.role].label} · expira em{' '}
                    {formatDateTime(inv.expiresAt)}
                  </span>
                  <ConfirmDialog
                    title="Cancelar convite?"
                    description={`O link enviado para ${inv.email} deixa de funcionar.`}
                    confirmLabel="Cancelar convite"
                    onConfirm={() =>
                      cancel.mutateAsync(inv.id).then(() => toast.success('Convite cancelado'), toastError)
                    }
                    trigger={
                      <Button variant="ghost" size="icon" aria-label={`Cancelar convite de ${inv.email}`}>
                        <X className="h-4 w-4" aria-hidden />
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
