import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/form-alert';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useAnswerInvitation, useInvitation } from '../api/invitation';
import { ORGANIZATION_ROLE } from '@api/identity/role-vocabulary';

export function InvitationCard({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, isPending, isError, error } = useInvitation(id);
  const answer = useAnswerInvitation();
  if (isPending) return <p className="text-slate-500">Carregando convite…</p>;
  if (isError)
    return (
      <div className="space-y-3">
        <h1 className="text-xl font-semibold">Convite</h1>
        <FormAlert
          message={
            error.message === 'Convite não encontrado' ? 'Convite não encontrado para a sua conta.' : error.message
          }
        />
      </div>
    );
  const open = data.status === 'pending' && !data.expired;
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">Convite para {data.organization.name}</h1>
        <CardDescription>
          {data.inviter ? `${data.inviter.name} convidou você` : 'Você foi convidado(a)'} como{' '}
          {ORGANIZATION_ROLE[data.role].invited}.{open && ` Válido até ${formatDateTime(data.expiresAt)}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {open && data.trialEndsAt && (
          <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {data.organization.name} está testando o plano Pro até {formatDateTime(data.trialEndsAt)}. Se a organização
            não assinar o Pro até lá, você deixa de ter acesso a ela nesse dia; seus pedidos e cotações continuam nela.
          </p>
        )}
        {open ? (
          <div className="flex gap-3">
            <Button
              disabled={answer.isPending}
              onClick={() =>
                answer.mutate(
                  { id, answer: 'accept' },
                  { onSuccess: () => navigate('/app'), onError: (e) => toastError(e) },
                )
              }
            >
              Aceitar convite
            </Button>
            <Button
              variant="outline"
              disabled={answer.isPending}
              onClick={() =>
                answer.mutate(
                  { id, answer: 'reject' },
                  { onSuccess: () => navigate('/app'), onError: (e) => toastError(e) },
                )
              }
            >
              Recusar
            </Button>
          </div>
        ) : (
          <FormAlert message="Este convite expirou ou não está mais disponível." />
        )}
      </CardContent>
    </Card>
  );
}
