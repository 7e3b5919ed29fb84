import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { catalogueKeys } from '@/lib/query-keys/catalogue';
import { ownSuppliersKeys, type PriceListQuery } from '@/lib/query-keys/own-suppliers';

// The price list this organization keeps for one of its own suppliers (#54), typed by the server's router.
const products = client['own-suppliers'][':id'].products;
export type PriceListPage = Answer<typeof products.$get>;
export type PriceListProduct = PriceListPage['data'][number];
export type NewPriceListProduct = Body<typeof products.$post>;
export type PriceListProductChange = Body<(typeof products)[':productId']['$patch']>;
export type CsvImportPreview = Answer<typeof products.import.$post>;
export type CsvImportRow = CsvImportPreview['rows'][number];
export type PriceChange = Answer<(typeof products)[':productId']['price-changes']['$get']>['data'][number];

export const PRICE_LIST_PAGE_SIZE = 20;

export const priceListQueryOptions = (supplierId: string, q: PriceListQuery) =>
  queryOptions({
    queryKey: ownSuppliersKeys.products(supplierId, q),
    queryFn: ({ signal }) =>
      unwrap(
        products.$get(
          {
            param: { id: supplierId },
            query: asQuery({ page: q.page, limit: PRICE_LIST_PAGE_SIZE, q: q.q.trim() }),
          },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
export const usePriceList = (supplierId: string, q: PriceListQuery) => useQuery(priceListQueryOptions(supplierId, q));

export const priceChangesQueryOptions = (supplierId: string, productId: string) =>
  queryOptions({
    queryKey: ownSuppliersKeys.priceChanges(supplierId, productId),
    queryFn: ({ signal }) =>
      unwrap(
        products[':productId']['price-changes'].$get({ param: { id: supplierId, productId } }, { init: { signal } }),
      ).then((r) => r.data),
  });
/** Asked when the history is opened, not for every line of the list. */
export const usePriceChanges = (supplierId: string, productId: string, enabled: boolean) =>
  useQuery({ ...priceChangesQueryOptions(supplierId, productId), enabled });

/**
 * A price list write refreshes this supplier's lines and their histories, its product count, and the
 * catalogue (these products are this organization's to search, list and order).
 */
const refreshes = (supplierId: string) => [
  ownSuppliersKeys.productsOf(supplierId),
  ownSuppliersKeys.supplier(supplierId),
  ownSuppliersKeys.listAll,
  ownSuppliersKeys.priceChangesOf(supplierId),
  catalogueKeys.all,
];

export const useAddPriceListProduct = (supplierId: string) =>
  useWrite(
    (json: NewPriceListProduct) => unwrap(products.$post({ param: { id: supplierId }, json })),
    refreshes(supplierId),
  );

export const useChangePriceListProduct = (supplierId: string) =>
  useWrite(
    ({ productId, ...json }: PriceListProductChange & { productId: string }) =>
      unwrap(products[':productId'].$patch({ param: { id: supplierId, productId }, json })),
    refreshes(supplierId),
  );

export const useRemovePriceListProduct = (supplierId: string) =>
  useWrite(
    (productId: string) => unwrap(products[':productId'].$delete({ param: { id: supplierId, productId } })),
    refreshes(supplierId),
  );

export type CsvImportInput = Omit<Body<typeof products.import.$post>, 'dry_run'>;

const importCsv = (supplierId: string, json: CsvImportInput, dryRun: boolean) =>
  unwrap(products.import.$post({ param: { id: supplierId }, json: { ...json, dry_run: dryRun } }));

/** The CSV's preview: each line as it would be written, with its errors; nothing is written. */
export const usePreviewPriceListCsv = (supplierId: string) =>
  useMutation({ mutationFn: (json: CsvImportInput) => importCsv(supplierId, json, true) });

/** The import itself: every line written, or, with one line wrong, none (422 with the same preview). */
export const useImportPriceListCsv = (supplierId: string) =>
  useWrite((json: CsvImportInput) => importCsv(supplierId, json, false), refreshes(supplierId));
