import { Navigate, useNavigate } from 'react-router';
import { AuthShell } from '@/components/auth-shell';
import { ApiClientError } from '@/lib/api-client';
import { useSession } from '@/features/identity/api/get-session';
import { CreateOrganizationForm } from '@/features/organizations/components/create-organization-form';
import { useMyInvitations } from '@/features/organizations/api/invitation';
import { useMySupplierInvitations } from '@/features/supplier-portal/api/portal';

export default function GetStartedPage() {
  const navigate = useNavigate();
  const session = useSession();
  // Someone invited who created her account without the e-mailed link: the invitation comes first.
  const invitations = useMyInvitations(session.isSuccess);
  const supplierInvitations = useMySupplierInvitations(session.isSuccess);
  const invitation = invitations.data?.data[0];
  const supplierInvitation = supplierInvitations.data?.data[0];
  if (invitation) return <Navigate to={`/app/organization/${invitation.id}`} replace />;
  if (supplierInvitation) return <Navigate to={`/fornecedor/convite/${supplierInvitation.id}`} replace />;
  if (session.isPending || (session.isSuccess && (invitations.isPending || supplierInvitations.isPending)))
    return <p className="p-8 text-slate-500">Carregando…</p>;
  if (session.isError) {
    if (session.error instanceof ApiClientError && session.error.status === 401)
      return <Navigate to="/auth?modo=criar-conta&next=/get-started" replace />;
    return (
      <p role="alert" className="p-8 text-red-600">
        Não foi possível carregar sua sessão.
      </p>
    );
  }
  return (
    <AuthShell title="Crie sua organização" subtitle={`Olá, ${session.data.user.name}! Conte-nos sobre o seu negócio.`}>
      <CreateOrganizationForm onCreated={() => navigate('/app')} />
    </AuthShell>
  );
}
