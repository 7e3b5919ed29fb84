import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePayables, type PayableFilters } from '../api/payables';
import { PAYABLES_PARAM as PARAM, payablesQueryFrom } from '../payables-url';
import { PayableFiltersBar, type SupplierOption } from './payable-filters';
import { PayableList } from './payable-list';
import { PayableWeeksSection } from './payable-weeks';

/**
 * The suppliers to filter by: those on the page, plus the one chosen (so it stays named once the page
 * shows only it), by name.
 */
function supplierOptions(rows: { supplier: SupplierOption }[], chosen: SupplierOption | undefined) {
  const byId = new Map(rows.map((r) => [r.supplier.id, r.supplier.name]));
  if (chosen) byId.set(chosen.id, chosen.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/**
 * Contas a pagar: what is overdue and the next five weeks on top, then the list with its filters and
 * CSV. `canPay`: owners and admins record payments; everyone else reads.
 */
export function PayablesScreen({ canPay }: { canPay: boolean }) {
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = payablesQueryFrom(params);
  const [chosen, setChosen] = useState<SupplierOption>();
  const show = (next: PayableFilters, nextPage: number) => {
    const query = new URLSearchParams();
    for (const key of ['status', 'supplierId', 'period'] as const) if (next[key]) query.set(PARAM[key], next[key]);
    if (nextPage > 1) query.set(PARAM.page, String(nextPage));
    setParams(query);
  };
  const list = usePayables({ ...filters, page });
  const suppliers = supplierOptions(list.data?.data ?? [], chosen);
  return (
    <div className="space-y-6">
      <PayableWeeksSection />
      <section aria-labelledby="payables-list-title" className="space-y-3">
        <h2 id="payables-list-title" className="text-lg font-semibold">
          Contas
        </h2>
        <PayableFiltersBar
          filters={filters}
          suppliers={suppliers}
          onChange={(next) => {
            setChosen(suppliers.find((s) => s.id === next.supplierId));
            show(next, 1);
          }}
        />
        <PayableList
          query={list}
          filtering={Boolean(filters.status || filters.supplierId || filters.period)}
          canPay={canPay}
          onPage={(next) => show(filters, next)}
        />
      </section>
    </div>
  );
}
