import { useParams } from 'react-router';
import { DetailPage } from '@/components/detail-page';
import { QueryContent } from '@/components/query-content';
import { useOrganization } from '@/features/organizations/api/organization';
import { useOwnSupplier } from '@/features/own-suppliers/api/own-suppliers';
import { OwnSupplierHeader } from '@/features/own-suppliers/components/own-supplier-header';
import { PriceListSection } from '@/features/own-suppliers/components/price-list-section';
import { useCategoryChoices, useOwnSupplierCities } from './own-supplier-choices';

export default function OwnSupplierPage() {
  const { id = '' } = useParams();
  const supplier = useOwnSupplier(id);
  const organization = useOrganization();
  const canManage = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  const { cities } = useOwnSupplierCities();
  const categories = useCategoryChoices();
  return (
    <DetailPage back="/app/fornecedores" backLabel="Meus fornecedores" width="max-w-6xl">
      <QueryContent query={supplier} loading="Carregando fornecedor…" error="Fornecedor não encontrado.">
        {(s) => (
          <div className="space-y-6">
            <OwnSupplierHeader supplier={s} cities={cities} canManage={canManage} />
            {/* A new line's form starts in the first category: drawn once the categories are here. */}
            {categories && <PriceListSection supplierId={s.id} categories={categories} canManage={canManage} />}
          </div>
        )}
      </QueryContent>
    </DetailPage>
  );
}
