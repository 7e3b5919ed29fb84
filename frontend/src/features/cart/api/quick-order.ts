import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// Shapes come from the server's router: a renamed field fails typecheck here.
export type QuickOrderPreview = ApiResponse<ApiClient['cart']['quick-order']['preview']['$post']>;
export type PreviewLine = QuickOrderPreview['lines'][number];
export type Candidate = PreviewLine['candidates'][number];
export type QuickOrderReport = ApiResponse<ApiClient['cart']['quick-order']['$post']>;

/** Reads the lines against the catalogue; nothing is saved. */
export const usePreviewQuickOrder = () =>
  useMutation({
    mutationFn: (text: string) => api.post<QuickOrderPreview>('/cart/quick-order/preview', { text }),
  });

/** Puts the confirmed lines into the cart (summed with what it holds); the cart reloads. */
export const useAddQuickOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: Array<{ productId: string; quantity: number }>) =>
      api.post<QuickOrderReport>('/cart/quick-order', { lines }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
};
