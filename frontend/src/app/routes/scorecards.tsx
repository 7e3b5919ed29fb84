import { TitledPage } from '@/components/page-header';
import { ScorecardTable } from '@/features/scorecards/components/scorecard-table';

export default function ScorecardsPage() {
  return (
    <TitledPage
      width="max-w-7xl"
      className="space-y-4"
      title="Desempenho dos fornecedores"
      description="Atendimento, prazo, recusas e ocorrências nos pedidos da sua organização."
    >
      <ScorecardTable who="buyer" linkTo={(id) => `/app/scorecards/${id}`} />
    </TitledPage>
  );
}
