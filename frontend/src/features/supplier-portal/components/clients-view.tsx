import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { ListScreen } from '@/components/list-screen';
import { ListSearch, useSearchedPages } from '@/components/list-search';
import { QueryContent } from '@/components/query-content';
import { StatusBadge } from '@/components/order-status';
import { formatBRL, formatDateTime } from '@/lib/format';
import { useClient, useClients } from '../api/clients';
import { ORGANIZATION_ROLE } from '@api/identity/role-vocabulary';

export function ClientsTable() {
  const list = useSearchedPages();
  const [verified, setVerified] = useState('todos');
  const query = useClients({
    page: list.page,
    search: useDeferredValue(list.search),
    emailVerified: verified === 'todos' ? undefined : verified === 'sim' ? 'true' : 'false',
  });
  return (
    <ListScreen
      title="Clientes"
      label="Clientes"
      tools={
        <>
          <ListSearch list={list} label="Buscar clientes" placeholder="Nome ou e-mail" />
          <Select
            aria-label="E-mail verificado"
            className="w-full sm:w-44"
            value={verified}
            onValueChange={(v) => (setVerified(v), list.setPage(1))}
            options={[
              { value: 'todos', label: 'Todos' },
              { value: 'sim', label: 'E-mail verificado' },
              { value: 'nao', label: 'Não verificado' },
            ]}
          />
        </>
      }
      query={query}
      onPage={list.setPage}
      loading="Carregando clientes…"
      error="Não foi possível carregar os clientes."
      empty="Nenhum cliente encontrado."
      rowKey={(c) => c.id}
      columns={[
        {
          header: 'Nome',
          cell: (c) => (
            <Link to={`/app/clients/${c.id}`} className="text-brand-700 hover:underline">
              {c.name}
            </Link>
          ),
        },
        {
          header: 'E-mail',
          cell: (c) => (
            <>
              {c.email} {!c.emailVerified && <Badge variant="secondary">não verificado</Badge>}
            </>
          ),
        },
        { header: 'Papel', cell: (c) => ORGANIZATION_ROLE[c.memberRole].label },
        { header: 'Desde', cell: (c) => formatDateTime(c.joinedAt) },
      ]}
    />
  );
}

export function ClientCard({ id }: { id: string }) {
  const query = useClient(id);
  return (
    <QueryContent query={query} loading="Carregando cliente…" error="Cliente não encontrado.">
      {(c) => (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h1">{c.name}</CardTitle>
              <p className="text-sm text-slate-600">
                {c.email} · {c.emailVerified ? 'e-mail verificado' : 'e-mail não verificado'}
              </p>
            </CardHeader>
            <CardContent className="space-y-2 text-sm">
              {c.organizations.map((o) => (
                <p key={o.id}>
                  {o.name} · {o.role} desde {formatDateTime(o.joinedAt)}
                </p>
              ))}
              <p>
                Contas vinculadas: {c.accounts.length === 0 ? 'nenhuma' : c.accounts.map((a) => a.provider).join(', ')}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Últimas sessões</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-1 text-sm">
                {c.sessions.map((s) => (
                  <li key={s.id}>
                    {formatDateTime(s.createdAt)} · {s.ipAddress ?? 'IP desconhecido'} ·{' '}
                    <span className="text-slate-500">{s.userAgent ?? ''}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>Últimos pedidos</CardTitle>
            </CardHeader>
            <CardContent>
              {c.purchaseOrders.length === 0 ? (
                <p className="text-sm text-slate-500">Nenhum pedido.</p>
              ) : (
                <ul className="divide-y divide-slate-100 text-sm">
                  {c.purchaseOrders.map((o) => (
                    <li key={o.id} className="flex justify-between py-2">
                      <Link to={`/app/orders/${o.id}`} className="text-brand-700 hover:underline">
                        {formatDateTime(o.createdAt)}
                      </Link>
                      <span className="flex items-center gap-2">
                        <StatusBadge status={o.status} /> {formatBRL(o.totalAmount ?? 0)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </QueryContent>
  );
}
