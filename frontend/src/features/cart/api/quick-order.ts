import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { cartKeys } from '@/lib/query-keys/cart';

const quickOrder = client.cart['quick-order'];
// Shapes come from the server's router: a renamed field fails typecheck here.
export type QuickOrderPreview = Answer<typeof quickOrder.preview.$post>;
export type PreviewLine = QuickOrderPreview['lines'][number];
export type Candidate = PreviewLine['candidates'][number];
export type QuickOrderReport = Answer<typeof quickOrder.$post>;

/** Reads the lines against the catalogue; nothing is saved. */
export const usePreviewQuickOrder = () =>
  useMutation({
    mutationFn: (text: string) => unwrap(quickOrder.preview.$post({ json: { text } })),
  });

/** Puts the confirmed lines into the cart (summed with what it holds); the cart reloads. */
export const useAddQuickOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: Body<typeof quickOrder.$post>['lines']) => unwrap(quickOrder.$post({ json: { lines } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.contents }),
  });
};
