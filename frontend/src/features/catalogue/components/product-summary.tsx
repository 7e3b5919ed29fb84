import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { BuyerPrice } from '@/components/negotiated-price';
import type { ProductDetail } from '../api/catalogue';

/** A product's category, name, price per unit, description and who sells it, where. */
export function ProductSummary({
  product: p,
  supplierHref,
  negotiated,
}: {
  product: ProductDetail;
  supplierHref?: string;
  /** This buyer's price from an awarded cotação, when it holds. */
  negotiated?: { unitPrice: number; validUntil: string };
}) {
  return (
    <>
      <Badge variant="secondary">{p.category.name}</Badge>
      {/* The tab says who sells it too, as the title the worker writes into the page does. */}
      <h1 className="text-2xl font-bold sm:text-3xl" data-page-title={`${p.name} — ${p.supplier.name}`}>
        {p.name}
      </h1>
      <BuyerPrice listPrice={p.price} unit={p.unit} negotiated={negotiated} size="text-3xl" />
      {p.description && <p className="text-slate-600">{p.description}</p>}
      <p className="text-sm">
        Fornecedor:{' '}
        {supplierHref ? (
          <Link to={supplierHref} className="font-medium text-brand-700 hover:underline">
            {p.supplier.name}
          </Link>
        ) : (
          <span className="font-medium">{p.supplier.name}</span>
        )}
        {p.supplier.cities && p.supplier.cities.length > 0 && (
          <span className="text-slate-500">
            {' '}
            · atende {p.supplier.cities.map((c) => `${c.name}/${c.state}`).join(', ')}
          </span>
        )}
      </p>
      <p className="text-xs text-slate-500">SKU {p.sku}</p>
    </>
  );
}
