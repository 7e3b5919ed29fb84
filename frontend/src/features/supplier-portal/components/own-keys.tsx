import { Link } from 'react-router';
import { BarChart3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { KeyCreateDialog } from '@/components/api-keys/key-create-dialog';
import { KeyManagement } from '@/components/api-keys/key-management';
import { formatDateTime } from '@/lib/format';
import { PORTAL_KEYS, useCreateKeyFor, useKeysOfSupplier, useSupplierKeyCommands } from '../api/supplier-api';

/**
 * The supplier's own API keys in the portal: everyone sees them and their calls, supplier admins
 * create, rotate, switch off and delete.
 */
export function OwnKeys({ canManage }: { canManage: boolean }) {
  const query = useKeysOfSupplier(PORTAL_KEYS);
  const create = useCreateKeyFor(PORTAL_KEYS);
  return (
    <KeyManagement
      title="Chaves de API"
      description={
        <>
          Seu sistema envia a chave no cabeçalho <code>x-api-key</code> da{' '}
          <Link to="/docs" className="text-brand-700 underline hover:no-underline">
            API do fornecedor
          </Link>{' '}
          para ler pedidos, confirmá-los e manter produtos.
        </>
      }
      tools={
        <>
          <Button variant="outline" asChild>
            <Link to="/fornecedor/api/uso">
              <BarChart3 className="h-4 w-4" aria-hidden /> Uso da API
            </Link>
          </Button>
          {canManage && <KeyCreateDialog kind="supplier" title="Nova chave de API" onCreate={create} />}
        </>
      }
      query={query}
      empty={canManage ? 'Nenhuma chave ainda: crie uma para integrar seu sistema.' : 'Nenhuma chave ainda.'}
      keyHref={(k) => `/fornecedor/api/chaves/${k.id}`}
      nameDetail={(k) => k.lastUsedAt && `usada em ${formatDateTime(k.lastUsedAt)}`}
      columns={[{ header: 'Chamadas', cell: (k) => k._count.usageLogs }]}
      canManage={canManage}
      commands={useSupplierKeyCommands(PORTAL_KEYS)}
      revokeDescription="A integração que usa esta chave para de funcionar, e o histórico de chamadas é apagado."
    />
  );
}
