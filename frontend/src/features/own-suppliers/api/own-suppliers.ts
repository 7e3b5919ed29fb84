import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { catalogueKeys } from '@/lib/query-keys/catalogue';
import { ownSuppliersKeys, type OwnSuppliersQuery } from '@/lib/query-keys/own-suppliers';

// Shapes come from the server's router (#54, the own-suppliers routes): a renamed field fails typecheck here.
const ownSuppliers = client['own-suppliers'];
export type OwnSupplierPage = Answer<typeof ownSuppliers.$get>;
export type OwnSupplier = Answer<(typeof ownSuppliers)[':id']['$get']>;
export type CnpjLookup = Answer<typeof ownSuppliers.lookup.$get>;
export type NewOwnSupplier = Body<typeof ownSuppliers.$post>;
export type OwnSupplierChange = Body<(typeof ownSuppliers)[':id']['$patch']>;

export const OWN_SUPPLIERS_PAGE_SIZE = 20;

export const ownSuppliersQueryOptions = (q: OwnSuppliersQuery) =>
  queryOptions({
    queryKey: ownSuppliersKeys.list(q),
    queryFn: ({ signal }) =>
      unwrap(
        ownSuppliers.$get(
          { query: asQuery({ page: q.page, limit: OWN_SUPPLIERS_PAGE_SIZE, q: q.q.trim() }) },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
export const useOwnSuppliers = (q: OwnSuppliersQuery) => useQuery(ownSuppliersQueryOptions(q));

export const ownSupplierQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ownSuppliersKeys.supplier(id),
    queryFn: ({ signal }) => unwrap(ownSuppliers[':id'].$get({ param: { id } }, { init: { signal } })),
  });
export const useOwnSupplier = (id: string) => useQuery(ownSupplierQueryOptions(id));

/**
 * What is known of a CNPJ before adding it: a marketplace supplier to offer instead, or one this
 * organization already added. Asked only for a CNPJ whose check digits are right (`cnpj` normalized).
 */
export const cnpjLookupQueryOptions = (cnpj: string) =>
  queryOptions({
    queryKey: ownSuppliersKeys.lookup(cnpj),
    queryFn: ({ signal }) => unwrap(ownSuppliers.lookup.$get({ query: { cnpj } }, { init: { signal } })),
    staleTime: 30_000,
  });
export const useCnpjLookup = (cnpj: string | null) =>
  useQuery({ ...cnpjLookupQueryOptions(cnpj ?? ''), enabled: cnpj !== null });

/** A supplier write changes the list, the supplier and what the catalogue offers this organization. */
const SUPPLIER_WRITES = [ownSuppliersKeys.all, catalogueKeys.suppliers, catalogueKeys.all];

export const useAddOwnSupplier = () =>
  useWrite((json: NewOwnSupplier) => unwrap(ownSuppliers.$post({ json })), SUPPLIER_WRITES);

export const useChangeOwnSupplier = () =>
  useWrite(
    ({ id, ...json }: OwnSupplierChange & { id: string }) =>
      unwrap(ownSuppliers[':id'].$patch({ param: { id }, json })),
    SUPPLIER_WRITES,
  );

export const useRemoveOwnSupplier = () =>
  useWrite((id: string) => unwrap(ownSuppliers[':id'].$delete({ param: { id } })), SUPPLIER_WRITES);
