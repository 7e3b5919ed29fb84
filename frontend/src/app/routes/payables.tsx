import { TitledPage } from '@/components/page-header';
import { useOrganization } from '@/features/organizations/api/organization';
import { PayablesScreen } from '@/features/payables/components/payables-screen';

/** /app/contas-a-pagar: everyone reads what the organization owes; owners and admins record payments. */
export default function PayablesPage() {
  const organization = useOrganization();
  const canPay = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  return (
    <TitledPage
      width="max-w-7xl"
      title="Contas a pagar"
      description="As parcelas das NF-e recebidas, com os créditos de ocorrências já abatidos."
    >
      <PayablesScreen canPay={canPay} />
    </TitledPage>
  );
}
