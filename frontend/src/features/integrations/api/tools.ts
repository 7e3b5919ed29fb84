import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type Integration = ApiResponse<ApiClient['integrations']['$get']>['data'][number];
// Webhook shapes come from the server's router: a renamed field fails typecheck here.
export type WebhookEndpoint = ApiResponse<ApiClient['webhook']['$get']>['data'][number];
export type WebhookDetail = ApiResponse<ApiClient['webhook'][':id']['$get']>;

export const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: ['integrations'],
    queryFn: ({ signal }) =>
      api.get<ApiResponse<ApiClient['integrations']['$get']>>('/integrations', undefined, signal).then((r) => r.data),
  });
export const useIntegrations = () => useQuery(integrationsQueryOptions());
export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: ['webhooks'],
    queryFn: ({ signal }) =>
      api.get<ApiResponse<ApiClient['webhook']['$get']>>('/webhook', undefined, signal).then((r) => r.data),
  });
export const useWebhooks = (enabled: boolean) => useQuery({ ...webhooksQueryOptions(), enabled });
export const webhookEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['webhooks', 'events'],
    queryFn: ({ signal }) =>
      api
        .get<ApiResponse<ApiClient['webhook']['events']['$get']>>('/webhook/events', undefined, signal)
        .then((r) => r.data),
  });
export const useWebhookEvents = () => useQuery(webhookEventsQueryOptions());
export const webhookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['webhook', id],
    queryFn: ({ signal }) => api.get<WebhookDetail>(`/webhook/${id}`, undefined, signal),
  });
export const useWebhook = (id: string) => useQuery(webhookQueryOptions(id));
export const revealSecret = (id: string) =>
  api.get<ApiResponse<ApiClient['webhook'][':id']['secret']['$get']>>(`/webhook/${id}/secret`);

function useToolsWrite<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        ['integrations', 'webhooks', 'webhook', 'dashboard'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
export const useInstallIntegration = () =>
  useToolsWrite(({ slug, metadata }: { slug: string; metadata: Record<string, unknown> }) =>
    api.post(`/integrations/${slug}/install`, { metadata }),
  );
export const useToggleIntegration = () =>
  useToolsWrite(({ slug, enabled }: { slug: string; enabled: boolean }) =>
    api.put(`/integrations/${slug}`, { enabled }),
  );
export const useUninstallIntegration = () =>
  useToolsWrite((slug: string) => api.delete(`/integrations/${slug}/uninstall`));
export const useCreateWebhook = () =>
  useToolsWrite((input: { url: string; events: string[] }) => api.post<WebhookEndpoint>('/webhook', input));
export const useUpdateWebhook = () =>
  useToolsWrite(({ id, ...input }: { id: string; enabled?: boolean; events?: string[]; url?: string }) =>
    api.put(`/webhook/${id}`, input),
  );
export const useDeleteWebhook = () => useToolsWrite((id: string) => api.delete(`/webhook/${id}`));
export const useTestWebhook = () =>
  useToolsWrite((id: string) =>
    api.post<ApiResponse<ApiClient['webhook'][':id']['test']['$post']>>(`/webhook/${id}/test`),
  );
