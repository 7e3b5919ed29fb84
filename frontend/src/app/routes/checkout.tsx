import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TitledPage } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { formatBRL } from '@/lib/format';
import { useCart } from '@/features/cart/api/cart';
import { useDeliveryAddresses } from '@/features/organizations/api/delivery-addresses';
import { addressLine } from '@/features/organizations/components/addresses-panel';
import { CheckoutForm } from '@/features/orders/components/checkout-form';
import { BudgetRemaining } from '@/features/budgets/components/budget-remaining';
import { useOrganization } from '@/features/organizations/api/organization';
import { useApprovedAtCreation } from '@/features/approvals/api/approvals';

export default function CheckoutPage() {
  const navigate = useNavigate();
  const cart = useCart();
  const addresses = useDeliveryAddresses();
  const [costCentreId, setCostCentreId] = useState<string | null | undefined>();
  // The owner's own order is approved at creation unless the rules screen asks otherwise (decision 0055).
  const approvedAtCreation = useApprovedAtCreation(useOrganization().data?.role);
  return (
    <TitledPage
      width="max-w-5xl"
      title="Finalizar pedido"
      description={`Para cada fornecedor: quando entregar, como pagar e o que avisar. Depois, envie ${approvedAtCreation ? 'aos fornecedores' : 'para aprovação'}.`}
    >
      <QueryContent query={cart} loading="Carregando carrinho…" error="Não foi possível carregar o carrinho.">
        {(c) =>
          c.items.length === 0 ? (
            <p className="text-slate-600">
              Seu carrinho está vazio.{' '}
              <Link to="/app" className="text-brand-700 underline hover:no-underline">
                Voltar ao catálogo
              </Link>
            </p>
          ) : addresses.isPending ? (
            <p className="text-sm text-slate-500">Carregando endereços…</p>
          ) : addresses.isError ? (
            // Not "no address": the list did not load, and sending waits for it.
            <p role="alert" className="text-sm text-red-700">
              Não foi possível carregar os endereços de entrega.{' '}
              <button type="button" className="font-medium underline" onClick={() => void addresses.refetch()}>
                Tentar de novo
              </button>
            </p>
          ) : (
            <>
              <BudgetRemaining
                className="mb-6"
                value={costCentreId}
                onChange={setCostCentreId}
                ownerOrder={approvedAtCreation}
              />
              <CheckoutForm
                costCentreId={costCentreId}
                groups={c.summary.suppliers}
                total={c.summary.total}
                addresses={(addresses.data ?? []).map((a) => ({
                  id: a.id,
                  label: `${a.label ?? `${a.street}, ${a.number}`} — ${a.city.name}/${a.city.state}`,
                  detail: addressLine(a),
                  isDefault: a.isDefault,
                  city: a.city,
                }))}
                linesOf={(supplierId) => (
                  <ul className="space-y-1 text-sm">
                    {c.items
                      .filter((line) => line.supplierId === supplierId)
                      .map((line) => (
                        <li key={line.id} className="flex justify-between gap-3">
                          <span>
                            {line.quantity} {line.product.unit} · {line.product.name}
                          </span>
                          <span className="whitespace-nowrap">{formatBRL(line.price * line.quantity)}</span>
                        </li>
                      ))}
                  </ul>
                )}
                onPlaced={(id) => navigate(`/app/orders/${id}`)}
                approvedAtCreation={approvedAtCreation}
              />
            </>
          )
        }
      </QueryContent>
    </TitledPage>
  );
}
