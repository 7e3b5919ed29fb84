import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type NotificationList = ApiResponse<ApiClient['notifications']['$get']>;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => api.get<NotificationList>('/notifications', { limit: 10 }, signal),
    // The bell looks again now and then: answers from suppliers arrive while the page is open.
    refetchInterval: 60_000,
  });
export const useNotifications = () => useQuery(notificationsQueryOptions());

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => api.post('/notifications/read', ids ? { ids } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
};
