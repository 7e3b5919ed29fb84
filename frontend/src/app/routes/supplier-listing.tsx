import { useOutletContext } from 'react-router';
import { ListingRequestPanel } from '@/features/supplier-portal/components/listing-request';

/** /fornecedor/anunciar (#54): ask to be listed on the marketplace, and see where the request stands. */
export default function SupplierListingPage() {
  const { role } = useOutletContext<{ role: 'admin' | 'staff' }>();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Anunciar no marketplace</h1>
        <p className="text-sm text-slate-600">
          No marketplace, todas as organizações das cidades que você atende encontram sua empresa e seu catálogo
          público. As listas de preço que cada cliente mantém com você continuam só dele.
        </p>
      </div>
      <ListingRequestPanel canRequest={role === 'admin'} />
    </div>
  );
}
