import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { budgetsKeys } from '@/lib/query-keys/budgets';
import { catalogueKeys } from '@/lib/query-keys/catalogue';
import { operatorKeys, type AdminProductsQuery } from '@/lib/query-keys/operator';
import { supplierPortalKeys } from '@/lib/query-keys/supplier-portal';

export type AdminSupplier = Answer<typeof client.suppliers.$get>[number];
export type AdminCategory = Answer<(typeof client.categorys)['with-count']['$get']>[number];
export type AdminProductPage = Answer<typeof client.products.$get>;
export type AdminProduct = AdminProductPage['data'][number];
export type AdminCity = Answer<typeof client.suppliers.cities.$get>[number];

export const adminSuppliersQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.suppliers,
    queryFn: ({ signal }) =>
      unwrap(client.suppliers.$get({ query: { includeInactive: 'true' } }, { init: { signal } })),
  });
export const useAdminSuppliers = () => useQuery(adminSuppliersQueryOptions());

/** The console's page of suppliers, searched by name or CNPJ: the API hands them over whole. */
export const useAdminSupplierPage = (search: string, page: number, pageSize: number) =>
  useQuery({
    ...adminSuppliersQueryOptions(),
    // Filtered and paged here, in the list screen's { data, pagination } shape.
    select: (all) => {
      const term = search.trim().toLowerCase();
      const cnpjTerm = term.replace(/[^0-9a-z]/g, '').toUpperCase();
      const rows = all.filter(
        (s) => !term || s.name.toLowerCase().includes(term) || (cnpjTerm.length > 0 && s.cnpj.includes(cnpjTerm)),
      );
      return {
        data: rows.slice((page - 1) * pageSize, page * pageSize),
        pagination: { page, totalPages: Math.max(1, Math.ceil(rows.length / pageSize)), total: rows.length },
      };
    },
  });

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.categories,
    queryFn: ({ signal }) => unwrap(client.categorys['with-count'].$get(undefined, { init: { signal } })),
  });
export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());

export const adminCitiesQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.cities,
    queryFn: ({ signal }) => unwrap(client.suppliers.cities.$get(undefined, { init: { signal } })),
    staleTime: 30 * 60_000,
  });
export const useAdminCities = () => useQuery(adminCitiesQueryOptions());

export const adminProductsQueryOptions = (q: AdminProductsQuery) =>
  queryOptions({
    queryKey: operatorKeys.products(q),
    queryFn: ({ signal }) =>
      unwrap(
        client.products.$get(
          {
            // Newest first, unless searching: then the catalogue's relevance.
            query: q.search
              ? { page: String(q.page), limit: '20', search: q.search, includeInactive: 'true' }
              : { page: String(q.page), limit: '20', includeInactive: 'true', sort: 'newest', order: 'desc' },
          },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
export const useAdminProducts = (q: AdminProductsQuery) => useQuery(adminProductsQueryOptions(q));

/**
 * Every write refreshes the console's lists (not the cities served, which it does not change) and what the
 * rest of the app shows of the catalogue: its pages, the suppliers to choose from, the categories to budget.
 */
function useWrite<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [
          operatorKeys.suppliers,
          operatorKeys.categories,
          operatorKeys.productsAll,
          operatorKeys.supplierPeopleAll,
          operatorKeys.deadLettersAll,
          catalogueKeys.all,
          supplierPortalKeys.all,
          budgetsKeys.categories,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** Without an id, a new one. */
type Saving<Input> = Input & Partial<Record<'id', string>>;

export const useSaveSupplier = () =>
  useWrite(({ id, ...json }: Saving<Body<typeof client.suppliers.$post>>) =>
    id ? unwrap(client.suppliers[':id'].$put({ param: { id }, json })) : unwrap(client.suppliers.$post({ json })),
  );
export const useDeleteSupplier = () =>
  useWrite((id: string) => unwrap(client.suppliers[':id'].$delete({ param: { id } })));

export const useSaveCategory = () =>
  useWrite(({ id, ...json }: Saving<Body<typeof client.categorys.$post>>) =>
    id ? unwrap(client.categorys[':id'].$put({ param: { id }, json })) : unwrap(client.categorys.$post({ json })),
  );
export const useDeleteCategory = () =>
  useWrite((id: string) => unwrap(client.categorys[':id'].$delete({ param: { id } })));

export const useSaveProduct = () =>
  useWrite(({ id, ...json }: Saving<Body<typeof client.products.$post>>) =>
    id ? unwrap(client.products[':id'].$put({ param: { id }, json })) : unwrap(client.products.$post({ json })),
  );
export const useDeleteProduct = () =>
  useWrite((id: string) => unwrap(client.products[':id'].$delete({ param: { id } })));

export type SupplierPeople = Answer<(typeof client.suppliers)[':id']['people']['$get']>;
export const supplierPeopleQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: operatorKeys.supplierPeople(supplierId),
    queryFn: ({ signal }) =>
      unwrap(client.suppliers[':id'].people.$get({ param: { id: supplierId } }, { init: { signal } })),
  });
export const useSupplierPeople = (supplierId: string) => useQuery(supplierPeopleQueryOptions(supplierId));

export type SupplierPersonInvite = Body<(typeof client.suppliers)[':id']['people']['$post']>;
/** The operator invites someone of the supplier's (admin or staff); they accept from the e-mail. */
export const useInviteSupplierPerson = (supplierId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: SupplierPersonInvite) =>
      unwrap(client.suppliers[':id'].people.$post({ param: { id: supplierId }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierPeopleQueryOptions(supplierId).queryKey }),
  });
};
