import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write to the API that, once it has answered, refreshes every query under the given key prefixes
 * (taken from the features' key factories), so what a write changes is said where the write is.
 */
export function useWrite<T, R>(mutationFn: (input: T) => Promise<R>, refreshes: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
