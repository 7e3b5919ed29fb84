import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteAction } from '@/components/delete-action';
import { SecretReveal } from '@/components/secret-reveal';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import {
  useDeleteSupplierKey,
  useRegenerateSupplierKey,
  useUpdateSupplierKey,
  type KeyScope,
  type SupplierKey,
} from '../api/supplier-api';

/** Whether the key works now, and until when. */
export function KeyValidity({ k }: { k: SupplierKey }) {
  return (
    <>
      <Badge variant={k.valid ? 'default' : 'destructive'}>{k.valid ? 'Válida' : 'Inválida'}</Badge>
      {k.expiresAt && !k.neverExpires && (
        <span className="ml-1 text-xs text-slate-500">até {formatDateTime(k.expiresAt)}</span>
      )}
    </>
  );
}

/** Turns a key on or off. */
export function KeyEnabledSwitch({ k, scope }: { k: SupplierKey; scope: KeyScope }) {
  const update = useUpdateSupplierKey(scope);
  return (
    <Switch
      label={`Ativar ${k.name}`}
      checked={k.enabled}
      onCheckedChange={(enabled) => update.mutate({ id: k.id, enabled }, { onError: (e) => toastError(e) })}
    />
  );
}

/**
 * A key's rotation and deletion, each asked first; a rotated key is shown once, in a dialog that
 * stays until its secret is copied or dismissed.
 */
export function KeyActions({ k, scope }: { k: SupplierKey; scope: KeyScope }) {
  const regenerate = useRegenerateSupplierKey(scope);
  const remove = useDeleteSupplierKey(scope);
  const [regenerated, setRegenerated] = useState<string | null>(null);
  return (
    <>
      <Dialog open={regenerated !== null} onOpenChange={(open) => !open && setRegenerated(null)}>
        <DialogContent title="Nova chave gerada">
          {regenerated && <SecretReveal secret={regenerated} onDone={() => setRegenerated(null)} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        title={`Gerar nova chave para ${k.name}?`}
        description="A chave atual para de funcionar imediatamente."
        confirmLabel="Gerar nova chave"
        onConfirm={() => regenerate.mutateAsync(k.id).then((r) => setRegenerated(r.key), toastError)}
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Gerar nova chave para ${k.name}`}>
            <RefreshCw className="h-4 w-4" aria-hidden />
          </Button>
        }
      />
      <DeleteAction
        label={`Excluir ${k.name}`}
        title={`Excluir ${k.name}?`}
        description="A integração que usa esta chave para de funcionar, e o histórico de chamadas é apagado."
        confirmLabel="Excluir"
        success={scope.kind === 'portal' ? 'Chave excluída' : 'API Key deleted successfully'}
        onConfirm={() => remove.mutateAsync(k.id)}
      />
    </>
  );
}
