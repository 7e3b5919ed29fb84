import { KeyCreateDialog } from '@/components/api-keys/key-create-dialog';
import { KeyManagement } from '@/components/api-keys/key-management';
import { useApiKeys, useCreateApiKey, useDeleteApiKey, useRotateApiKey, useUpdateApiKey } from '../api/api-keys';

/** The organization's keys, for its site's forms: owners and admins create, rotate, switch off, revoke. */
export function ApiKeysPanel() {
  const create = useCreateApiKey();
  const update = useUpdateApiKey();
  const rotate = useRotateApiKey();
  const remove = useDeleteApiKey();
  return (
    <KeyManagement
      title="Chaves de API"
      tools={
        <KeyCreateDialog
          kind="organization"
          title="Nova chave de API"
          description="Use a chave para enviar leads e formulários do seu site."
          onCreate={async ({ description, neverExpires, expiresAt }) =>
            (await create.mutateAsync({ description: description ?? '', neverExpires, expiresAt })).key
          }
        />
      }
      query={useApiKeys()}
      empty="Nenhuma chave criada ainda."
      nameHeader="Descrição"
      commands={{
        setEnabled: (id, enabled) => update.mutateAsync({ id, enabled }),
        rotate: (id) => rotate.mutateAsync(id).then((r) => r.key),
        revoke: (id) => remove.mutateAsync(id),
      }}
      revokeDescription="Integrações que usam esta chave param de funcionar imediatamente."
    />
  );
}
