import { useSearchParams } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { VerifyEmailStatus } from '@/features/identity/components/verify-email-status';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  return (
    <AuthShell title="Verificação de e-mail">
      <VerifyEmailStatus token={params.get('token') ?? ''} next={params.get('next')} />
    </AuthShell>
  );
}
