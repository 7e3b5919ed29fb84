import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { useBilling } from '../api/billing';

/**
 * What the trial of Pro means for the people invited, said from its first day (decision 0056): unpaid,
 * the organization is back on Gratuito, one person, and the others leave it when the trial ends.
 */
export function TrialNoticeText({ trialEnd, canManage }: { trialEnd: string; canManage: boolean }) {
  return (
    <div
      role="note"
      aria-label="Teste do plano Pro"
      className="space-y-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p>
        <strong>Teste do plano Pro até {formatDateTime(trialEnd)}.</strong> Sem assinatura, a organização volta ao plano
        Gratuito, que tem lugar para 1 pessoa: quem foi convidado deixa a organização nesse dia (os pedidos e cotações
        continuam nela) e os convites pendentes são cancelados. Todos recebem um aviso por e-mail na véspera.
      </p>
      {canManage && (
        <Link to="/app/upgrade" className="font-medium text-amber-950 underline">
          Assinar o Pro e manter todos
        </Link>
      )}
    </div>
  );
}

/** The notice, when the organization is trying Pro (nothing otherwise). */
export function TrialNotice({ canManage }: { canManage: boolean }) {
  const sub = useBilling().data?.subscription;
  if (!sub || sub.status !== 'trialing' || !sub.trialEnd || sub.amount === 0) return null;
  return <TrialNoticeText trialEnd={sub.trialEnd} canManage={canManage} />;
}
