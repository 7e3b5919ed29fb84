import { SupplierQuoteInbox } from '@/features/supplier-portal/components/quote-inbox';

export default function SupplierQuotesPage() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Cotações</h1>
      <SupplierQuoteInbox />
    </div>
  );
}
