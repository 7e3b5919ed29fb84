import { useNavigate, useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { AuthShell } from '@/components/auth-shell';
import { FormAlert } from '@/components/form-alert';
import { SignInForm } from '@/features/identity/components/sign-in-form';
import { SignUpForm } from '@/features/identity/components/sign-up-form';
import { ForgotPasswordForm } from '@/features/identity/components/forgot-password-form';
import { SocialSignIn } from '@/features/identity/components/social-sign-in';
import { nextCarriesIntent } from '@/features/catalogue/intent';
import { isSameAppPath } from '@/lib/same-app-path';

const MODES = [
  { value: 'entrar', label: 'Entrar' },
  { value: 'criar-conta', label: 'Criar conta' },
  { value: 'esqueci-senha', label: 'Esqueci a senha' },
] as const;

/** Only same-app paths are followed after sign-in. */
function safeNext(next: string | null): string {
  return isSameAppPath(next) ? next : '/app';
}

export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mode = MODES.some((m) => m.value === params.get('modo')) ? params.get('modo')! : 'entrar';
  const invitation = params.get('invitation');
  // The invited address (an invitation e-mail's link carries it, a supplier's too): both forms open with it.
  const invitedEmail = params.get('email') ?? '';
  const next = invitation ? `/app/organization/${invitation}` : safeNext(params.get('next'));
  // Where confirming a new address leads: the invitation (or the page asked for), never a detour.
  const callbackURL = invitation || params.get('next') ? next : undefined;

  return (
    <AuthShell
      title="Acesse sua conta"
      subtitle={
        invitation || params.get('next')?.startsWith('/fornecedor/convite/')
          ? 'Entre ou crie sua conta para aceitar o convite.'
          : nextCarriesIntent(params.get('next'))
            ? 'Entre para adicionar o produto ao carrinho: ele entra assim que você acessar.'
            : undefined
      }
    >
      {params.get('error') === 'true' && (
        <FormAlert message="Não foi possível concluir a autenticação. Tente novamente." />
      )}
      <Tabs.Root value={mode} onValueChange={(value) => setParams((p) => (p.set('modo', value), p), { replace: true })}>
        <Tabs.List aria-label="Acesso" className="mb-5 grid grid-cols-3 rounded-lg bg-slate-100 p-1 text-sm">
          {MODES.map((m) => (
            <Tabs.Trigger
              key={m.value}
              value={m.value}
              className="rounded-md px-2 py-1.5 font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {m.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="entrar" className="space-y-5">
          <SignInForm
            email={invitedEmail}
            callbackURL={callbackURL}
            onSignedIn={() => {
              void queryClient.invalidateQueries();
              navigate(next);
            }}
          />
          <div className="relative text-center text-xs uppercase text-slate-500">
            <span className="bg-white px-2">ou</span>
          </div>
          <SocialSignIn callbackURL={next} />
        </Tabs.Content>
        <Tabs.Content value="criar-conta" className="space-y-5">
          <SignUpForm email={invitedEmail} callbackURL={callbackURL} />
          <SocialSignIn callbackURL={next} />
        </Tabs.Content>
        <Tabs.Content value="esqueci-senha">
          <ForgotPasswordForm />
        </Tabs.Content>
      </Tabs.Root>
    </AuthShell>
  );
}
