import { TitledPage } from '@/components/page-header';
import { SpendScreen } from '@/features/spend/components/spend-screen';

/** /app/gastos: spend analytics for owners and admins. */
export default function SpendPage() {
  return (
    <TitledPage
      width="max-w-7xl"
      title="Gastos"
      description="Quanto a organização gastou, comprometeu e reservou — por mês, fornecedor, categoria, centro de custo e pessoa."
    >
      <SpendScreen />
    </TitledPage>
  );
}
