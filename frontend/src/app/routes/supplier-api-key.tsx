import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { SupplierKeyLogs } from '@/features/supplier-portal/components/supplier-key-logs';
import { PORTAL_KEYS } from '@/features/supplier-portal/api/supplier-api';

export default function SupplierApiKeyPage() {
  const { id = '' } = useParams();
  return (
    <div className="space-y-4">
      <Link to="/fornecedor/api" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Chaves de API
      </Link>
      <SupplierKeyLogs id={id} scope={PORTAL_KEYS} />
    </div>
  );
}
