import { useParams } from 'react-router';
import { DetailPage } from '@/components/detail-page';
import { SupplierKeyLogs } from '@/features/supplier-portal/components/supplier-key-logs';

export default function SupplierKeyPage() {
  const { id = '' } = useParams();
  return (
    <DetailPage back="/app/operator?aba=chaves" backLabel="Chaves de API" width="max-w-6xl">
      <SupplierKeyLogs id={id} />
    </DetailPage>
  );
}
