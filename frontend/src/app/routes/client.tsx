import { useParams } from 'react-router';
import { DetailPage } from '@/components/detail-page';
import { ClientCard } from '@/features/supplier-portal/components/clients-view';

export default function ClientPage() {
  const { id = '' } = useParams();
  return (
    <DetailPage back="/app/clients" backLabel="Clientes" width="max-w-5xl">
      <ClientCard id={id} />
    </DetailPage>
  );
}
