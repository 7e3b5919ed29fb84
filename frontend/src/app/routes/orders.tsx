import { Link, useSearchParams } from 'react-router';
import { FileDown, ScanBarcode, Wallet } from 'lucide-react';
import { TitledPage } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useOrganization } from '@/features/organizations/api/organization';
import type { OrderStatus } from '@/features/orders/api/orders';
import { OrdersList } from '@/features/orders/components/orders-list';
import { MonthXmls } from '@/features/fulfilment/components/month-xmls';
import { ordersQueryFrom } from '@/features/orders/orders-url';
import { OPENING_PAGES } from '../opening-pages';

/**
 * The accountant's CSVs with the list's filter (status). Plain links: the browser downloads the
 * streamed answer itself, so a long export never passes through the page's memory.
 */
function ExportLinks({ status }: { status?: OrderStatus }) {
  const query = status ? `?status=${status}` : '';
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={`/api/v1/purchase-orders/export.csv${query}`} download>
          <FileDown className="h-4 w-4" aria-hidden />
          Exportar pedidos (CSV)
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={`/api/v1/purchase-orders/export-lines.csv${query}`} download>
          <FileDown className="h-4 w-4" aria-hidden />
          Exportar itens (CSV)
        </a>
      </Button>
    </div>
  );
}

/** What follows an order: receiving it at the door, and paying for it. */
function AfterOrderLinks() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        {/* A document load, not a route change: only that page's own Permissions-Policy allows the camera. */}
        <a href="/app/receber">
          <ScanBarcode className="h-4 w-4" aria-hidden />
          Receber mercadoria
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to="/app/contas-a-pagar">
          <Wallet className="h-4 w-4" aria-hidden />
          Contas a pagar
        </Link>
      </Button>
    </div>
  );
}

/** /app/orders, and /app/approvals (the same list, pending only, for admins). */
export function OrdersScreen({
  title,
  description,
  fixedStatus,
}: {
  title: string;
  description: string;
  fixedStatus?: OrderStatus;
}) {
  const [params, setParams] = useSearchParams();
  const organization = useOrganization();
  const isAdmin = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  const { status, page, filters } = ordersQueryFrom(params, fixedStatus);
  return (
    <TitledPage
      width="max-w-6xl"
      title={title}
      description={description}
      actions={
        <div className="flex flex-wrap items-end gap-4">
          {!fixedStatus && <AfterOrderLinks />}
          <ExportLinks status={status} />
          {/* The accountant's XMLs are the organization's, not the list's: on the orders page, for who may see them. */}
          {isAdmin && !fixedStatus && <MonthXmls />}
        </div>
      }
    >
      <OrdersList
        status={status}
        page={page}
        filters={filters}
        showCounts={isAdmin}
        onChange={(next) => {
          const search = new URLSearchParams();
          if (next.status && !fixedStatus) search.set('status', next.status);
          if (next.page > 1) search.set('pagina', String(next.page));
          if (next.q) search.set('busca', next.q);
          if (next.from) search.set('de', next.from);
          if (next.to) search.set('ate', next.to);
          if (next.mine) search.set('meus', '1');
          setParams(search, { replace: true });
        }}
      />
    </TitledPage>
  );
}

export default function OrdersPage() {
  const { title, description } = OPENING_PAGES['/app/orders'];
  return <OrdersScreen title={title} description={description} />;
}
