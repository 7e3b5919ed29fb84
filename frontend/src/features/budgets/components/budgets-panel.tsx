import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { DeleteAction } from '@/components/delete-action';
import { EditButton } from '@/components/edit-button';
import { QueryContent } from '@/components/query-content';
import { RowListCard } from '@/components/row-list-card';
import { NewButton } from '@/components/new-button';
import { cn } from '@/lib/cn';
import { formatBRL } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import {
  useBudgets,
  useCostCentres,
  useDeleteBudget,
  useDeleteCostCentre,
  useMakeDefaultCostCentre,
  useMemberDefaults,
  useSetBudgetPolicy,
  useSetMemberDefault,
  type BudgetPolicy,
  type CostCentre,
} from '../api/budgets';
import { BudgetBar } from './budget-bar';
import { BudgetDialog, CostCentreDialog } from './budget-dialogs';

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}T00:00:00Z`),
  );

const POLICIES: { value: BudgetPolicy; label: string; detail: string }[] = [
  {
    value: 'escalate',
    label: 'Enviar ao dono',
    detail: 'Um pedido acima do orçamento vai para aprovação do dono antes de seguir.',
  },
  { value: 'block', label: 'Bloquear', detail: 'Um pedido acima do orçamento é recusado no checkout.' },
];

function PolicyCard({ canEdit }: { canEdit: boolean }) {
  const budgets = useBudgets();
  const setPolicy = useSetBudgetPolicy();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Acima do orçamento</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryContent query={budgets} loading="Carregando…" error="Não foi possível carregar a política.">
          {(data) => (
            <fieldset className="grid gap-3 sm:grid-cols-2" disabled={!canEdit || setPolicy.isPending}>
              <legend className="sr-only">O que acontece com um pedido acima do orçamento</legend>
              {POLICIES.map((p) => (
                <label
                  key={p.value}
                  className={cn(
                    'flex cursor-pointer gap-3 rounded-md border p-3 text-sm',
                    data.policy === p.value ? 'border-brand-700 bg-brand-50' : 'border-slate-200',
                    !canEdit && 'cursor-default',
                  )}
                >
                  <input
                    type="radio"
                    name="budget-policy"
                    value={p.value}
                    checked={data.policy === p.value}
                    onChange={() =>
                      setPolicy.mutate(p.value, {
                        onSuccess: () => toast.success('Política de orçamento alterada'),
                        onError: (e) => toastError(e),
                      })
                    }
                    className="mt-1"
                  />
                  <span>
                    <span className="block font-medium text-slate-900">{p.label}</span>
                    <span className="text-slate-600">{p.detail}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        </QueryContent>
        {!canEdit && <p className="mt-3 text-xs text-slate-500">Só o dono altera a política.</p>}
      </CardContent>
    </Card>
  );
}

function CostCentresCard({ canEdit }: { canEdit: boolean }) {
  const query = useCostCentres();
  const remove = useDeleteCostCentre();
  const makeDefault = useMakeDefaultCostCentre();
  return (
    <RowListCard
      title="Centros de custo"
      action={canEdit && <CostCentreDialog trigger={<NewButton>Novo centro</NewButton>} />}
      query={query}
      loading="Carregando centros de custo…"
      error="Não foi possível carregar os centros de custo."
      empty={
        canEdit ? 'Nenhum centro de custo ainda. Crie o primeiro (ex.: Cozinha).' : 'Nenhum centro de custo ainda.'
      }
      rows={(d) => d.data}
      rowKey={(c) => c.id}
      rowClassName="flex flex-wrap items-center justify-between gap-3 py-3"
    >
      {(c, data) => (
        <>
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {c.name} {c.code && <span className="text-sm font-normal text-slate-500">· {c.code}</span>}{' '}
              {c.isDefault && <Badge className="ml-1 align-middle">Padrão da organização</Badge>}{' '}
              {data.defaultCostCentreId === c.id && <Badge className="ml-1 align-middle">Seu padrão</Badge>}
            </p>
            <p className="text-sm text-slate-600">
              {c.budgetCount === 1 ? '1 orçamento' : `${c.budgetCount} orçamentos`} ·{' '}
              {c.memberCount === 1 ? '1 membro' : `${c.memberCount} membros`} com este padrão
              {c.isDefault && ' · novos membros recebem este centro'}
            </p>
          </div>
          {canEdit && (
            <div className="flex shrink-0 items-center gap-1">
              {!c.isDefault && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={makeDefault.isPending}
                  onClick={() =>
                    makeDefault.mutate(c.id, {
                      onSuccess: () => toast.success(`${c.name} é o padrão da organização`),
                      onError: (e) => toastError(e, 'Não foi possível mudar o padrão.'),
                    })
                  }
                >
                  Tornar padrão
                </Button>
              )}
              <CostCentreDialog centre={c} trigger={<EditButton label={`Renomear ${c.name}`} />} />
              <DeleteAction
                label={`Excluir ${c.name}`}
                title={`Excluir ${c.name}?`}
                description="Os orçamentos deste centro e os padrões dos membros saem junto. Um centro com pedidos não pode ser excluído (renomeie-o)."
                confirmLabel="Excluir"
                success="Centro de custo excluído"
                onConfirm={() => remove.mutateAsync(c.id)}
              />
            </div>
          )}
        </>
      )}
    </RowListCard>
  );
}

const NONE = 'none';

function MemberDefaultsCard({ canEdit, centres }: { canEdit: boolean; centres: CostCentre[] }) {
  const query = useMemberDefaults();
  const setDefault = useSetMemberDefault();
  const nameOf = (id: string | null) => centres.find((c) => c.id === id)?.name ?? 'Nenhum';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Centro de custo padrão de cada membro</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-3 text-sm text-slate-600">O checkout propõe o padrão; quem compra pode escolher outro.</p>
        <QueryContent query={query} loading="Carregando membros…" error="Não foi possível carregar os membros.">
          {(members) => (
            <ul className="divide-y divide-slate-100">
              {members.map((m) => (
                <li key={m.memberId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{m.name}</p>
                    <p className="truncate text-sm text-slate-600">{m.email}</p>
                  </div>
                  {canEdit ? (
                    <div className="w-full sm:w-56">
                      <Select
                        aria-label={`Centro de custo padrão de ${m.name}`}
                        value={m.costCentreId ?? NONE}
                        onValueChange={(value) =>
                          setDefault.mutate(
                            { memberId: m.memberId, costCentreId: value === NONE ? null : value },
                            {
                              onSuccess: () =>
                                toast.success(`Padrão de ${m.name}: ${nameOf(value === NONE ? null : value)}`),
                              onError: (e) => toastError(e),
                            },
                          )
                        }
                        options={[
                          { value: NONE, label: 'Nenhum' },
                          ...centres.map((c) => ({ value: c.id, label: c.name })),
                        ]}
                      />
                    </div>
                  ) : (
                    <span className="text-sm text-slate-700">{nameOf(m.costCentreId)}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}

function BudgetsCard({ canEdit, centres }: { canEdit: boolean; centres: CostCentre[] }) {
  const query = useBudgets();
  const remove = useDeleteBudget();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>
          Orçamentos mensais
          {query.data && (
            <span className="ml-2 text-sm font-normal text-slate-500">{monthLabel(query.data.month)}</span>
          )}
        </CardTitle>
        {canEdit && centres.length > 0 && (
          <BudgetDialog centres={centres} trigger={<NewButton>Novo orçamento</NewButton>} />
        )}
      </CardHeader>
      <CardContent>
        <p className="mb-3 text-sm text-slate-600">
          Gasto: recebido. Comprometido: aprovado e ainda não recebido. Reservado: aguardando aprovação.
        </p>
        <QueryContent
          query={query}
          loading="Carregando orçamentos…"
          error="Não foi possível carregar os orçamentos."
          empty={
            centres.length === 0 ? 'Crie um centro de custo para lhe dar um orçamento.' : 'Nenhum orçamento ainda.'
          }
          isEmpty={(d) => d.data.length === 0}
        >
          {(data) => (
            <ul className="space-y-5">
              {data.data.map((b) => {
                const label = b.categoryName
                  ? `${b.costCentreName} · ${b.categoryName}`
                  : `${b.costCentreName} · geral`;
                return (
                  <li key={b.id} aria-label={`Orçamento ${label}`}>
                    <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
                      <p className="font-medium text-slate-900">
                        {label} <span className="text-sm font-normal text-slate-600">· {formatBRL(b.amount)}/mês</span>
                      </p>
                      {canEdit && (
                        <div className="flex items-center gap-1">
                          <BudgetDialog
                            budget={b}
                            centres={centres}
                            trigger={<EditButton label={`Alterar ${label}`} />}
                          />
                          <DeleteAction
                            label={`Excluir ${label}`}
                            title={`Excluir o orçamento ${label}?`}
                            description="Os pedidos deste centro deixam de ser conferidos contra este valor."
                            confirmLabel="Excluir"
                            success="Orçamento excluído"
                            onConfirm={() => remove.mutateAsync(b.id)}
                          />
                        </div>
                      )}
                    </div>
                    <BudgetBar figures={b} />
                  </li>
                );
              })}
            </ul>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}

/** The budgets settings: policy, cost centres, members' defaults, budgets with their month's bars. */
export function BudgetsPanel({ role }: { role: 'owner' | 'admin' | 'member' | undefined }) {
  const centres = useCostCentres();
  const list = centres.data?.data ?? [];
  const isOwner = role === 'owner';
  return (
    <div className="space-y-6">
      {!isOwner && (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-600">
          Só o dono altera centros de custo, orçamentos e a política
          {role === 'admin' ? '; administradores definem o centro padrão de cada membro.' : '.'}
        </p>
      )}
      <BudgetsCard canEdit={isOwner} centres={list} />
      <PolicyCard canEdit={isOwner} />
      <CostCentresCard canEdit={isOwner} />
      <MemberDefaultsCard canEdit={isOwner || role === 'admin'} centres={list} />
    </div>
  );
}
