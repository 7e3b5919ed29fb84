import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, Info, XCircle } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryContent } from '@/components/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import { toast } from 'sonner';
import {
  formatCents,
  useBilling,
  useCancelSubscription,
  useOpenPortal,
  useStartPlanChange,
  type BillingState,
} from '../api/billing';
import { TrialNoticeText } from './trial-notice';
import { UsageBar } from './usage-bar';

const STATUS: Record<string, { label: string; variant: 'default' | 'secondary' | 'destructive' | 'outline' }> = {
  active: { label: 'Ativa', variant: 'default' },
  trialing: { label: 'Em teste', variant: 'secondary' },
  past_due: { label: 'Pagamento pendente', variant: 'destructive' },
  unpaid: { label: 'Não paga', variant: 'destructive' },
  canceled: { label: 'Cancelada', variant: 'outline' },
  incomplete: { label: 'Incompleta', variant: 'outline' },
};

const CYCLE_LABEL: Record<string, string> = { month: 'mês', year: 'ano', week: 'semana', day: 'dia' };

function daysLeft(iso: string): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 86_400_000));
}

/** The state a provider trip came back with (?success, ?cancel, ?return). */
function ReturnBanner({ state, waiting }: { state: 'success' | 'cancel' | 'return' | null; waiting: boolean }) {
  if (!state) return null;
  const content = {
    success: {
      icon: CheckCircle2,
      tone: 'border-brand-200 bg-brand-50 text-brand-900',
      text: waiting ? 'Pagamento recebido. Confirmando a assinatura…' : 'Tudo certo! Sua assinatura foi atualizada.',
    },
    cancel: {
      icon: XCircle,
      tone: 'border-amber-200 bg-amber-50 text-amber-900',
      text: 'Pagamento cancelado. Nada foi cobrado e seu plano continua o mesmo.',
    },
    return: {
      icon: Info,
      tone: 'border-slate-200 bg-slate-50 text-slate-800',
      text: 'Você voltou do portal de cobrança. As alterações aparecem aqui em instantes.',
    },
  }[state];
  const Icon = content.icon;
  return (
    <div role="status" className={`flex items-center gap-2 rounded-lg border px-4 py-3 text-sm ${content.tone}`}>
      <Icon aria-hidden className="size-4 shrink-0" />
      {content.text}
    </div>
  );
}

