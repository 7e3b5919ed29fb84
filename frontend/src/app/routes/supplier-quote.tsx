import { Link, useParams } from 'react-router';
import { SupplierQuoteDetail } from '@/features/supplier-portal/components/quote-screens';

export default function SupplierQuotePage() {
  const { id = '' } = useParams();
  return (
    <div className="space-y-4">
      <Link to="/fornecedor/cotacoes" className="text-sm text-brand-700 hover:underline">
        ← Cotações recebidas
      </Link>
      <SupplierQuoteDetail id={id} />
    </div>
  );
}
