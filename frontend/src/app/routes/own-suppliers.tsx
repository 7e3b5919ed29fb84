import { TitledPage } from '@/components/page-header';
import { NewButton } from '@/components/new-button';
import { useOrganization } from '@/features/organizations/api/organization';
import { AddOwnSupplierDialog } from '@/features/own-suppliers/components/add-own-supplier-dialog';
import { OwnSuppliersList } from '@/features/own-suppliers/components/own-suppliers-list';
import { useOwnSupplierCities } from './own-supplier-choices';

export default function OwnSuppliersPage() {
  const organization = useOrganization();
  const canManage = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  const { cities, defaultCityId } = useOwnSupplierCities();
  const addButton = canManage ? (
    <AddOwnSupplierDialog
      cities={cities}
      defaultCityId={defaultCityId}
      trigger={<NewButton>Adicionar fornecedor</NewButton>}
    />
  ) : undefined;
  return (
    <TitledPage
      width="max-w-6xl"
      title="Meus fornecedores"
      description="Os fornecedores de quem sua organização já compra, com a lista de preços que você mantém para cada um."
    >
      <OwnSuppliersList addButton={addButton} />
    </TitledPage>
  );
}
