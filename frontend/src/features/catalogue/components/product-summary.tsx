import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatBRL } from '@/lib/format';
import type { ProductDetail } from '../api/catalogue';

/** A product's category, name, price per unit, description and who sells it, where. */
export function ProductSummary({ product: p, supplierHref }: { product: ProductDetail; supplierHref?: string }) {
  return (
    <>
      <Badge variant="secondary">{p.category.name}</Badge>
      {/* The tab says who sells it too, as the title the worker writes into the page does. */}
      <h1 className="text-2xl font-bold sm:text-3xl" data-page-title={`${p.name} — ${p.supplier.name}`}>
        {p.name}
      </h1>
      <p>
        <span className="text-3xl font-bold">{formatBRL(p.price)}</span>{' '}
        <span className="text-slate-500">/ {p.unit}</span>
      </p>
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
