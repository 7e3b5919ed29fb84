import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';

const route = client.auth['supplier-sign-up'];
export type SupplierSignedUp = Answer<typeof route.$post>;

export const supplierSignUp = (json: Body<typeof route.$post>) => unwrap(route.$post({ json }));

/** A signed-up supplier with a link's token has a session already: every cached answer is stale. */
export const useSupplierSignUp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: supplierSignUp,
    onSuccess: (answer) => (answer.session_started ? queryClient.invalidateQueries() : undefined),
  });
};
