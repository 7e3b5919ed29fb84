import type { UseQueryResult } from '@tanstack/react-query';
import { PaginationBar } from '@/components/pagination-bar';
import { QueryContent } from '@/components/query-content';
import type { PayablePage } from '../api/payables';
import { PayableCard } from './payable-card';

/** The page of payables as the API orders it (overdue first, then by due date, paid last), or why there is none. */
export function PayableList({
  query,
  filtering,
  canPay,
  onPage,
}: {
  query: UseQueryResult<PayablePage>;
  filtering: boolean;
  canPay: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <QueryContent
      query={query}
      loading="Carregando contas a pagar…"
      error="Não foi possível carregar as contas a pagar."
    >
      {({ data, pagination }) =>
        data.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            {filtering ? (
              <p>Nenhuma conta a pagar com esses filtros.</p>
            ) : (
              <>
                <p className="font-medium text-slate-800">Nenhuma conta a pagar por enquanto.</p>
                <p className="mt-1">
                  Cada NF-e recebida vira contas a pagar: as duplicatas da nota ou, sem elas, o prazo de pagamento do
                  pedido.
                </p>
              </>
            )}
          </div>
        ) : (
          <div className="space-y-3">
            <ul aria-label="Contas a pagar" className="space-y-3">
              {data.map((p) => (
                <li key={p.id}>
                  <PayableCard payable={p} canPay={canPay} />
                </li>
              ))}
            </ul>
            <PaginationBar
              page={pagination.page}
              totalPages={pagination.totalPages}
              total={pagination.total}
              onPage={onPage}
            />
          </div>
        )
      }
    </QueryContent>
  );
}
