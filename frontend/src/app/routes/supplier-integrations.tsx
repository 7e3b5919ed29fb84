import { useOutletContext } from 'react-router';
import { SupplierWebhooks } from '@/features/supplier-portal/components/webhooks';

export default function SupplierIntegrationsPage() {
  const { role } = useOutletContext<{ role: 'admin' | 'staff' }>();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Integrações</h1>
      {role === 'admin' ? (
        <SupplierWebhooks />
      ) : (
        <p className="text-sm text-slate-600">Só administradores do fornecedor cuidam das integrações.</p>
      )}
    </div>
  );
}
