import { Link, useParams } from 'react-router';
import { LeadDetail } from '@/features/crm/components/crm-views';

export default function LeadPage() {
  const { id = '' } = useParams();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link to="/app/leads" className="text-sm text-brand-700 hover:underline">
        ← Leads
      </Link>
      <div className="mt-4">
        <LeadDetail id={id} />
      </div>
    </main>
  );
}
