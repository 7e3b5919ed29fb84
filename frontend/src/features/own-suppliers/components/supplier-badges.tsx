import { Badge } from '@/components/ui/badge';

/**
 * Whether the supplier has its own account (it answers in the portal; without one, by the links its
 * e-mails carry) and whether it is on the marketplace (its public catalogue; this price list stays private).
 */
export function SupplierBadges({ claimed, listed }: { claimed: boolean; listed: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={claimed ? 'success' : 'secondary'}>{claimed ? 'Com conta' : 'Sem conta'}</Badge>
      {listed && <Badge variant="default">No marketplace</Badge>}
    </span>
  );
}
