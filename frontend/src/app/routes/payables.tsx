import { TitledPage } from '@/components/page-header';
import { useOrganization } from '@/features/organizations/api/organization';
import { PayablesScreen } from '@/features/payables/components/payables-screen';
import { OPENING_PAGES } from '../opening-pages';

/** /app/contas-a-pagar: everyone reads what the organization owes; owners and admins record payments. */
export default function PayablesPage() {
  const organization = useOrganization();
  const canPay = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  return (
    <TitledPage {...OPENING_PAGES['/app/contas-a-pagar']}>
      <PayablesScreen canPay={canPay} />
    </TitledPage>
  );
}
