import { Link, useParams } from 'react-router';
import { SupplierAnalytics } from '@/features/supplier-api/components/supplier-analytics';

export default function SupplierAnalyticsPage() {
  const { supplierId = '' } = useParams();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Link to="/app/operator?aba=chaves" className="text-sm text-brand-700 hover:underline">
        ← Chaves de API
      </Link>
      <div className="mt-4">
        <SupplierAnalytics supplierId={supplierId} />
      </div>
    </main>
  );
}
