import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asQuery, client, unwrap, type Answer } from '@/lib/api-client';
import { notificationsKeys } from '@/lib/query-keys/notifications';

export type NotificationList = Answer<typeof client.notifications.$get>;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.list,
    // Enough to fill the bell's entries once an order's updates are grouped into one.
    queryFn: ({ signal }) => unwrap(client.notifications.$get({ query: asQuery({ limit: 30 }) }, { init: { signal } })),
    // The bell looks again now and then: answers from suppliers arrive while the page is open.
    refetchInterval: 60_000,
  });
export const useNotifications = () => useQuery(notificationsQueryOptions());

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => unwrap(client.notifications.read.$post({ json: ids ? { ids } : {} })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
};

export type EmailChoices = Answer<(typeof client.notifications)['email-choices']['$get']>;
export type EmailChoice = EmailChoices['choices'][number];

export const emailChoicesQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.emailChoices,
    queryFn: ({ signal }) => unwrap(client.notifications['email-choices'].$get({}, { init: { signal } })),
  });
export const useEmailChoices = () => useQuery(emailChoicesQueryOptions());

/** Turns one e-mail on or off; the list is read again after (two saves may answer out of order). */
export const useSetEmailChoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, email }: Pick<EmailChoice, 'key' | 'email'>) =>
      unwrap(client.notifications['email-choices'].$put({ json: { choices: { [key]: email } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.emailChoices }),
  });
};
