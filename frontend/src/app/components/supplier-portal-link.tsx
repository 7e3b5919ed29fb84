import { useNavigate } from 'react-router';
import { Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/toast-error';
import { useMySupplierMemberships, useSwitchToSupplier } from '@/features/session/api/switch-organization';

/** For people who also answer for a supplier: one click into its portal. */
export function SupplierPortalLink() {
  const suppliers = useMySupplierMemberships();
  const switchTo = useSwitchToSupplier();
  const navigate = useNavigate();
  const first = suppliers.data?.[0];
  if (!first) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={switchTo.isPending}
      onClick={() =>
        switchTo.mutate(first.supplierId, { onSuccess: () => navigate('/fornecedor'), onError: (e) => toastError(e) })
      }
    >
      <Store className="mr-1 h-4 w-4" aria-hidden />
      <span className="hidden sm:inline">Portal do fornecedor</span>
      <span className="sr-only sm:hidden">Portal do fornecedor</span>
    </Button>
  );
}
