import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiClientError } from '@/lib/api-client';
import { toastError } from '@/lib/toast-error';
import { useAcceptSupplierInvitation, useSupplierInvitation } from '@/features/supplier-portal/api/portal';
import { SUPPLIER_PERSON_ROLE } from '@api/supplier-portal/supplier-role-vocabulary';

/** The link in the invitation e-mail: sign in (or create the account), then accept. */
export default function SupplierInvitationPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const invitation = useSupplierInvitation(id);
  const accept = useAcceptSupplierInvitation();
  if (invitation.error instanceof ApiClientError && invitation.error.status === 401) {
    return <Navigate to={`/auth?next=${encodeURIComponent(location.pathname)}`} replace />;
  }
  return (
    <main className="mx-auto max-w-lg space-y-6 p-6">
      <BrandMark />
      <Card>
        <CardHeader>
          <CardTitle>Convite do portal do fornecedor</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {invitation.isPending && <p role="status">Carregando o convite…</p>}
          {invitation.isError && (
            <p role="alert" className="text-slate-700">
              Este convite não existe ou foi enviado para outro e-mail. Entre com o e-mail convidado.
            </p>
          )}
          {invitation.data && (
            <>
              <p>
                Você foi convidado para atender os pedidos de <strong>{invitation.data.supplierName}</strong> como{' '}
                {SUPPLIER_PERSON_ROLE[invitation.data.role].invited}.
              </p>
              <Button
                disabled={accept.isPending || invitation.data.status !== 'pending'}
                onClick={() =>
                  accept.mutate(id, { onSuccess: () => navigate('/fornecedor'), onError: (e) => toastError(e) })
                }
              >
                Aceitar e abrir o portal
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
