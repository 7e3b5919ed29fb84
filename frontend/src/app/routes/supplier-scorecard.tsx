import { ScorecardView } from '@/features/scorecards/components/scorecard-view';

export default function SupplierScorecardPage() {
  return <ScorecardView scope={{ kind: 'portal' }} title="Seu desempenho" />;
}
