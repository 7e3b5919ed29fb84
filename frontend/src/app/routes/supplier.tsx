import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { QueryContent } from '@/components/query-content';
import { useProducts, useSupplier } from '@/features/catalogue/api/catalogue';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { ScorecardSummary } from '@/features/scorecards/components/scorecard-summary';
import { formatBRL, formatQuantity } from '@/lib/format';
import { deliveryTermsText } from '../../../../functions/suppliers/supplier-terms';
import { useAddToCartWithFeedback } from '../use-add-to-cart';

export default function SupplierPage() {
  const { id = '' } = useParams();
  const supplier = useSupplier(id);
  const products = useProducts({ page: 1, supplierId: id, sort: 'name', order: 'asc' });
  const addToCart = useAddToCartWithFeedback();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <QueryContent query={supplier} loading="Carregando fornecedor…" error="Fornecedor não encontrado.">
        {(s) => (
          <header className="mb-6 flex flex-wrap items-center gap-4">
            <span className="h-12 w-12 rounded-xl" style={{ backgroundColor: s.color }} aria-hidden />
            <div>
              <h1 className="text-2xl font-bold">{s.name}</h1>
              <p className="text-sm text-slate-600">
                CNPJ {s.cnpjFormatted} · {s.email}
                {s.phone ? ` · ${s.phone}` : ''}
              </p>
              <dl
                className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4"
                aria-label="Condições de compra"
              >
                <div>
                  <dt className="text-slate-500">Pedido mínimo</dt>
                  <dd className="font-medium">
                    {s.minimumOrderValue > 0 ? formatBRL(s.minimumOrderValue) : 'Sem mínimo'}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">Prazo de entrega</dt>
                  <dd className="font-medium">
                    {s.leadTimeDays === 0 ? 'No mesmo dia' : formatQuantity(s.leadTimeDays, 'dia', 'dias')}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">Dias de entrega</dt>
                  <dd className="font-medium">
                    {deliveryTermsText({ deliveryWeekdays: s.deliveryWeekdays, orderCutoff: s.orderCutoff }).replace(
                      /^entrega /,
                      '',
                    ) || 'Todos os dias'}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500">Pagamento</dt>
                  <dd className="font-medium">{s.paymentTerms.join(', ') || 'A combinar'}</dd>
                </div>
              </dl>
              <div className="mt-2">
                <ScorecardSummary supplierId={s.id} />
              </div>
              <div className="mt-2 flex flex-wrap gap-1">
                {s.cities.map((c) => (
                  <Badge key={c.id} variant="outline">
                    {c.name}/{c.state}
                  </Badge>
                ))}
              </div>
            </div>
          </header>
        )}
      </QueryContent>
      <QueryContent
        query={products}
        loading="Carregando produtos…"
        error="Não foi possível carregar os produtos."
        empty="Este fornecedor ainda não tem produtos."
        isEmpty={(d) => d.data.length === 0}
      >
        {(page) => (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {page.data.map((p) => (
              <ProductCard key={p.id} product={p} onAdd={(pid, q) => addToCart(pid, q, p.name)} />
            ))}
          </div>
        )}
      </QueryContent>
    </main>
  );
}
