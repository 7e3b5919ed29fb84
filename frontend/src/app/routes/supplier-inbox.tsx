import { SupplierInbox } from '@/features/supplier-portal/components/inbox';

export default function SupplierInboxPage() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Pedidos recebidos</h1>
      <SupplierInbox />
    </div>
  );
}
