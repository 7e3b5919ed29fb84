import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { KeyCreateDialog } from '@/components/api-keys/key-create-dialog';
import { KeyManagement } from '@/components/api-keys/key-management';
import {
  OPERATOR_KEYS,
  useCreateKeyFor,
  useSupplierKeyCommands,
  useSupplierKeys,
  useSupplierOptions,
} from '../api/supplier-api';

/** Every supplier's keys, for the operator: searchable, each with its supplier and its calls. */
export function SupplierKeysAdmin() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useSupplierKeys({ page, search: useDeferredValue(search) });
  const suppliers = useSupplierOptions();
  const create = useCreateKeyFor(OPERATOR_KEYS);
  return (
    <KeyManagement
      title="Chaves de API dos fornecedores"
      tools={
        <>
          <Input
            type="search"
            aria-label="Buscar chaves"
            placeholder="Nome, descrição ou fornecedor"
            className="w-full sm:w-64"
            value={search}
            onChange={(e) => (setSearch(e.target.value), setPage(1))}
          />
          <KeyCreateDialog
            kind="supplier"
            title="Nova chave de fornecedor"
            suppliers={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            onCreate={create}
          />
        </>
      }
      query={query}
      onPage={setPage}
      empty="Nenhuma chave ainda."
      keyHref={(k) => `/app/operator/keys/${k.id}`}
      columns={[
        { header: 'Fornecedor', cell: (k) => k.supplier.name },
        { header: 'Chamadas', cell: (k) => k._count.usageLogs },
      ]}
      actions={(k) => (
        <Button variant="ghost" size="icon" asChild>
          <Link to={`/app/operator/suppliers/${k.supplierId}/analytics`} aria-label={`Analytics de ${k.supplier.name}`}>
            <BarChart3 className="h-4 w-4" aria-hidden />
          </Link>
        </Button>
      )}
      commands={useSupplierKeyCommands(OPERATOR_KEYS)}
      revokeDescription="A integração que usa esta chave para de funcionar, e o histórico de chamadas é apagado."
    />
  );
}
