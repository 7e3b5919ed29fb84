import { useOutletContext } from 'react-router';
import { People } from '@/features/supplier-portal/components/people';

export default function SupplierPeoplePage() {
  const { role } = useOutletContext<{ role: 'admin' | 'staff' }>();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Equipe</h1>
      <People canInvite={role === 'admin'} />
    </div>
  );
}
