import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { ScorecardView } from '@/features/scorecards/components/scorecard-view';

/** One supplier's scorecard: the buyer's (its own orders) or, under /app/operator, everyone's. */
export default function ScorecardPage() {
  const { supplierId = '' } = useParams();
  const operator = useLocation().pathname.startsWith('/app/operator/');
  const back = operator ? '/app/operator?aba=desempenho' : '/app/scorecards';
  return (
    <main className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <Link to={back} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Todos os fornecedores
      </Link>
      <ScorecardView
        scope={operator ? { kind: 'operator', supplierId } : { kind: 'buyer', supplierId }}
        title={
          operator ? 'Desempenho do fornecedor (todos os compradores)' : 'Desempenho do fornecedor nos seus pedidos'
        }
      />
    </main>
  );
}
