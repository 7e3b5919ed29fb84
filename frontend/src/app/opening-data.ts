import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/features/identity/api/get-session';
import { myMembershipsQueryOptions } from '@/features/identity/api/switch-organization';
import {
  categoriesQueryOptions,
  productFacetsQueryOptions,
  productsQueryOptions,
} from '@/features/catalogue/api/catalogue';
import { negotiatedPricesQueryOptions } from '@/features/catalogue/api/negotiated-prices';
import { filtersFrom } from '@/features/catalogue/catalogue-url';
import { deliveryAddressesQueryOptions } from '@/features/organizations/api/delivery-addresses';
import { organizationQueryOptions } from '@/features/organizations/api/organization';
import { quotesQueryOptions } from '@/features/quotes/api/quotes';
import { quotesQueryFrom } from '@/features/quotes/quotes-url';
import { ordersQueryOptions } from '@/features/orders/api/orders';
import { ordersQueryFrom } from '@/features/orders/orders-url';
import { payablesQueryOptions, payableWeeksQueryOptions } from '@/features/payables/api/payables';
import { payablesQueryFrom } from '@/features/payables/payables-url';

/**
 * What the screen a page opens on reads first, asked for while its code is still on the way (a
 * route loader's job; the data router is left out of the entry, see router.tsx). The same query
 * options and the same reading of the address as the screens', so they find the answers in the
 * cache instead of asking again. A failure here is the screen's to show: its own query asks again.
 */
const OPENING_READS: Record<string, (client: QueryClient, params: URLSearchParams) => void> = {
  '/app': (client, params) => {
    void client.prefetchQuery(categoriesQueryOptions());
    // The first page follows the default delivery address's city, as the screen's does.
    void client
      .fetchQuery(deliveryAddressesQueryOptions())
      .catch(() => [])
      .then((addresses) => {
        const filters = filtersFrom(params, addresses.find((a) => a.isDefault)?.city.id);
        void client.prefetchQuery(productsQueryOptions(filters));
        void client.prefetchQuery(productFacetsQueryOptions(filters));
      });
    void client
      .fetchQuery(sessionQueryOptions())
      .then((s) => {
        if (s.session.activeOrganizationId) void client.prefetchQuery(negotiatedPricesQueryOptions());
      })
      .catch(() => undefined);
  },
  '/app/cotacoes': (client, params) => void client.prefetchQuery(quotesQueryOptions(quotesQueryFrom(params))),
  '/app/orders': (client, params) => {
    const { status, page, filters } = ordersQueryFrom(params);
    void client.prefetchQuery(ordersQueryOptions({ status, page, ...filters }));
    void client.prefetchQuery(organizationQueryOptions());
  },
  '/app/contas-a-pagar': (client, params) => {
    void client.prefetchQuery(payableWeeksQueryOptions());
    void client.prefetchQuery(payablesQueryOptions(payablesQueryFrom(params)));
    void client.prefetchQuery(organizationQueryOptions());
  },
};

/** Every signed-in screen's frame needs the session and the memberships; then the screen's own reads. */
export function prefetchOpeningData(client: QueryClient, { pathname, search }: { pathname: string; search: string }) {
  if (!/^\/app(\/|$)/.test(pathname)) return;
  void client.prefetchQuery(sessionQueryOptions());
  void client.prefetchQuery(myMembershipsQueryOptions());
  OPENING_READS[pathname.replace(/\/+$/, '') || '/']?.(client, new URLSearchParams(search));
}
