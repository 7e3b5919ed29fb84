import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import type { KeyCommands } from '@/components/api-keys/key-management';
import type { NewKey } from '@/components/api-keys/key-create-dialog';
import { LIVE_FIGURES } from '@/lib/live-query';
import { supplierPortalKeys } from '@/lib/query-keys/supplier-portal';

const operatorKeys = client['supplier-api-key'];
const portalKeys = client['supplier-portal']['api-keys'];

export type SupplierKeyPage = Answer<typeof operatorKeys.$get>;
export type SupplierKey = SupplierKeyPage['data'][number];
export type SupplierKeyDetail = Answer<(typeof operatorKeys)[':id']['$get']>;
export type UsageLog = SupplierKeyDetail['usageLogs'][number];
export type Analytics = Answer<(typeof operatorKeys)[':id']['analytics']['$get']>;
export type KeysOfSupplier = Answer<typeof portalKeys.$get>;

type SupplierParam = Parameters<(typeof operatorKeys.supplier)[':supplierId']['$get']>[0]['param'];
/**
 * Whose keys a screen works on: the operator's console reaches any supplier's (`/supplier-api-key`),
 * the supplier portal only its own supplier's (`/supplier-portal/api-keys`). Same shapes.
 */
export type KeyScope = ({ kind: 'operator' } & SupplierParam) | { kind: 'portal' };
export const OPERATOR_KEYS = { kind: 'operator', supplierId: '' } as const satisfies KeyScope;
export const PORTAL_KEYS = { kind: 'portal' } as const satisfies KeyScope;

/** A supplier's keys (up to 100) and its 10 latest calls. */
export const keysOfSupplierQueryOptions = (scope: KeyScope) =>
  queryOptions({
    queryKey: supplierPortalKeys.keysOfSupplier(scope),
    queryFn: ({ signal }) =>
      unwrap(
        scope.kind === 'portal'
          ? portalKeys.$get(undefined, { init: { signal } })
          : operatorKeys.supplier[':supplierId'].$get(
              { param: { supplierId: scope.supplierId } },
              { init: { signal } },
            ),
      ),
  });
export const useKeysOfSupplier = (scope: KeyScope) => useQuery(keysOfSupplierQueryOptions(scope));

type KeyListQuery = NonNullable<Parameters<typeof operatorKeys.$get>[0]['query']>;
/** The operator's list screen: its search and supplier in the terms the API's query accepts, and its page. */
export type SupplierKeysQuery = Required<Pick<KeyListQuery, 'search'>> &
  Pick<KeyListQuery, 'supplierId'> & { page: number };

