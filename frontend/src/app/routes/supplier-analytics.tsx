import { useParams } from 'react-router';
import { DetailPage } from '@/components/detail-page';
import { SupplierAnalytics } from '@/features/supplier-portal/components/supplier-analytics';

export default function SupplierAnalyticsPage() {
  const { supplierId = '' } = useParams();
  return (
    <DetailPage back="/app/operator?aba=chaves" backLabel="Chaves de API" width="max-w-7xl">
      <SupplierAnalytics scope={{ kind: 'operator', supplierId }} />
    </DetailPage>
  );
}
