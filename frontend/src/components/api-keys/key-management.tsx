import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteAction } from '@/components/delete-action';
import { ListScreen, type ListColumn, type ListData } from '@/components/list-screen';
import { SecretReveal } from '@/components/secret-reveal';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';

/** What every API key shows, whoever it belongs to. */
export type ManagedKey = {
  id: string;
  name: string;
  keyPreview: string;
  valid: boolean;
  enabled: boolean;
  neverExpires: boolean;
  expiresAt: string | null;
};

/** What can be done to a key; each answers when the API has. */
export type KeyCommands = {
  setEnabled: (id: string, enabled: boolean) => Promise<unknown>;
  /** Answers the new secret; the old one has stopped working. */
  rotate: (id: string) => Promise<string>;
  revoke: (id: string) => Promise<unknown>;
};

/**
 * One place for API keys — the organization's, a supplier's own in the portal, and all suppliers' for
 * the operator: the list (preview, validity, on/off), "Nova chave" in `tools`, and per key a new
 * secret shown once and a revocation, each asked first. Without `canManage` the list is read-only.
 */
export function KeyManagement<K extends ManagedKey>({
  title,
  description,
  tools,
  query,
  onPage,
  empty,
  keyHref,
  nameHeader = 'Nome',
  nameDetail,
  columns = [],
  actions,
  canManage = true,
  commands,
  revokeDescription,
}: {
  title: string;
  description?: ReactNode;
  tools?: ReactNode;
  query: UseQueryResult<ListData<K>>;
  onPage?: (page: number) => void;
  empty: string;
  /** Where a key's own page is, when it has one. */
  keyHref?: (key: K) => string;
  nameHeader?: string;
  /** A line under the name (e.g. when it was last used). */
  nameDetail?: (key: K) => ReactNode;
  /** Columns of this kind of key, between its validity and its switch. */
  columns?: ListColumn<K>[];
  /** Actions of this kind of key, before rotate and revoke. */
  actions?: (key: K) => ReactNode;
  canManage?: boolean;
  commands: KeyCommands;
  revokeDescription: string;
}) {
  return (
    <ListScreen
      title={title}
      description={description}
      tools={tools}
      label={title}
      query={query}
      onPage={onPage}
      loading="Carregando chaves…"
      error="Não foi possível carregar as chaves."
      empty={empty}
      rowKey={(k) => k.id}
      columns={[
        {
          header: nameHeader,
          cell: (k) => (
            <>
              {keyHref ? (
                <Link to={keyHref(k)} className="text-brand-700 hover:underline">
                  {k.name}
                </Link>
              ) : (
                k.name
              )}
              {nameDetail && <span className="block text-xs font-normal text-slate-500">{nameDetail(k)}</span>}
            </>
          ),
        },
        { header: 'Chave', cell: (k) => <code className="text-xs">{k.keyPreview}</code> },
        { header: 'Situação', className: 'whitespace-nowrap', cell: (k) => <KeyValidity k={k} /> },
        ...columns,
        {
          header: 'Ativa',
          cell: (k) =>
            canManage ? (
              <Switch
                label={`Ativar ${k.name}`}
                checked={k.enabled}
                onCheckedChange={(enabled) => commands.setEnabled(k.id, enabled).catch(toastError)}
              />
            ) : (
              <Badge variant={k.enabled ? 'default' : 'secondary'}>{k.enabled ? 'Sim' : 'Não'}</Badge>
            ),
        },
      ]}
      actions={
        actions || canManage
          ? (k) => (
              <>
                {actions?.(k)}
                {canManage && <KeyActions k={k} commands={commands} revokeDescription={revokeDescription} />}
              </>
            )
          : undefined
      }
    />
  );
}

/** Whether the key works now, and until when. */
function KeyValidity({ k }: { k: ManagedKey }) {
  return (
    <>
      <Badge variant={k.valid ? 'default' : 'destructive'}>{k.valid ? 'Válida' : 'Inválida'}</Badge>
      {k.expiresAt && !k.neverExpires && (
        <span className="ml-1 text-xs text-slate-500">até {formatDateTime(k.expiresAt)}</span>
      )}
    </>
  );
}

/**
 * A key's rotation and revocation, each asked first; a rotated key is shown once, in a dialog that
 * stays until its secret is copied or dismissed.
 */
function KeyActions({
  k,
  commands,
  revokeDescription,
}: {
  k: ManagedKey;
  commands: KeyCommands;
  revokeDescription: string;
}) {
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <Dialog open={secret !== null} onOpenChange={(open) => !open && setSecret(null)}>
        <DialogContent title="Nova chave gerada">
          {secret && <SecretReveal secret={secret} onDone={() => setSecret(null)} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        title={`Gerar nova chave para ${k.name}?`}
        description="A chave atual para de funcionar imediatamente."
        confirmLabel="Gerar nova chave"
        onConfirm={() => commands.rotate(k.id).then(setSecret, toastError)}
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Gerar nova chave para ${k.name}`}>
            <RefreshCw className="h-4 w-4" aria-hidden />
          </Button>
        }
      />
      <DeleteAction
        label={`Excluir ${k.name}`}
        title={`Excluir ${k.name}?`}
        description={revokeDescription}
        confirmLabel="Excluir"
        success="Chave excluída"
        onConfirm={() => commands.revoke(k.id)}
      />
    </>
  );
}
