import { useNavigate } from 'react-router';
import { Store } from 'lucide-react';
import { toastError } from '@/lib/toast-error';
import { useMySupplierMemberships, useSwitchToSupplier } from '@/features/identity/api/switch-organization';
import { AccountChoiceButton } from './account-choice';

/** For people who also answer for a supplier (or several): into its portal. */
export function SupplierPortalLink() {
  const suppliers = useMySupplierMemberships();
  const switchTo = useSwitchToSupplier();
  const navigate = useNavigate();
  return (
    <AccountChoiceButton
      title="Entrar no portal de qual fornecedor?"
      choices={(suppliers.data ?? []).map((s) => ({ id: s.supplierId, label: `Entrar como ${s.name}` }))}
      pending={switchTo.isPending}
      onChoose={(supplierId) =>
        switchTo.mutate(supplierId, { onSuccess: () => navigate('/fornecedor'), onError: (e) => toastError(e) })
      }
    >
      <Store className="mr-1 h-4 w-4" aria-hidden />
      {/* Words where the top bar has room: not beside the main entries (from 1024 px), whose header stops widening at 1280. */}
      <span className="sr-only sm:not-sr-only lg:sr-only">Portal do fornecedor</span>
    </AccountChoiceButton>
  );
}
