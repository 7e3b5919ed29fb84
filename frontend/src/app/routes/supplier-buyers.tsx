import { BuyersView } from '@/features/supplier-portal/components/buyers';

/** /fornecedor/clientes (#54): the buyers that added the supplier, and the price list each keeps for it. */
export default function SupplierBuyersPage() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Clientes que me adicionaram</h1>
        <p className="text-sm text-slate-600">
          Restaurantes e lojas que cadastraram sua empresa como fornecedor. Cada um tem a própria lista de preços com
          você, que só ele vê: mantenha os preços em dia por aqui.
        </p>
      </div>
      <BuyersView />
    </div>
  );
}
