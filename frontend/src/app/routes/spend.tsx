import { PageHeader } from '@/components/page-header';
import { SpendScreen } from '@/features/spend/components/spend-screen';

/** /app/gastos: spend analytics for owners and admins. */
export default function SpendPage() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Gastos"
        description="Quanto a organização gastou, comprometeu e reservou — por mês, fornecedor, categoria, centro de custo e pessoa."
      />
      <SpendScreen />
    </main>
  );
}
