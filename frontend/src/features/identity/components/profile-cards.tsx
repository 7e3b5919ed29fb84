import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { LogOut } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryContent } from '@/components/query-content';
import { FormAlert } from '@/components/form-alert';
import { useFormSubmit } from '@/lib/use-form-submit';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import {
  startLinking,
  useLinkedAccounts,
  useRequestPasswordReset,
  useRevokeSession,
  useSessions,
  useUnlinkAccount,
  useUpdateProfile,
  type LinkableProvider,
} from '../api/profile';

const profileSchema = z.object({
  name: z.string().trim().min(2, 'O nome deve ter pelo menos 2 caracteres'),
  image: z.union([z.string().trim().url('URL inválida'), z.literal('')]),
});

export function ProfileCard({ user }: { user: { name: string; email: string; image: string | null } }) {
  const update = useUpdateProfile();
  const form = useForm<z.infer<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, image: user.image ?? '' },
  });
  const { onSubmit, serverError } = useFormSubmit(form, ['name', 'image'], async ({ name, image }) => {
    await update.mutateAsync({ name, image: image || null });
    toast.success('Perfil atualizado');
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados pessoais</CardTitle>
        <CardDescription>{user.email}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Dados pessoais">
          <div className="sm:col-span-2">
            <FormAlert message={serverError} />
          </div>
          <FormField label="Nome" error={form.formState.errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </FormField>
          <FormField label="Foto (URL)" error={form.formState.errors.image?.message}>
            <Input type="url" placeholder="https://…" {...form.register('image')} />
          </FormField>
          <div className="sm:col-span-2 flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Salvar
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function PasswordCard({ email }: { email: string }) {
  const reset = useRequestPasswordReset();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Senha</CardTitle>
        <CardDescription>Enviamos um link de redefinição para o seu e-mail.</CardDescription>
      </CardHeader>
      <CardContent>
        {reset.isSuccess ? (
          <FormAlert tone="success" message={reset.data.message} />
        ) : (
          <Button
            variant="outline"
            disabled={reset.isPending}
            onClick={() => reset.mutate(email, { onError: (e) => toastError(e) })}
          >
            Enviar link para trocar a senha
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function SessionsCard() {
  const query = useSessions();
  const revoke = useRevokeSession();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessões ativas</CardTitle>
        <CardDescription>Dispositivos conectados à sua conta.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={query}
          loading="Carregando sessões…"
          error="Não foi possível carregar as sessões."
          className="text-sm"
        >
          {(data) => (
            <ul className="divide-y divide-slate-100">
              {data.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{s.userAgent ?? 'Dispositivo desconhecido'}</span>
                    <span className="text-xs text-slate-500">
                      {s.ipAddress ?? 'IP desconhecido'} · último acesso {formatDateTime(s.lastSeenAt)}
                    </span>
                  </span>
                  {s.current ? (
                    <Badge>Esta sessão</Badge>
                  ) : (
                    <ConfirmDialog
                      title="Encerrar sessão?"
                      description="O dispositivo precisará entrar novamente."
                      confirmLabel="Encerrar"
                      onConfirm={() =>
                        revoke.mutateAsync(s.id).then(() => toast.success('Sessão encerrada'), toastError)
                      }
                      trigger={
                        <Button variant="ghost" size="sm">
                          <LogOut className="h-4 w-4" aria-hidden /> Encerrar
                        </Button>
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}

const PROVIDERS: [LinkableProvider, string][] = [
  ['github', 'GitHub'],
  ['google', 'Google'],
];

export function LinkedAccountsCard() {
  const query = useLinkedAccounts();
  const unlink = useUnlinkAccount();
  const [busy, setBusy] = useState<string | null>(null);
  const link = async (provider: LinkableProvider) => {
    setBusy(provider);
    try {
      window.location.assign((await startLinking(provider)).url);
    } catch (error) {
      toastError(error);
      setBusy(null);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Contas vinculadas</CardTitle>
        <CardDescription>Entre também com GitHub ou Google.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryContent
          query={query}
          loading="Carregando…"
          error="Não foi possível carregar as contas vinculadas."
          className="text-sm"
        >
          {(data) => (
            <ul className="divide-y divide-slate-100">
              {PROVIDERS.map(([provider, label]) => {
                const linked = data.data.find((a) => a.provider === provider);
                return (
                  <li key={provider} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <span>
                      <span className="font-medium">{label}</span>
                      {linked && (
                        <span className="text-xs text-slate-500">
                          {' '}
                          · vinculada em {formatDateTime(linked.createdAt)}
                        </span>
                      )}
                    </span>
                    {linked ? (
                      <ConfirmDialog
                        title={`Desvincular ${label}?`}
                        description="Você deixará de entrar com esta conta."
                        confirmLabel="Desvincular"
                        onConfirm={() =>
                          unlink.mutateAsync(provider).then(() => toast.success(`${label} desvinculado`), toastError)
                        }
                        trigger={
                          <Button variant="outline" size="sm">
                            Desvincular
                          </Button>
                        }
                      />
                    ) : (
                      <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void link(provider)}>
                        {busy === provider ? 'Redirecionando…' : 'Vincular'}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
