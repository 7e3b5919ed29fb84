import { useDeferredValue, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { DeleteAction } from '@/components/delete-action';
import { QueryContent } from '@/components/query-content';
import { PaginationBar } from '@/components/pagination-bar';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { useChangeRole, useMembers, useRemoveMember } from '../api/members';

export const ROLE_LABEL = { owner: 'Proprietário', admin: 'Administrador', member: 'Membro' } as const;

export function MembersPanel({ canManage, currentUserId }: { canManage: boolean; currentUserId: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const query = useMembers({ page, search: deferredSearch });
  const changeRole = useChangeRole();
  const remove = useRemoveMember();

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Membros</CardTitle>
        <Input
          type="search"
          aria-label="Buscar membros"
          placeholder="Buscar por nome ou e-mail"
          className="max-w-xs"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </CardHeader>
      <CardContent className="p-0">
        <QueryContent
          query={query}
          loading="Carregando membros…"
          error="Não foi possível carregar os membros."
          empty="Nenhum membro encontrado."
          isEmpty={(d) => d.data.length === 0}
          className="p-5 text-sm"
        >
          {(data) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Nome</TableHead>
                  <TableHead>E-mail</TableHead>
                  <TableHead>Papel</TableHead>
                  <TableHead>Desde</TableHead>
                  {canManage && <TableHead className="text-right">Ações</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.data.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell className="font-medium">{m.user.name}</TableCell>
                    <TableCell>{m.user.email}</TableCell>
                    <TableCell>
                      {canManage && m.role !== 'owner' && m.user.id !== currentUserId ? (
                        <Select
                          aria-label={`Papel de ${m.user.name}`}
                          className="h-8 w-40"
                          value={m.role}
                          options={[
                            { value: 'admin', label: ROLE_LABEL.admin },
                            { value: 'member', label: ROLE_LABEL.member },
                          ]}
                          onValueChange={(role) =>
                            changeRole.mutate(
                              { id: m.id, role: role as 'admin' | 'member' },
                              { onSuccess: () => toast.success('Papel atualizado'), onError: (e) => toastError(e) },
                            )
                          }
                        />
                      ) : (
                        <Badge variant={m.role === 'owner' ? 'default' : 'secondary'}>{ROLE_LABEL[m.role]}</Badge>
                      )}
                    </TableCell>
                    <TableCell>{formatDateTime(m.joinedAt)}</TableCell>
                    {canManage && (
                      <TableCell className="text-right">
                        {m.role !== 'owner' && m.user.id !== currentUserId && (
                          <DeleteAction
                            label={`Remover ${m.user.name}`}
                            title={`Remover ${m.user.name}?`}
                            description="A pessoa perde o acesso à organização imediatamente."
                            confirmLabel="Remover"
                            success="Membro removido"
                            onConfirm={() => remove.mutateAsync(m.id)}
                          />
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryContent>
        {query.data && (
          <PaginationBar
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            total={query.data.pagination.total}
            onPage={setPage}
          />
        )}
      </CardContent>
    </Card>
  );
}
