import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { KeyCreateDialog } from '@/components/api-keys/key-create-dialog';
import { KeyManagement } from '@/components/api-keys/key-management';
import { ListSearch, useSearchedPages } from '@/components/list-search';
import {
  OPERATOR_KEYS,
  useCreateKeyFor,
  useSupplierKeyCommands,
  useSupplierKeys,
  useSupplierOptions,
} from '../api/supplier-api';

/** Every supplier's keys, for the operator: searchable, each with its supplier and its calls. */
export function SupplierKeysAdmin() {
  const list = useSearchedPages();
  const query = useSupplierKeys({ page: list.page, search: useDeferredValue(list.search) });
  const suppliers = useSupplierOptions();
  const create = useCreateKeyFor(OPERATOR_KEYS);
  return (
    <KeyManagement
      title="Chaves de API dos fornecedores"
      tools={
        <>
          <ListSearch list={list} label="Buscar chaves" placeholder="Nome, descrição ou fornecedor" />
          <KeyCreateDialog
            kind="supplier"
            title="Nova chave de fornecedor"
            suppliers={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            onCreate={create}
          />
        </>
      }
      query={query}
      onPage={list.setPage}
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
