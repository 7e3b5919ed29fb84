import { useDeferredValue } from 'react';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { DeleteAction } from '@/components/delete-action';
import { ListScreen } from '@/components/list-screen';
import { ListSearch, useSearchedPages } from '@/components/list-search';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useChangeRole, useMembers, useRemoveMember, type Member } from '../api/members';
import { ORGANIZATION_ROLE } from '@api/identity/role-vocabulary';

/**
 * The organization's people: a table from 768 px up, one card per person on a phone (the shared list
 * screen), where the five columns with long e-mails and the role picker clipped at 390 px.
 */
export function MembersPanel({ canManage, currentUserId }: { canManage: boolean; currentUserId: string }) {
  const list = useSearchedPages();
  const query = useMembers({ page: list.page, search: useDeferredValue(list.search) });
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  // Nobody changes the owner's role or removes the owner, nor themselves here.
  const editable = (m: Member) => canManage && m.role !== 'owner' && m.user.id !== currentUserId;

  return (
    <ListScreen
      title="Membros"
      label="Membros"
      tools={<ListSearch list={list} label="Buscar membros" placeholder="Buscar por nome ou e-mail" />}
      query={query}
      onPage={list.setPage}
      loading="Carregando membros…"
      error="Não foi possível carregar os membros."
      empty="Nenhum membro encontrado."
      rowKey={(m) => m.id}
      columns={[
        { header: 'Nome', cell: (m) => m.user.name },
        { header: 'E-mail', cell: (m) => m.user.email },
        {
          header: 'Papel',
          cell: (m) =>
            editable(m) ? (
              <Select
                aria-label={`Papel de ${m.user.name}`}
                className="h-8 w-40 max-w-full"
                value={m.role}
                options={[
                  { value: 'admin', label: ORGANIZATION_ROLE.admin.label },
                  { value: 'member', label: ORGANIZATION_ROLE.member.label },
                ]}
                onValueChange={(role) =>
                  changeRole.mutate(
                    { id: m.id, role: role as 'admin' | 'member' },
                    { onSuccess: () => toast.success('Papel atualizado'), onError: (e) => toastError(e) },
                  )
                }
              />
            ) : (
              <Badge variant={m.role === 'owner' ? 'default' : 'secondary'}>{ORGANIZATION_ROLE[m.role].label}</Badge>
            ),
        },
        { header: 'Desde', cell: (m) => formatDateTime(m.joinedAt) },
      ]}
      actions={
        canManage
          ? (m) =>
              editable(m) && (
                <DeleteAction
                  label={`Remover ${m.user.name}`}
                  title={`Remover ${m.user.name}?`}
                  description="A pessoa perde o acesso à organização imediatamente."
                  confirmLabel="Remover"
                  success="Membro removido"
                  onConfirm={() => remove.mutateAsync(m.id)}
                />
              )
          : undefined
      }
    />
  );
}