export const supplierKeysQueryOptions = (q: SupplierKeysQuery) =>
  queryOptions({
    queryKey: supplierPortalKeys.keys(q),
    queryFn: ({ signal }) => unwrap(operatorKeys.$get({ query: asQuery({ ...q, limit: 10 }) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
export const useSupplierKeys = (q: SupplierKeysQuery) => useQuery(supplierKeysQueryOptions(q));

export const supplierKeyQueryOptions = (id: string, scope: KeyScope = OPERATOR_KEYS) =>
  queryOptions({
    queryKey: supplierPortalKeys.key(id, scope.kind),
    queryFn: ({ signal }) =>
      unwrap(
        (scope.kind === 'portal' ? portalKeys : operatorKeys)[':id'].$get({ param: { id } }, { init: { signal } }),
      ),
  });
export const useSupplierKey = (id: string, scope?: KeyScope) => useQuery(supplierKeyQueryOptions(id, scope));

/** The analytics screen's choice (whose keys, one key or 'all', the period in days) as its route and query. */
const analyticsOf = (
  { scope, keyId, days }: { scope: KeyScope; keyId: string; days: number },
  init: { init: { signal: AbortSignal } },
) => {
  const query = asQuery({ days });
  if (keyId !== 'all') {
    return (scope.kind === 'portal' ? portalKeys : operatorKeys)[':id'].analytics.$get(
      { param: { id: keyId }, query },
      init,
    );
  }
  return scope.kind === 'portal'
    ? portalKeys.analytics.$get({ query }, init)
    : operatorKeys.supplier[':supplierId'].analytics.$get({ param: { supplierId: scope.supplierId }, query }, init);
};

/** The analytics request carries the period (days) and, for one key, hits the per-key variant. */
export const analyticsQueryOptions = (q: Parameters<typeof analyticsOf>[0]) =>
  queryOptions({
    queryKey: supplierPortalKeys.analytics(q),
    ...LIVE_FIGURES,
    queryFn: ({ signal }) => unwrap(analyticsOf(q, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
export const useAnalytics = (q: Parameters<typeof analyticsOf>[0]) => useQuery(analyticsQueryOptions(q));

const useKeyWrite = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useWrite(mutationFn, [supplierPortalKeys.keysAll, supplierPortalKeys.keyAll]);

/** The operator's new key, for the supplier it names. */
export const useCreateSupplierKey = () =>
  useKeyWrite((json: Body<typeof operatorKeys.$post>) => unwrap(operatorKeys.$post({ json })));
/** A supplier admin's new key, in the portal: always for the signed-in supplier. */
export const useCreateOwnSupplierKey = () =>
  useKeyWrite((json: Body<typeof portalKeys.$post>) => unwrap(portalKeys.$post({ json })));
export const useUpdateSupplierKey = (scope: KeyScope = OPERATOR_KEYS) =>
  useKeyWrite(({ id, ...json }: Body<(typeof portalKeys)[':id']['$put']> & { id: string }) =>
    unwrap((scope.kind === 'portal' ? portalKeys : operatorKeys)[':id'].$put({ param: { id }, json })),
  );
export const useRegenerateSupplierKey = (scope: KeyScope = OPERATOR_KEYS) =>
  useKeyWrite((id: string) =>
    unwrap((scope.kind === 'portal' ? portalKeys : operatorKeys)[':id'].regenerate.$post({ param: { id } })),
  );
export const useDeleteSupplierKey = (scope: KeyScope = OPERATOR_KEYS) =>
  useKeyWrite((id: string) =>
    unwrap((scope.kind === 'portal' ? portalKeys : operatorKeys)[':id'].$delete({ param: { id } })),
  );

/** The key screen's commands over whose keys `scope` says. */
export function useSupplierKeyCommands(scope: KeyScope): KeyCommands {
  const update = useUpdateSupplierKey(scope);
  const regenerate = useRegenerateSupplierKey(scope);
  const remove = useDeleteSupplierKey(scope);
  return {
    setEnabled: (id, enabled) => update.mutateAsync({ id, enabled }),
    rotate: (id) => regenerate.mutateAsync(id).then((r) => r.key),
    revoke: (id) => remove.mutateAsync(id),
  };
}

/** A new key: the operator's names its supplier; the portal's is always for the signed-in one. */
export function useCreateKeyFor(scope: KeyScope) {
  const createForSupplier = useCreateSupplierKey();
  const createOwn = useCreateOwnSupplierKey();
  return async ({ name, description, supplierId, neverExpires, expiresAt }: NewKey) => {
    const fields = { name, description, neverExpires, expiresAt };
    const created =
      scope.kind === 'operator'
        ? await createForSupplier.mutateAsync({ ...fields, supplierId })
        : await createOwn.mutateAsync(fields);
    return created.key;
  };
}

export const supplierOptionsQueryOptions = () =>
  queryOptions({
    queryKey: supplierPortalKeys.supplierOptions,
    queryFn: ({ signal }) =>
      unwrap(client.suppliers.$get({ query: { includeInactive: 'true' } }, { init: { signal } })),
  });
export const useSupplierOptions = (enabled = true) => useQuery({ ...supplierOptionsQueryOptions(), enabled });
