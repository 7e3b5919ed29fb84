import { useOrganization } from '@/features/organizations/api/organization';
import { OrganizationSettingsForm } from '@/features/organizations/components/organization-settings-form';

export default function OrganizationGeneralPage() {
  const { data, isPending, isError } = useOrganization();
  if (isPending) return <p className="text-slate-500">Carregando…</p>;
  if (isError)
    return (
      <p role="alert" className="text-red-600">
        Não foi possível carregar a organização.
      </p>
    );
  return <OrganizationSettingsForm key={data.id} organization={data} canEdit />;
}
