import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

export type NotificationList = ApiResponse<ApiClient['notifications']['$get']>;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'],
    // Enough to fill the bell's entries once an order's updates are grouped into one.
    queryFn: ({ signal }) => api.get<NotificationList>('/notifications', { limit: 30 }, signal),
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

export type EmailChoices = ApiResponse<ApiClient['notifications']['email-choices']['$get']>;
export type EmailChoice = EmailChoices['choices'][number];

export const emailChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'email-choices'],
    queryFn: ({ signal }) => api.get<EmailChoices>('/notifications/email-choices', undefined, signal),
  });
export const useEmailChoices = () => useQuery(emailChoicesQueryOptions());

/** Turns one e-mail on or off; the list is read again after (two saves may answer out of order). */
export const useSetEmailChoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, email }: { key: EmailChoice['key']; email: boolean }) =>
      api.put<EmailChoices>('/notifications/email-choices', { choices: { [key]: email } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailChoicesQueryOptions().queryKey }),
  });
};
