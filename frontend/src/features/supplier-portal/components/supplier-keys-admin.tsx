import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ListScreen } from '@/components/list-screen';
import { OPERATOR_KEYS, useSupplierKeys } from '../api/supplier-api';
import { CreateKeyDialog } from './create-key-dialog';
import { KeyActions, KeyEnabledSwitch, KeyValidity } from './key-actions';

export function SupplierKeysAdmin() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useSupplierKeys({ page, search: useDeferredValue(search) });
  return (
    <ListScreen
      title="Chaves de API dos fornecedores"
      label="Chaves de API dos fornecedores"
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
          <CreateKeyDialog scope={OPERATOR_KEYS} />
        </>
      }
      query={query}
      onPage={setPage}
      loading="Carregando chaves…"
      error="Não foi possível carregar as chaves."
      empty="Nenhuma chave ainda."
      rowKey={(k) => k.id}
      columns={[
        {
          header: 'Nome',
          cell: (k) => (
            <Link to={`/app/operator/keys/${k.id}`} className="text-brand-700 hover:underline">
              {k.name}
            </Link>
          ),
        },
        { header: 'Fornecedor', cell: (k) => k.supplier.name },
        { header: 'Chave', cell: (k) => <code className="text-xs">{k.keyPreview}</code> },
        { header: 'Situação', cell: (k) => <KeyValidity k={k} /> },
        { header: 'Chamadas', cell: (k) => k._count.usageLogs },
        { header: 'Ativa', cell: (k) => <KeyEnabledSwitch k={k} scope={OPERATOR_KEYS} /> },
      ]}
      actions={(k) => (
        <>
          <Button variant="ghost" size="icon" asChild>
            <Link
              to={`/app/operator/suppliers/${k.supplierId}/analytics`}
              aria-label={`Analytics de ${k.supplier.name}`}
            >
              <BarChart3 className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
          <KeyActions k={k} scope={OPERATOR_KEYS} />
        </>
      )}
    />
  );
}
