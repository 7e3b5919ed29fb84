import { Products } from '@/features/supplier-portal/components/products';

export default function SupplierProductsPage() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Produtos</h1>
      <Products />
    </div>
  );
}