function PlanCard({ data, canManage }: { data: BillingState; canManage: boolean }) {
  const sub = data.subscription;
  const paid = (sub?.amount ?? 0) > 0;
  // The free plan has no trial and nothing to pay: its subscription's status says nothing to people.
  const status =
    sub && paid
      ? (STATUS[sub.status] ?? { label: sub.status, variant: 'outline' as const })
      : { label: 'Sem custo', variant: 'secondary' as const };
  const portal = useOpenPortal();
  const change = useStartPlanChange();
  const cancel = useCancelSubscription();

  const openPortal = async () => {
    try {
      const { url } = await portal.mutateAsync(`${window.location.origin}/app/settings/organization/billing?return`);
      window.location.assign(url);
    } catch (error) {
      toastError(error, 'Não foi possível abrir o portal de cobrança.');
    }
  };
  const downgrade = async () => {
    try {
      const { url } = await change.mutateAsync({ plan: 'free', cycle: sub?.cycle === 'year' ? 'year' : 'month' });
      window.location.assign(url);
    } catch (error) {
      toastError(error, 'Não foi possível iniciar a mudança de plano.');
    }
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Plano {data.plan.name}</CardTitle>
          <Badge variant={status.variant}>{status.label}</Badge>
          {sub?.cancelAtPeriodEnd && <Badge variant="outline">Cancela no fim do período</Badge>}
        </div>
        <CardDescription>{data.plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {paid && sub?.status === 'trialing' && sub.trialEnd && (
          <TrialNoticeText trialEnd={sub.trialEnd} canManage={canManage} />
        )}
        {data.plan.slug === 'free' && (
          <p className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-800">
            No Gratuito: 1 pessoa (você), cotações e pedidos sem limite, 100 leads e 1.000 envios por mês. Para trazer o
            chef ou quem mais compra com você, assine o Pro (R$ 10,00 por pessoa por mês) e convide-os em{' '}
            <Link to="/app/settings/organization/members" className="font-medium text-brand-700 underline">
              Membros
            </Link>
            .
          </p>
        )}
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Valor</dt>
            <dd className="font-medium">
              {paid && sub?.cycle
                ? `${formatCents(sub.amount * sub.quantity)} por ${CYCLE_LABEL[sub.cycle] ?? sub.cycle}`
                : 'Grátis'}
            </dd>
          </div>
          {paid && sub?.status === 'trialing' && sub.trialEnd && (
            <div>
              <dt className="text-slate-500">Período de teste</dt>
              <dd className="font-medium">
                {daysLeft(sub.trialEnd) === 0
                  ? 'termina hoje'
                  : `${daysLeft(sub.trialEnd)} ${daysLeft(sub.trialEnd) === 1 ? 'dia restante' : 'dias restantes'}`}
                <span className="block text-xs font-normal text-slate-500">até {formatDateTime(sub.trialEnd)}</span>
              </dd>
            </div>
          )}
          {sub?.currentPeriodEnd && paid && (
            <div>
              <dt className="text-slate-500">{sub.cancelAtPeriodEnd ? 'Acesso até' : 'Próxima cobrança'}</dt>
              <dd className="font-medium">{formatDateTime(sub.currentPeriodEnd)}</dd>
            </div>
          )}
          {paid && sub && (
            <div>
              <dt className="text-slate-500">Pessoas contratadas</dt>
              <dd className="font-medium">{sub.quantity}</dd>
            </div>
          )}
        </dl>
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            {!paid ? (
              <Button asChild>
                <Link to="/app/upgrade">Assinar o Pro</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="outline">
                  <Link to="/app/upgrade">Mudar plano ou ciclo</Link>
                </Button>
                <ConfirmDialog
                  trigger={<Button variant="outline">Voltar para o plano Gratuito</Button>}
                  title="Voltar para o plano Gratuito?"
                  description="Você confirmará a mudança na página do provedor de pagamentos. Os limites do plano Gratuito (1 pessoa, 100 leads e 1.000 envios por mês) passam a valer."
                  confirmLabel="Continuar"
                  onConfirm={downgrade}
                />
              </>
            )}
            <Button variant="outline" onClick={openPortal} disabled={portal.isPending}>
              {portal.isPending ? 'Abrindo…' : 'Gerenciar cobrança'}
            </Button>
            {paid && !sub?.cancelAtPeriodEnd && (
              <ConfirmDialog
                trigger={<Button variant="destructive">Cancelar assinatura</Button>}
                title="Cancelar a assinatura Pro?"
                description="A assinatura continua até o fim do período já pago e não será renovada. Depois disso, a organização volta para o plano Gratuito."
                confirmLabel="Cancelar assinatura"
                onConfirm={async () => {
                  try {
                    await cancel.mutateAsync({ when: 'period_end' });
                    toast.success('Assinatura será cancelada no fim do período.');
                  } catch (error) {
                    toastError(error, 'Não foi possível cancelar a assinatura.');
                    throw error;
                  }
                }}
              />
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-500">Somente proprietários e administradores podem mudar o plano.</p>
        )}
      </CardContent>
    </Card>
  );
}

export function BillingOverview({ canManage }: { canManage: boolean }) {
  const [params] = useSearchParams();
  const returned = params.has('success')
    ? 'success'
    : params.has('cancel')
      ? 'cancel'
      : params.has('return')
        ? 'return'
        : null;
  const billing = useBilling();
  // After a successful checkout the provider's webhook may land a moment later: look again for a while.
  const [polls, setPolls] = useState(0);
  // Until then the organization still reads as it was: on Gratuito, or trying Pro.
  const before = billing.data?.plan.slug === 'free' || billing.data?.subscription?.status === 'trialing';
  const waiting = returned === 'success' && before && polls < 15;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void billing.refetch();
    }, 1500);
    return () => clearTimeout(timer);
  }, [waiting, polls, billing]);

  return (
    <div className="space-y-6">
      <ReturnBanner state={returned} waiting={waiting} />
      <QueryContent query={billing} loading="Carregando cobrança…" error="Não foi possível carregar a cobrança.">
        {(data) => (
          <>
            <PlanCard data={data} canManage={canManage} />
            <Card>
              <CardHeader>
                <CardTitle>Uso do plano</CardTitle>
                <CardDescription>
                  Pessoas contam membros e convites pendentes; leads e envios contam por ciclo.
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-5">
                {data.features
                  .filter((f) => f.limit !== null)
                  .map((f) => (
                    <UsageBar key={f.slug} feature={f} />
                  ))}
                <ul className="grid gap-1 text-sm text-slate-600 sm:grid-cols-3">
                  {data.features
                    .filter((f) => f.limit === null)
                    .map((f) => (
                      <li key={f.slug} className={f.enabled ? '' : 'text-slate-500 line-through'}>
                        {f.enabled ? '✓' : '✗'} {f.name}
                      </li>
                    ))}
                </ul>
              </CardContent>
            </Card>
          </>
        )}
      </QueryContent>
    </div>
  );
}
