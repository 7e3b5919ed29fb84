import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap, type Answer, type Body } from '@/lib/api-client';
import { useWrite } from '@/lib/use-write';
import { integrationsKeys } from '@/lib/query-keys/integrations';
import { organizationsKeys } from '@/lib/query-keys/organizations';

export type Integration = Answer<typeof client.integrations.$get>['data'][number];
// Webhook shapes come from the server's router: a renamed field fails typecheck here.
export type WebhookEndpoint = Answer<typeof client.webhook.$get>['data'][number];
export type WebhookDetail = Answer<(typeof client.webhook)[':id']['$get']>;

export const integrationsQueryOptions = () =>
  queryOptions({
    queryKey: integrationsKeys.list,
    queryFn: ({ signal }) => unwrap(client.integrations.$get(undefined, { init: { signal } })).then((r) => r.data),
  });
export const useIntegrations = () => useQuery(integrationsQueryOptions());
export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: integrationsKeys.webhooks,
    queryFn: ({ signal }) => unwrap(client.webhook.$get(undefined, { init: { signal } })).then((r) => r.data),
  });
export const useWebhooks = (enabled: boolean) => useQuery({ ...webhooksQueryOptions(), enabled });
export const webhookEventsQueryOptions = () =>
  queryOptions({
    queryKey: integrationsKeys.webhookEvents,
    queryFn: ({ signal }) => unwrap(client.webhook.events.$get(undefined, { init: { signal } })).then((r) => r.data),
  });
export const useWebhookEvents = () => useQuery(webhookEventsQueryOptions());
export const webhookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: integrationsKeys.webhook(id),
    queryFn: ({ signal }) => unwrap(client.webhook[':id'].$get({ param: { id } }, { init: { signal } })),
  });
export const useWebhook = (id: string) => useQuery(webhookQueryOptions(id));
export const revealSecret = (id: string) => unwrap(client.webhook[':id'].secret.$get({ param: { id } }));

/** Every write refreshes the integrations, the webhooks and the dashboard. */
const useToolsWrite = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useWrite(mutationFn, [integrationsKeys.all, organizationsKeys.all]);

type Install = (typeof client.integrations)[':slug']['install']['$post'];
export const useInstallIntegration = () =>
  useToolsWrite(({ slug, ...json }: Body<Install> & Parameters<Install>[0]['param']) =>
    unwrap(client.integrations[':slug'].install.$post({ param: { slug }, json })),
  );
type Toggle = (typeof client.integrations)[':slug']['$put'];
export const useToggleIntegration = () =>
  useToolsWrite(({ slug, ...json }: Body<Toggle> & Parameters<Toggle>[0]['param']) =>
    unwrap(client.integrations[':slug'].$put({ param: { slug }, json })),
  );
export const useUninstallIntegration = () =>
  useToolsWrite((slug: string) => unwrap(client.integrations[':slug'].uninstall.$delete({ param: { slug } })));
export const useCreateWebhook = () =>
  useToolsWrite((json: Body<typeof client.webhook.$post>) => unwrap(client.webhook.$post({ json })));
type WebhookChange = (typeof client.webhook)[':id']['$put'];
export const useUpdateWebhook = () =>
  useToolsWrite(({ id, ...json }: Body<WebhookChange> & Parameters<WebhookChange>[0]['param']) =>
    unwrap(client.webhook[':id'].$put({ param: { id }, json })),
  );
export const useDeleteWebhook = () =>
  useToolsWrite((id: string) => unwrap(client.webhook[':id'].$delete({ param: { id } })));
export const useTestWebhook = () =>
  useToolsWrite((id: string) => unwrap(client.webhook[':id'].test.$post({ param: { id } })));
