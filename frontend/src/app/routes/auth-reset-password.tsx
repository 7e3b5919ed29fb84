import { useSearchParams } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { FormAlert } from '@/components/form-alert';
import { ResetPasswordForm } from '@/features/identity/components/reset-password-form';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthShell title="Redefinir senha" subtitle="Escolha uma nova senha para sua conta.">
      {token ? <ResetPasswordForm token={token} /> : <FormAlert message="Token é obrigatório" />}
    </AuthShell>
  );
}
