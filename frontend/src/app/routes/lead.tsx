import { useParams } from 'react-router';
import { DetailPage } from '@/components/detail-page';
import { LeadDetail } from '@/features/growth/components/crm-views';

export default function LeadPage() {
  const { id = '' } = useParams();
  return (
    <DetailPage back="/app/leads" backLabel="Leads" width="max-w-4xl">
      <LeadDetail id={id} />
    </DetailPage>
  );
}
