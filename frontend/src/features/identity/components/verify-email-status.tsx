import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/form-alert';
import { isSameAppPath } from '@/lib/same-app-path';
import { useVerifyEmail } from '../api/verify-email';

/** Only same-app paths are followed (the link's `next` comes from the e-mail). */
const safeNext = (next: string | null | undefined) => (isSameAppPath(next) ? next : '/get-started');

/**
 * Confirms the token once on arrival; the API signs the user in. "Continuar" goes where the person
 * signed up for (`next`: an invitation), or else to creating an organization.
 */
export function VerifyEmailStatus({ token, next }: { token: string; next?: string | null }) {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current && token) {
      sent.current = true;
      verify.mutate(token);
    }
  }, [token, verify]);

  if (!token) return <FormAlert message="Token é obrigatório" />;
  if (verify.isPending || verify.isIdle)
    return (
      <p role="status" className="text-slate-600">
        Confirmando seu e-mail…
      </p>
    );
  if (verify.isError) {
    return (
      <div className="space-y-4">
        <FormAlert message={verify.error.message} />
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth">Voltar para o login</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <FormAlert tone="success" message={verify.data.message} />
      <Button asChild className="w-full">
        <Link to={safeNext(next)}>Continuar</Link>
      </Button>
    </div>
  );
}
