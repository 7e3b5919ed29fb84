import { useState } from 'react';
import { Link } from 'react-router';
import { FileText, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CartFillReportDialog, type CartFillReport } from '@/components/cart-fill-report';
import { toastError } from '@/lib/toast-error';
import { useOrderAgain } from '../api/order-again';

/**
 * "Pedir novamente", then the report of what changed since the order (prices, minimums, availability);
 * or "Cotar novamente": the same lines asked of several suppliers first.
 */
export function OrderAgainButton({ orderId }: { orderId: string }) {
  const orderAgain = useOrderAgain();
  const [report, setReport] = useState<CartFillReport | null>(null);
  return (
    <>
      <Button
        disabled={orderAgain.isPending}
        onClick={() => orderAgain.mutate(orderId, { onSuccess: setReport, onError: (e) => toastError(e) })}
      >
        <RotateCcw className="h-4 w-4" aria-hidden />
        {orderAgain.isPending ? 'Adicionando…' : 'Pedir novamente'}
      </Button>
      <Button variant="outline" asChild>
        <Link to={`/app/cotacoes/nova?pedido=${orderId}`}>
          <FileText className="h-4 w-4" aria-hidden /> Cotar novamente
        </Link>
      </Button>
      <CartFillReportDialog report={report} onOpenChange={(open) => !open && setReport(null)} />
    </>
  );
}
