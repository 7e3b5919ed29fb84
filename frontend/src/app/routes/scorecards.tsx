import { PageHeader } from '@/components/page-header';
import { ScorecardTable } from '@/features/scorecards/components/scorecard-table';

export default function ScorecardsPage() {
  return (
    <main className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <PageHeader
        title="Desempenho dos fornecedores"
        description="Atendimento, prazo, recusas e ocorrências nos pedidos da sua organização."
      />
      <ScorecardTable who="buyer" linkTo={(id) => `/app/scorecards/${id}`} />
    </main>
  );
}
