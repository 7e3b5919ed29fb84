import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryContent } from '@/components/query-content';
import { saoPauloToday } from '@/lib/dates';
import { formatDay, formatQuantity } from '@/lib/format';
import { useProcurementOverview, type ProcurementOverview } from '../api/dashboard';

const linkClass = 'inline-block text-sm font-medium text-brand-700 hover:underline';

/** One card of the first row: a titled region with the figures and the way to act on them. */
function OverviewCard({
  title,
  action,
  children,
}: {
  title: string;
  action: ReactNode;
  children: (overview: ProcurementOverview) => ReactNode;
}) {
  const overview = useProcurementOverview();
  const heading = useId();
  return (
    <Card role="region" aria-labelledby={heading}>
      <CardHeader className="pb-2">
        <CardTitle as="h2" id={heading}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <QueryContent query={overview} loading="Carregando…" error="Não foi possível carregar.">
          {(o) => <div className="space-y-1">{children(o)}</div>}
        </QueryContent>
        {action}
      </CardContent>
    </Card>
  );
}

const Figure = ({ children }: { children: ReactNode }) => <p className="text-3xl font-bold tabular-nums">{children}</p>;
const Line = ({ children, urgent = false }: { children: ReactNode; urgent?: boolean }) => (
  <p className={urgent ? 'text-sm font-medium text-amber-800' : 'text-sm text-slate-600'}>{children}</p>
);

/**
 * The dashboard's first three cards — orders under way, orders waiting for approval, deliveries
 * expected — for the grid the page lays out with what is due beside them. `manager`: an owner or
 * admin, whose approvals inbox the approvals card opens (a member follows the orders instead).
 */
export function ProcurementOverviewCards({ manager }: { manager: boolean }) {
  return (
    <>
      <OverviewCard
        title="Pedidos"
        action={
          <Link to="/app/orders" className={linkClass}>
            Ver pedidos
          </Link>
        }
      >
        {({ orders }) => (
          <>
            <Figure>{orders.inProgress}</Figure>
            <Line>{formatQuantity(orders.inProgress, 'pedido em andamento', 'pedidos em andamento')}</Line>
            {orders.awaitingSupplier > 0 && (
              <Line urgent>
                {formatQuantity(orders.awaitingSupplier, 'envio', 'envios')} sem resposta do fornecedor
              </Line>
            )}
          </>
        )}
      </OverviewCard>
      <OverviewCard
        title="Aprovações"
        action={
          <Link to={manager ? '/app/approvals' : '/app/orders'} className={linkClass}>
            {manager ? 'Abrir aprovações' : 'Ver pedidos'}
          </Link>
        }
      >
        {({ approvals }) => (
          <>
            <Figure>{approvals.awaitingApproval}</Figure>
            <Line urgent={manager && approvals.awaitingApproval > 0}>
              {formatQuantity(
                approvals.awaitingApproval,
                'pedido aguardando aprovação',
                'pedidos aguardando aprovação',
              )}
            </Line>
          </>
        )}
      </OverviewCard>
      <OverviewCard
        title="Entregas"
        action={
          // A plain link: the receiving page's camera is allowed by its own Permissions-Policy, read on a document load.
          <a href="/app/receber" className={linkClass}>
            Receber mercadoria
          </a>
        }
      >
        {({ deliveries }) => (
          <>
            <Figure>{deliveries.onTheWay}</Figure>
            <Line>{formatQuantity(deliveries.onTheWay, 'remessa a caminho', 'remessas a caminho')}</Line>
            {deliveries.toCheck > 0 && (
              <Line urgent>
                {formatQuantity(deliveries.toCheck, 'entregue para conferir', 'entregues para conferir')}
              </Line>
            )}
            {deliveries.toShip > 0 && (
              <Line>{formatQuantity(deliveries.toShip, 'confirmado por despachar', 'confirmados por despachar')}</Line>
            )}
            {deliveries.nextExpectedOn && <NextExpected day={deliveries.nextExpectedOn} />}
          </>
        )}
      </OverviewCard>
    </>
  );
}

/** The next day a delivery is due; one already past is late, and said so. */
function NextExpected({ day }: { day: string }) {
  const shown = formatDay(day).slice(0, 5);
  return day < saoPauloToday() ? (
    <Line urgent>Atrasada: prevista para {shown}</Line>
  ) : (
    <Line>Próxima prevista para {shown}</Line>
  );
}
