import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PAYABLE_STATUS_LIST, payablesCsvHref, type PayableFilters, type PayableStatus } from '../api/payables';
import { PAYABLE_STATE } from '@api/payables/payable-vocabulary';

/** Radix's select has no empty value: "all" stands for no filter. */
const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'Todas' },
  ...PAYABLE_STATUS_LIST.map((s) => ({ value: s, label: PAYABLE_STATE[s].plural })),
];

export type SupplierOption = { id: string; name: string };

/**
 * Status, supplier and month of due dates, each applied as soon as it is picked; the accountant's CSV
 * carries the same filters.
 */
export function PayableFiltersBar({
  filters,
  suppliers,
  onChange,
}: {
  filters: PayableFilters;
  /** The suppliers to choose from: those in the results (the list has no supplier directory of its own). */
  suppliers: SupplierOption[];
  onChange: (next: PayableFilters) => void;
}) {
  const filtering = Boolean(filters.status || filters.supplierId || filters.period);
  return (
    <div
      role="group"
      aria-label="Filtros"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-[12rem_minmax(0,16rem)_11rem_auto] lg:items-end"
    >
      <FormField label="Status">
        <Select
          value={filters.status ?? ALL}
          onValueChange={(v) => onChange({ ...filters, status: v === ALL ? undefined : (v as PayableStatus) })}
          options={STATUS_OPTIONS}
        />
      </FormField>
      <FormField label="Fornecedor">
        <Select
          value={filters.supplierId ?? ALL}
          onValueChange={(v) => onChange({ ...filters, supplierId: v === ALL ? undefined : v })}
          options={[{ value: ALL, label: 'Todos' }, ...suppliers.map((s) => ({ value: s.id, label: s.name }))]}
        />
      </FormField>
      <FormField label="Mês de vencimento">
        <Input
          type="month"
          value={filters.period ?? ''}
          onChange={(e) => onChange({ ...filters, period: e.target.value || undefined })}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline">
          <a href={payablesCsvHref(filters)} download>
            <FileDown className="h-4 w-4" aria-hidden />
            Exportar CSV
          </a>
        </Button>
        {filtering && (
          <Button type="button" variant="ghost" onClick={() => onChange({})}>
            Limpar filtros
          </Button>
        )}
      </div>
    </div>
  );
}
