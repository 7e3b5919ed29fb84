import { useOutletContext } from 'react-router';
import { OwnKeys } from '@/features/supplier-portal/components/own-keys';

export default function SupplierApiKeysPage() {
  const { role } = useOutletContext<{ role: 'admin' | 'staff' }>();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">API</h1>
      <OwnKeys canManage={role === 'admin'} />
    </div>
  );
}
