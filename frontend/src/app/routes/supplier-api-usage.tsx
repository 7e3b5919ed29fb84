import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { SupplierAnalytics } from '@/features/supplier-portal/components/supplier-analytics';
import { PORTAL_KEYS } from '@/features/supplier-portal/api/supplier-api';

export default function SupplierApiUsagePage() {
  return (
    <div className="space-y-4">
      <Link to="/fornecedor/api" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Chaves de API
      </Link>
      <SupplierAnalytics scope={PORTAL_KEYS} title="Uso da API" />
    </div>
  );
}
