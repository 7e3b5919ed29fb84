import { Link, useParams } from 'react-router';
import { SupplierKeyLogs } from '@/features/supplier-api/components/supplier-key-logs';

export default function SupplierKeyPage() {
  const { id = '' } = useParams();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link to="/app/operator?aba=chaves" className="text-sm text-brand-700 hover:underline">
        ← Chaves de API
      </Link>
      <div className="mt-4">
        <SupplierKeyLogs id={id} />
      </div>
    </main>
  );
}
